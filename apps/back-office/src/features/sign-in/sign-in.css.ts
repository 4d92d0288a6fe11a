import { vars } from '@northgate/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
});

export const card = style({ width: '100%', maxWidth: '28rem' });

export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, margin: 0 });

export const lead = style({ color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });
