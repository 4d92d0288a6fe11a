import { style } from '@vanilla-extract/css';

// Roughly the form's height, so the footer does not jump when the form arrives.
export const slot = style({ minHeight: '26rem' });
