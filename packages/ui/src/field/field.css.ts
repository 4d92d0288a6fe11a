import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const invalidField = style({
  paddingLeft: vars.space.sm,
  borderLeft: `4px solid ${vars.color.error}`,
});

export const label = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const legend = style([
  label,
  {
    marginBottom: vars.space.xxs,
    fontSize: vars.fontSize.md,
  },
]);

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  color: vars.color.error,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.xxs})` } },
});

/** A live message about what is being typed (e.g. how guessable a password is). */
export const feedback = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.xxs})` } },
});

export const control = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  selectors: {
    '&:focus': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '0',
      boxShadow: `inset 0 0 0 1px ${vars.color.text}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    // A <select> always matches :read-only (it has no text to edit): only a Select given
    // readOnly (aria-readonly) looks read-only, never every dropdown.
    '&:read-only:not(select):not(:disabled), &[aria-readonly="true"]:not(:disabled)': {
      background: vars.color.surfaceMuted,
      borderStyle: 'dashed',
    },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const width = styleVariants({
  full: { maxWidth: '100%' },
  medium: { maxWidth: '20rem' },
  short: { maxWidth: '10rem' },
  code: { maxWidth: '12rem' },
});

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
});

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  padding: `0 ${vars.space.xs}`,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const prefix = style([
  adornment,
  { borderRight: 'none', borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}` },
]);
export const suffix = style([
  adornment,
  { borderLeft: 'none', borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0` },
]);

export const withPrefix = style({ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 });
export const withSuffix = style({ borderTopRightRadius: 0, borderBottomRightRadius: 0 });

export const inlineButton = style({
  flexShrink: 0,
  minWidth: '64px',
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderLeft: 'none',
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});
