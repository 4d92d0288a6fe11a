import { vars } from '@northgate/ui/theme.css';
import { style } from '@vanilla-extract/css';

/** The fields inside one card of a long step. */
export const group = style({ display: 'grid', gap: vars.space.md });

/** Two short fields side by side on wider screens (city and ZIP, beds and baths). */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

/** A read-only figure worked out from the answers (a total, a ratio). */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'max-content auto',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});

export const figureLabel = style({ color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// A <div> around each term and its value keeps the <dl> valid; it adds no box of its own.
export const figureRow = style({ display: 'contents' });
