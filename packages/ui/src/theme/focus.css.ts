import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** Visible keyboard focus: a 3px dark-orange outline (at least 3:1 against every surface in the theme). */
export const focusVisible = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
