import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.overlay,
  color: vars.color.textInverse,
  cursor: 'progress',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.primaryHover,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});
