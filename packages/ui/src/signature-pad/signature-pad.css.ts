import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const padFrame = style({
  position: 'relative',
  width: '100%',
  maxWidth: '36rem',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-invalid="true"]': { borderColor: vars.color.error },
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const canvas = style({
  display: 'block',
  width: '100%',
  height: '180px',
  touchAction: 'none',
  cursor: 'crosshair',
});

export const baseline = style({
  position: 'absolute',
  left: vars.space.md,
  right: vars.space.md,
  bottom: '2.25rem',
  borderBottom: `1px solid ${vars.color.border}`,
  pointerEvents: 'none',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
