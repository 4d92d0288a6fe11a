import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.primary, background: vars.color.accentSoft },
    '&[data-invalid="true"]': { borderColor: vars.color.error },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The real file input stays in the tab order but is drawn by the button-like label. */
export const nativeInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const chooseButton = style({ cursor: 'pointer' });

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: '100%',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  wordBreak: 'break-word',
});
