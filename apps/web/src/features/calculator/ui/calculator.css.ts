import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';
import * as page from '../../../components/page/page.css.ts';

/** The page's lead sentence, with room below it before the tabs. */
export const lead = style([page.lead, { marginBottom: vars.space.lg }]);

export const tablist = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.pill,
  marginBottom: vars.space.lg,
  flexWrap: 'wrap',
});

const tabBase = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const tab = styleVariants({
  selected: [tabBase, { background: vars.color.primary, color: vars.color.primaryText }],
  idle: [tabBase, { background: 'transparent', color: vars.color.text }],
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  minWidth: 0,
});

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  margin: `0 0 ${vars.space.sm}`,
});

export const subTitle = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
});

export const fieldGrid = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});

export const fieldset = style({ border: 'none', padding: 0, margin: `0 0 ${vars.space.md}` });
export const legend = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  padding: 0,
  marginBottom: vars.space.xs,
});

export const segmented = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.accentSoft, borderColor: vars.color.accent },
  },
});
globalStyle(`${segment} input:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

export const headline = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  margin: `0 0 ${vars.space.md}`,
});
export const stat = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const statLabel = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const statValue = style({
  display: 'block',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});
export const bigValue = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  fontFamily: vars.font.heading,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.xs,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'right',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} caption`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xs} 0`,
});
globalStyle(`${table} thead th`, { position: 'sticky', top: 0, background: vars.color.surface });
export const totalRow = style({ fontWeight: vars.fontWeight.bold });

/**
 * The chart and the schedule's hundreds of rows sit below the first screen: the browser lays them
 * out when they come near it, not while the (prerendered) page loads. `auto` keeps the size they
 * last had, so the page does not jump once they have been shown.
 */
export const scheduleSection = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 60rem',
});

export const scroller = style({
  maxHeight: '28rem',
  overflow: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: `${vars.space.md} 0`,
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  margin: `${vars.space.xs} 0`,
});
export const notice = style({
  background: vars.color.warningSoft,
  color: vars.color.warning,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});
export const info = style({
  background: vars.color.accentSoft,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});

/** The chart's drawing size (its viewBox), which the space kept for it while it loads matches. */
export const CHART_SIZE = { width: 640, height: 260 } as const;
export const chart = style({ width: '100%', height: 'auto', display: 'block' });
/** Where the chart will be, the chart's shape, so the schedule below it does not move when it comes. */
export const chartPlaceholder = style({
  aspectRatio: `${CHART_SIZE.width} / ${CHART_SIZE.height}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  border: `1px dashed ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.sm,
});
export const legendList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.xs,
});
export const swatch = styleVariants({
  balance: {
    display: 'inline-block',
    width: '1rem',
    height: '3px',
    background: vars.color.primary,
    verticalAlign: 'middle',
    marginRight: vars.space.xxs,
  },
  principal: {
    display: 'inline-block',
    width: '0.75rem',
    height: '0.75rem',
    background: vars.color.accent,
    verticalAlign: 'middle',
    marginRight: vars.space.xxs,
  },
  interest: {
    display: 'inline-block',
    width: '0.75rem',
    height: '0.75rem',
    background: vars.color.warning,
    verticalAlign: 'middle',
    marginRight: vars.space.xxs,
  },
});
export const chartColors = {
  balance: vars.color.primary,
  principal: vars.color.accent,
  interest: vars.color.warning,
  grid: vars.color.borderSubtle,
  text: vars.color.textMuted,
};

export const compCard = style({
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
});

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  ':hover': { background: vars.color.primary },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${dl} dt`, { color: vars.color.textMuted });
globalStyle(`${dl} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** Print: only the estimator report, on white, without the page chrome or the inputs. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
export const report = style({ '@media': { print: { boxShadow: 'none', border: 'none', padding: 0 } } });
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });
globalStyle('body:has([data-print-report]) header, body:has([data-print-report]) footer', {
  '@media': { print: { display: 'none' } },
});
globalStyle('body:has([data-print-report]) main', { '@media': { print: { padding: 0 } } });
globalStyle(`${report} *`, { '@media': { print: { color: '#000', background: 'transparent' } } });
export const figure = style({ margin: 0 });
export const monthInput = style({
  display: 'block',
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  marginTop: vars.space.xxs,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const secondaryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
