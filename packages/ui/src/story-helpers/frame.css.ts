import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A box that contains position:fixed children (overlay, toasts) so docs pages stay usable. */
export const fixedFrame = style({
  position: 'relative',
  transform: 'translateZ(0)',
  minHeight: '320px',
  overflow: 'hidden',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  padding: vars.space.md,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '36rem',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** Story-only widths: how a component looks in a phone-wide (390 px) or a desktop-wide column. */
export const width = styleVariants({ phone: { width: '390px' }, wide: { width: '960px' } });
