import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

/** Next comes first in the DOM (and for keyboard users) and is shown on the right from tablet up. */
export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
  '@media': {
    [mediaQueries.tablet]: {
      flexDirection: 'row-reverse',
      justifyContent: 'space-between',
      alignItems: 'center',
    },
  },
});
