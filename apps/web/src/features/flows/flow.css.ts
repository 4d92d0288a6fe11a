import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

/**
 * At least a screen tall: the step arrives after its draft is loaded (and the guard has run), and
 * until then the footer would sit just under the loading line, in view, and be pushed down by the
 * step (a layout shift, CLS 0.7 on a phone). A step is taller than a screen anyway.
 */
export const layout = style({
  minHeight: '100vh',
  alignContent: 'start',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.md,
});

export const flowName = style({
  margin: 0,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  fontSize: vars.fontSize.xs,
});

export const stepTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
  margin: 0,
});

export const stepLead = style({ margin: 0, color: vars.color.textMuted });

export const fields = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.lg });

export const stepError = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.bold });
