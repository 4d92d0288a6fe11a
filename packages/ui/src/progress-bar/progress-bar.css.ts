import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/**
 * The stage bar measures its own width, not the screen's: a flow in a narrow column (a Storybook
 * frame, a phone) has as little room as a phone. Below `stagesRoom` per stage count, each stage's
 * name moves out of its segment (screen readers still read it) and one line says where the
 * borrower is: "Step 4 of 7: Employment", never cut short.
 */
const stagesContainer = createContainer();

/** The width from which every stage's name fits in its segment: about 6.5rem a stage. */
const stagesRoom = { few: '30rem', many: '45rem' } as const;
const wide = (room: keyof typeof stagesRoom) => `${stagesContainer} (min-width: ${stagesRoom[room]})`;

export const stagesNav = style({ containerType: 'inline-size', containerName: stagesContainer });

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

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const shown = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  clip: 'auto',
  whiteSpace: 'normal',
} as const;

/** Stage names start with a capital ('personal' -> 'Personal') without changing the others' case. */
const firstCapital = { selectors: { '&::first-letter': { textTransform: 'uppercase' } } } as const;

/** A stage's name in its segment: wraps rather than being cut; narrow, only screen readers get it. */
export const stageLabel = styleVariants(stagesRoom, (_, room) => [
  firstCapital,
  { ...hidden, overflowWrap: 'anywhere', '@container': { [wide(room)]: shown } },
]);

/** "Step 4 of 7: Employment", shown while the names do not fit their segments. */
export const stageSummary = styleVariants(stagesRoom, (_, room) => ({
  margin: `0 0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  '@container': { [wide(room)]: { display: 'none' } },
}));

export const stageSummaryName = style([
  firstCapital,
  { display: 'inline-block', fontWeight: vars.fontWeight.bold, color: vars.color.primary },
]);

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
