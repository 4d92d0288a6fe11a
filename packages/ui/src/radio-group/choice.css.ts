import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const inline = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '2rem 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
});

/** The native input, enlarged (GOV.UK-sized targets) and tinted with the theme. */
export const input = style({
  width: '1.75rem',
  height: '1.75rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const itemLabel = style({
  paddingTop: '0.15rem',
  cursor: 'pointer',
  selectors: { [`${item}:has(input:disabled) &`]: { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const itemHint = style({
  gridColumn: '2',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '2rem 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.accentSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', background: vars.color.surfaceMuted },
  },
});

export const cardTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
