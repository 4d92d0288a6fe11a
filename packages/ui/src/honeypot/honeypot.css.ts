import { style } from '@vanilla-extract/css';

// Off-screen rather than display:none, because some bots skip fields they can tell are hidden.
export const offscreen = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
});
