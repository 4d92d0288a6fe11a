import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const root = style({ position: 'relative', display: 'inline-block' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const chevron = style({
  width: '0.6em',
  height: '0.6em',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-25%) rotate(45deg)',
  transition: 'transform 120ms ease',
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'translateY(25%) rotate(225deg)' },
  },
});

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.zIndex.dropdown,
  minWidth: '12rem',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const item = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &:focus': { background: vars.color.accentSoft, color: vars.color.primaryHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
