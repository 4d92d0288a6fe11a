/**
 * Raw design tokens. Colours were chosen for WCAG 2.2 AA: every text colour reaches 4.5:1 on the
 * backgrounds it is used on, and borders / focus rings reach 3:1 against their neighbours.
 * (Ratios are checked in `tokens.test.ts`.)
 */
export const breakpoints = {
  /** Tablet and up. */
  tablet: 640,
  /** Desktop and up. */
  desktop: 1024,
} as const;

/** The widest a page's content column grows (the layout Container, sprinkles' `maxWidth: 'page'`). */
export const pageMaxWidth = '72rem';

export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

export const palette = {
  navy900: '#0b2239',
  navy800: '#12355b',
  navy700: '#1b4a78',
  teal700: '#0b6467',
  teal600: '#0e7c7f',
  teal100: '#dff1f0',
  sand50: '#fbf8f3',
  sand100: '#f4efe6',
  sand200: '#e8e0d2',
  white: '#ffffff',
  ink900: '#1c2530',
  ink600: '#4a5563',
  ink500: '#66707c',
  red700: '#b3261e',
  red50: '#fdeceb',
  green700: '#1d6b3c',
  green50: '#e7f4ec',
  amber800: '#7a4f00',
  amber50: '#fff4dc',
  focus: '#c24d00',
  focusHalo: '#ffd9b8',
} as const;

export const colorTokens = {
  background: palette.sand50,
  surface: palette.white,
  surfaceMuted: palette.sand100,
  border: palette.ink500,
  borderSubtle: palette.sand200,
  text: palette.ink900,
  textMuted: palette.ink600,
  textInverse: palette.white,
  primary: palette.navy800,
  primaryHover: palette.navy900,
  primaryText: palette.white,
  accent: palette.teal700,
  accentHover: palette.teal600,
  accentSoft: palette.teal100,
  link: palette.navy700,
  error: palette.red700,
  errorSoft: palette.red50,
  success: palette.green700,
  successSoft: palette.green50,
  warning: palette.amber800,
  warningSoft: palette.amber50,
  focus: palette.focus,
  focusHalo: palette.focusHalo,
  overlay: 'rgba(11, 34, 57, 0.72)',
} as const;

export const spaceTokens = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

export const fontSizeTokens = {
  xs: '0.875rem',
  sm: '1rem',
  md: '1.125rem',
  lg: '1.375rem',
  xl: '1.75rem',
  xxl: '2.25rem',
} as const;

export const radiusTokens = {
  sm: '4px',
  md: '8px',
  lg: '14px',
  pill: '999px',
} as const;

/** Relative luminance per WCAG 2.x. */
export function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two `#rrggbb` colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}
