import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

// The short quiz's result screen sets the pattern: a title, a plain lead, numbered next steps.
export const confirmation = style({ display: 'grid', gap: vars.space.lg });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
  margin: 0,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}` },
  },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const reference = style({ fontFamily: vars.font.mono, fontWeight: 700, fontSize: vars.fontSize.lg });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.primary });

export const steps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
