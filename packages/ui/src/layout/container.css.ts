import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, pageMaxWidth } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

export const container = style({ margin: '0 auto' });

/** How wide the column grows: `page` (72rem) for pages and bands, `narrow` (48rem) for a single form or text column. */
export const width = styleVariants({ page: { maxWidth: pageMaxWidth }, narrow: { maxWidth: '48rem' } });

/**
 * The page's gutters: `page` for a plain page's content, `band` for a full-width band of the home
 * and landing pages (taller), `none` when the caller pads it itself (a header bar, the footer).
 */
export const padding = styleVariants({
  page: {
    padding: `${vars.space.xl} ${vars.space.md}`,
    '@media': { [mediaQueries.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
  },
  band: {
    padding: `${vars.space.xxl} ${vars.space.md}`,
    '@media': { [mediaQueries.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
  },
  none: {},
});
