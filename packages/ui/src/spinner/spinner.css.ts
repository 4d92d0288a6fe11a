import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: '50%',
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

export const large = style({
  width: '3rem',
  height: '3rem',
  borderWidth: '0.3rem',
});
