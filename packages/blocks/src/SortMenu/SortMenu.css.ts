import { mediaQueries } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The select is the desktop's (G-65); below 1024 px the action bar opens the drawer instead. */
export const desktop = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'block', width: 280, maxWidth: '100%' } },
});
