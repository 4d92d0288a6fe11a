import { vars } from '@northgate/ui/theme.css';
import { style } from '@vanilla-extract/css';

export const frame = style({ display: 'grid', gap: vars.space.xs });

export const form = style({
  display: 'grid',
  minWidth: 0,
  gap: vars.space.md,
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

// A long email address breaks where it must instead of widening the page on a phone.
export const current = style({ margin: 0, overflowWrap: 'anywhere' });
