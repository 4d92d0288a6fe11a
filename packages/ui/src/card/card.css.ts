import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': { [mediaQueries.tablet]: { padding: vars.space.lg } },
});

export const tone = styleVariants({
  raised: [base, { boxShadow: vars.shadow.card }],
  outlined: [base, { border: `1px solid ${vars.color.borderSubtle}` }],
  muted: [base, { background: vars.color.surfaceMuted }],
});

export const title = style({ fontSize: vars.fontSize.lg });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});
