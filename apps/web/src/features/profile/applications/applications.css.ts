import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const item = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});

export const itemTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  margin: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [mediaQueries.tablet]: { justifyContent: 'flex-start' } },
});

export const reference = style({ fontFamily: vars.font.mono, fontWeight: 700 });

export const status = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 700,
});

export const empty = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});

export const paragraph = style({ margin: 0 });

export const announcement = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  selectors: { '&:empty': { display: 'none' } },
});

export const dialogError = style({ color: vars.color.error, margin: `${vars.space.sm} 0 0` });

export const nextCard = style({
  marginTop: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});

export const nextTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  margin: 0,
});
