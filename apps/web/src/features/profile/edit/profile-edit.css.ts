import { vars } from '@northgate/ui/theme.css';
import { style } from '@vanilla-extract/css';

export const frame = style({ display: 'grid', gap: vars.space.xs });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const current = style({ margin: 0 });
