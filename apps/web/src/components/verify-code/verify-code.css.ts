import { vars } from '@northgate/ui/theme.css';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.md });

export const lead = style({ margin: 0 });

export const notice = style({ margin: 0 });

export const error = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.bold });

export const resendRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const countdown = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
