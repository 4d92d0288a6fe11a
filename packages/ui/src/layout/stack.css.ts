import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const stack = style({ display: 'grid' });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

/** `start` packs the children at the top when the stack is taller than they are (a grid cell). */
export const align = styleVariants({ stretch: {}, start: { alignContent: 'start' } });
