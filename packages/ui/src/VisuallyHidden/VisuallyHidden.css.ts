import { style } from '@vanilla-extract/css';

/** Out of sight, still read by assistive technology (the usual clip pattern). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
