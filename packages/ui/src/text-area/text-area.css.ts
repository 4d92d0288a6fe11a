import { style } from '@vanilla-extract/css';

/** Product spec §5 and §9 (docs/product/product-spec.md): the text area's default height is 260px. */
export const TEXT_AREA_DEFAULT_HEIGHT = '260px';

export const textArea = style({
  height: TEXT_AREA_DEFAULT_HEIGHT,
  minHeight: '6rem',
  resize: 'vertical',
});

export const counterOver = style({ fontWeight: 700 });
