import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

export const section = style({ background: vars.color.background });

/** Inside the section's Container (band gutters). */
export const inner = style({
  display: 'grid',
  // minmax(0, 1fr): the slider's wide track must not widen the column.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  margin: 0,
});

export const pauseButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  // Autoplay never runs under reduced motion, so there is nothing to pause.
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

/** Reserves about one card's height before the carousel arrives. */
export const slot = style({ minHeight: '15rem', minWidth: 0 });

export const placeholder = style({
  height: '15rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

/** keen-slider sizes and spaces the slides itself (1, 2 or 3 per view, 16px apart). */
export const track = style({ alignItems: 'stretch' });

export const slide = style({ display: 'flex' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  boxSizing: 'border-box',
});

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const name = style({ display: 'block', fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const role = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'center' });
