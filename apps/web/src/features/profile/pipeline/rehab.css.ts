import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

/** A wide table scrolls on its own on a phone, the page does not. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 700, paddingBottom: vars.space.xs });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} td.money, ${table} th.money`, { textAlign: 'right', whiteSpace: 'nowrap' });

export const lineRow = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

/** The inspector's photos of a draw: one download button a line, with its size and date. */
export const photoList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
});
