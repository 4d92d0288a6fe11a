import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

export const section = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.xl });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  margin: 0,
});

export const paragraph = style({ margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
});

export const itemName = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '28rem' });

export const announcement = style({ margin: 0, ':empty': { display: 'none' } });
