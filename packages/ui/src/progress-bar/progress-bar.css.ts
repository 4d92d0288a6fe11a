import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/tokens.ts';
import { vars } from '../theme/theme.css.ts';

export const stages = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.xxs,
});

const stageBase = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  '::before': {
    content: '""',
    display: 'block',
    height: '6px',
    borderRadius: vars.radius.pill,
    background: vars.color.borderSubtle,
  },
});

export const stage = styleVariants({
  upcoming: [stageBase, { color: vars.color.textMuted }],
  passed: [
    stageBase,
    { color: vars.color.success, selectors: { '&::before': { background: vars.color.success } } },
  ],
  active: [
    stageBase,
    {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      selectors: { '&::before': { background: vars.color.primary } },
    },
  ],
});

/** On a phone only the active stage's label is shown; the bar segments still show progress. */
export const stageLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textTransform: 'capitalize',
});

export const stageLabelCompact = style({
  '@media': {
    'screen and (max-width: 639.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    [mediaQueries.tablet]: {},
  },
});

export const numeric = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const numericHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const bar = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: '8px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.borderSubtle,
  color: vars.color.accent,
  overflow: 'hidden',
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.borderSubtle, borderRadius: vars.radius.pill },
    '&::-webkit-progress-value': {
      background: vars.color.accent,
      borderRadius: vars.radius.pill,
      transition: 'width 240ms ease',
    },
    '&::-moz-progress-bar': { background: vars.color.accent, borderRadius: vars.radius.pill },
  },
});
