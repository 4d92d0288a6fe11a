import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

export const section = style({ marginTop: vars.space.xl, display: 'grid', gap: vars.space.md });

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  margin: 0,
});

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  borderLeft: `2px solid ${vars.color.border}`,
});

export const timelineItem = style({
  paddingLeft: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
});

export const timelineTitle = style({ margin: 0, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
globalStyle(`${figures} div`, { display: 'grid', gap: vars.space.xxs });
globalStyle(`${figures} dt`, { color: vars.color.textMuted });
globalStyle(`${figures} dd`, { margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });

export const answered = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 700,
});

export const open = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontWeight: 700,
});

// A submitted application's answers: one disclosure per step, a definition list per group.
export const answersStep = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
});

export const answersSummary = style({ cursor: 'pointer', fontWeight: 700, color: vars.color.primary });

export const answersGroup = style({ display: 'grid', gap: vars.space.xs, marginTop: vars.space.sm });

export const answersHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const answers = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 2fr) 3fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});

// A dt/dd pair grouped in a div (valid in a dl), laid out by the list's grid.
export const answerRow = style({ display: 'contents' });

export const answerLabel = style({ color: vars.color.textMuted });

export const answerValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The term sheet's terms: label beside value on wide screens, label above value at 390 px. */
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { 'screen and (min-width: 40em)': { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});
globalStyle(`${terms} div`, { display: 'contents' });
globalStyle(`${terms} dt`, { color: vars.color.textMuted });
globalStyle(`${terms} dd`, { margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });

export const signForm = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

/** A funded loan's payment schedule: scrolls inside its frame, the header row stays in view. */
export const scheduleFrame = style({
  maxHeight: '28rem',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const scheduleTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${scheduleTable} th, ${scheduleTable} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
globalStyle(`${scheduleTable} th:first-child, ${scheduleTable} td:first-child`, { textAlign: 'left' });
globalStyle(`${scheduleTable} thead th`, { position: 'sticky', top: 0, background: vars.color.surface });
globalStyle(`${scheduleTable} caption`, { textAlign: 'left', fontWeight: 700, padding: vars.space.xs });
