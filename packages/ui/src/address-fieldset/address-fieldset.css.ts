import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: '2fr 1fr 1fr' },
  },
});

export const wide = style({
  '@media': { [mediaQueries.tablet]: { gridColumn: '1 / -1' } },
});
