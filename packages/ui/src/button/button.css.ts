import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.primaryText,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primaryHover },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.primary,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.accentSoft },
      },
    },
  ],
  link: [
    base,
    {
      minHeight: 'auto',
      padding: vars.space.xxs,
      background: 'transparent',
      color: vars.color.link,
      fontWeight: vars.fontWeight.medium,
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          color: vars.color.primaryHover,
          textDecorationThickness: '2px',
        },
      },
    },
  ],
});

export const fullWidth = style({ width: '100%' });

export const loadingText = style({ opacity: 0.9 });
