import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

export const panel = style({
  marginTop: vars.space.lg,
  maxWidth: '28rem',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.primary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const secondaryLink = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.borderSubtle}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.borderSubtle}` },
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const textButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});
