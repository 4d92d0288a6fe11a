import { vars } from '@northgate/ui/theme.css';
import { style } from '@vanilla-extract/css';

/** The pay-to-monthly helper: a disclosure under the base pay field. */
export const helper = style({
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
});

export const helperSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.link,
});

export const helperBody = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.md });

/** The numbered points of the acknowledgment and agreement. */
export const terms = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.body,
});
