import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
  margin: 0,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const problems = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `3px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const problemsTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.error });

export const problemList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});

export const step = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const stepHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.primary });

export const answers = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 2fr) 3fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});

// The answers of one group or list entry ("Unit 2"), under its title.
export const section = style({ display: 'grid', gap: vars.space.xs });

export const sectionTitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md });

// A dt/dd pair grouped in a div (valid in a dl), laid out by the list's grid.
export const answerRow = style({ display: 'contents' });

export const answerLabel = style({ color: vars.color.textMuted });

export const answerValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const signature = style({
  display: 'block',
  maxWidth: '16rem',
  maxHeight: '6rem',
  marginTop: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const verify = style({ display: 'grid', gap: vars.space.sm, maxWidth: '28rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
