import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.04em',
});

export const avatar = styleVariants({
  navy: [base, { background: vars.color.primary, color: vars.color.primaryText }],
  teal: [base, { background: vars.color.accent, color: vars.color.primaryText }],
  sand: [
    base,
    {
      background: vars.color.surfaceMuted,
      color: vars.color.primary,
      border: `1px solid ${vars.color.borderSubtle}`,
    },
  ],
});
