import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const alert = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.errorSoft,
  color: vars.color.error,
  borderLeft: `4px solid ${vars.color.error}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.medium,
});
