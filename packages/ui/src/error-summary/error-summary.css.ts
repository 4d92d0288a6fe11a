import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const summary = style({
  padding: vars.space.md,
  border: `4px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const title = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.error,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
