import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

const base = style({
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

/** `page`: a page's title (larger from tablet up); `section`: a section's title in a page. */
export const size = styleVariants({
  page: [
    base,
    { fontSize: vars.fontSize.xl, '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.xxl } } },
  ],
  section: [base, { fontSize: vars.fontSize.xl }],
});
