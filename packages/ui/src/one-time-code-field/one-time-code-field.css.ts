import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const code = style({
  maxWidth: '12rem',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.4em',
});
