import { style } from '@vanilla-extract/css';
import { STORED_SESSION_MARK } from '@northgate/site-config';
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

/**
 * A flow's prerendered parent path (flow-page.tsx, `FirstVisitResume`): the first step for a new
 * visit, the loading line on a device with a stored session, marked on `<html>` before the first paint.
 */
const storedSession = `[${STORED_SESSION_MARK}] &`;
export const firstVisitStep = style({
  display: 'contents',
  selectors: { [storedSession]: { display: 'none' } },
});
export const resumingNotice = style([
  stepLead,
  { display: 'none', selectors: { [storedSession]: { display: 'block' } } },
]);

export const fields = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.lg });

export const stepError = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.bold });
