import { mediaQueries, vars } from '@northgate/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const pageTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  margin: `0 0 ${vars.space.md}`,
});

export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
});

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  margin: `0 0 ${vars.space.md}`,
});

export const muted = style({ color: vars.color.textMuted });

export const errorText = style({ color: vars.color.error, fontWeight: vars.fontWeight.bold });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
});

globalStyle(`${table} caption`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xs} 0`,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'end',
});

export const stack = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${definitionList} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${definitionList} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** A drawn signature beside the signer's typed name, on white so a dark theme never hides the ink. */
export const signature = style({
  display: 'block',
  maxWidth: '16rem',
  maxHeight: '6rem',
  marginTop: vars.space.xs,
  background: '#fff',
  border: `1px solid ${vars.color.border}`,
});

/** The application page: what the application holds on the left, the work on it beside it on wide screens. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(22rem, 2fr)' } },
});
