import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The statement's assets and liabilities, side by side on wider screens as on Form 413. */
export const statementColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

export const statementTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const statementCaption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  paddingBottom: vars.space.xs,
});

export const statementCell = style({
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'left',
  fontWeight: 'normal',
  verticalAlign: 'top',
});

export const statementAmount = style([
  statementCell,
  { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

export const statementTotal = style({});
globalStyle(`${statementTotal} > th, ${statementTotal} > td`, { fontWeight: vars.fontWeight.bold });

export const changeLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}` });

/** The net worth line under both columns. */
export const netWorth = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
