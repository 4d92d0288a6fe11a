import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.sm,
  top: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  pointerEvents: 'none',
  '@media': {
    [mediaQueries.tablet]: {
      insetInline: 'auto',
      right: vars.space.lg,
      top: vars.space.lg,
      width: '26rem',
    },
  },
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

const base = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  background: vars.color.surface,
});

export const kind = styleVariants({
  error: [base, { borderLeftColor: vars.color.error, background: vars.color.errorSoft }],
  success: [base, { borderLeftColor: vars.color.success, background: vars.color.successSoft }],
  warning: [base, { borderLeftColor: vars.color.warning, background: vars.color.warningSoft }],
});

export const kindLabel = styleVariants({
  error: { color: vars.color.error },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
});

export const body = style({ flex: 1, paddingTop: vars.space.xxs });

export const title = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(11, 34, 57, 0.08)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});
