import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.primary} 0%, ${vars.color.primaryHover} 100%)`,
  color: vars.color.textInverse,
});

/** Inside the hero's Container, which it pads (taller from desktop up). */
export const heroInner = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { padding: `5rem ${vars.space.lg}` } },
});

export const heroTitle = style({
  // Headings are navy by default (global.css.ts): on the navy hero the title must be light.
  color: vars.color.textInverse,
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

export const heroLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

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

/** A home band's content (a Container with the band's gutters). */
export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  margin: 0,
});

export const sectionLead = style({
  margin: 0,
  maxWidth: '44rem',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

const gridList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
} as const;

export const loanGrid = style({
  ...gridList,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.primary });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const cardLink = style({
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const band = style({ background: vars.color.surfaceMuted });

export const eyebrow = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

/** Ten advantages: one column on phones, then two columns of five, filled top to bottom. */
export const advantages = style({
  ...gridList,
  columnGap: vars.space.xl,
  marginTop: vars.space.xs,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gridTemplateRows: 'repeat(5, auto)',
      gridAutoFlow: 'column',
    },
  },
});

export const advantage = style({
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  display: 'grid',
  gap: vars.space.xxs,
});

export const advantageTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.primary });

export const toolGrid = style({
  ...gridList,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const viewLink = style({
  alignSelf: 'flex-start',
  marginTop: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textDecoration: 'none',
  ':hover': { background: vars.color.primaryHover },
});

/** Holds the space of the sections below the hero while their chunk loads. */
export const sectionsPlaceholder = style({ minHeight: '100vh' });
