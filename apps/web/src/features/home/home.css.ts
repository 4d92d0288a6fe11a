import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme/theme.css.ts';
import { mediaQueries } from '@northgate/ui/theme/tokens.ts';

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.primary} 0%, ${vars.color.primaryHover} 100%)`,
  color: vars.color.textInverse,
});

export const heroInner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { padding: `5rem ${vars.space.lg}` } },
});

export const heroTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  maxWidth: '40rem',
  '@media': { [mediaQueries.desktop]: { fontSize: '3rem' } },
});

export const heroSubheading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const addressForm = style({ display: 'grid', gap: vars.space.xs, maxWidth: '44rem' });

export const addressLabel = style({ fontWeight: vars.fontWeight.medium });

export const addressRow = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr auto' } },
});

export const addressInput = style({
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.surface}`,
  color: vars.color.text,
  background: vars.color.surface,
  ':focus-visible': { outline: `3px solid ${vars.color.focusHalo}`, outlineOffset: 2 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});

export const addressButton = style({
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
  border: 'none',
  background: vars.color.accent,
  color: vars.color.primaryText,
  cursor: 'pointer',
  ':hover': { background: vars.color.accentHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focusHalo}`, outlineOffset: 2 },
});

export const addressError = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.errorSoft,
  color: vars.color.error,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.medium,
});

export const heroLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
} as const;

export const primaryLink = style({
  ...linkBase,
  background: vars.color.surface,
  color: vars.color.primary,
  ':hover': { background: vars.color.accentSoft },
});

export const secondaryLink = style({
  ...linkBase,
  border: `2px solid ${vars.color.surface}`,
  color: vars.color.textInverse,
  ':hover': { background: 'rgba(255,255,255,0.12)' },
});
