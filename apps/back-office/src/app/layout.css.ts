import { vars } from '@northgate/ui';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const brand = style({
  color: vars.color.primaryText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusHalo}`, outlineOffset: '2px' } },
});

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
});

export const role = style({ opacity: 0.9, fontSize: vars.fontSize.sm });

export const signOut = style({
  background: 'transparent',
  color: vars.color.primaryText,
  border: `1px solid ${vars.color.primaryText}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusHalo}`, outlineOffset: '2px' } },
});

export const main = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.lg,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  transform: 'translateY(-200%)',
  background: vars.color.surface,
  color: vars.color.link,
  padding: vars.space.sm,
  zIndex: 10,
  selectors: { '&:focus': { transform: 'none' } },
});

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.lg });

export const navLink = style({
  color: vars.color.primaryText,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusHalo}`, outlineOffset: '2px' } },
});
