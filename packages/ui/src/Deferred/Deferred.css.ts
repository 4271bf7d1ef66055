import { style } from '@vanilla-extract/css';

/** The part's own boxes lay out as if the wrapper were not there. */
export const wrapper = style({ display: 'contents' });
