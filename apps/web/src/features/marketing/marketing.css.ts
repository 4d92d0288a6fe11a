import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';

/** A content page's column (inside a Container with the page's gutters). */
export const pageGrid = style({ display: 'grid', gap: vars.space.lg });

/** Full-width coloured band at the top of a landing page. */
export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.primary} 0%, ${vars.color.primaryHover} 100%)`,
  color: vars.color.textInverse,
});

export const heroInner = style({ display: 'grid', gap: vars.space.md });

export const heroTitle = style({
  margin: 0,
  maxWidth: '44rem',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textInverse,
  '@media': { [mediaQueries.desktop]: { fontSize: '2.75rem' } },
});

export const heroLead = style({ margin: 0, maxWidth: '44rem', fontSize: vars.fontSize.md });

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const lightButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  ':hover': { background: vars.color.accentSoft },
});

export const outlineLightButton = style([
  lightButton,
  {
    background: 'transparent',
    color: vars.color.textInverse,
    border: `2px solid ${vars.color.surface}`,
    ':hover': { background: 'rgba(255,255,255,0.12)' },
  },
]);

export const lead = style({
  margin: 0,
  maxWidth: '44rem',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const section = style({ display: 'grid', gap: vars.space.md });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const bulletList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

/** Typical terms as a two-column definition list. */
export const terms = style({ margin: 0, display: 'grid', gap: 0 });

export const termRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '14rem 1fr', gap: vars.space.md } },
});

export const termLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const termValue = style({ margin: 0 });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  counterReset: 'step',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});

export const step = style({
  counterIncrement: 'step',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  borderTop: `4px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.card,
  '::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: vars.radius.pill,
    background: vars.color.accentSoft,
    color: vars.color.primary,
    fontWeight: vars.fontWeight.bold,
  },
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const faqList = style({ display: 'grid', gap: vars.space.sm });

export const faq = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  padding: `0 ${vars.space.md}`,
});

export const faqQuestion = style({
  cursor: 'pointer',
  padding: `${vars.space.md} 0`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  minHeight: 44,
});

export const faqAnswer = style({ margin: 0, paddingBottom: vars.space.md });

export const callout = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
});

export const ctaBand = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.xl,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.lg,
});

/** Long-form text (legal pages): readable measure and spacing for headings, paragraphs and lists. */
export const prose = style({ maxWidth: '48rem', display: 'grid', gap: vars.space.md });

globalStyle(`${prose} h2`, { margin: `${vars.space.lg} 0 0`, fontSize: vars.fontSize.lg });
globalStyle(`${prose} h3`, { margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: 0 });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
});

globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, { background: vars.color.primary, color: vars.color.primaryText });

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

export const factsLabel = style({
  width: '8rem',
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const reviewGrid = style([
  reviewList,
  {
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);

export const quote = style({ margin: 0, fontSize: vars.fontSize.md });

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const personName = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const personMeta = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const details = style({ color: vars.color.text });

export const summary = style({
  cursor: 'pointer',
  minHeight: 44,
  paddingTop: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.link,
});
