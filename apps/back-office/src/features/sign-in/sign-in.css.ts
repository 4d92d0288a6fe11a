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

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const stack = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const alert = style({
  color: vars.color.error,
  fontWeight: 600,
  margin: 0,
});

export const qr = style({
  width: '12rem',
  height: '12rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  justifySelf: 'start',
});

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const secret = style({
  fontFamily: monospace,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.08em',
  wordBreak: 'break-all',
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
});

export const codes = style({
  fontFamily: monospace,
  fontSize: vars.fontSize.lg,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
});
