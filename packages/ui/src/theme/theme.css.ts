import { createGlobalTheme } from '@vanilla-extract/css';
import { colorTokens, fontSizeTokens, radiusTokens, spaceTokens } from './tokens.ts';

/** The theme contract. Components read tokens only through `vars`. */
export const vars = createGlobalTheme(':root', {
  color: colorTokens,
  space: spaceTokens,
  fontSize: fontSizeTokens,
  radius: radiusTokens,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Iowan Old Style", "Times New Roman", serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    body: '1.5',
  },
  shadow: {
    card: '0 1px 2px rgba(11, 34, 57, 0.08), 0 4px 16px rgba(11, 34, 57, 0.06)',
    raised: '0 8px 28px rgba(11, 34, 57, 0.18)',
  },
  focusRing: `0 0 0 3px ${colorTokens.focusHalo}`,
  zIndex: {
    dropdown: '20',
    dialog: '40',
    toast: '50',
    overlay: '60',
  },
});
