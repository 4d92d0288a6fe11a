import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';

/** The content column, heading and lead sentence every plain page shares. */
export const container = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [mediaQueries.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const pageTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  margin: `0 0 ${vars.space.sm}`,
  '@media': { [mediaQueries.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  maxWidth: '44rem',
  margin: 0,
});
