import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

export const dialog = style({
  width: 'calc(100% - 2rem)',
  maxWidth: '32rem',
  maxHeight: 'calc(100% - 2rem)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': { [mediaQueries.tablet]: { padding: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg });

export const close = style({
  flexShrink: 0,
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
