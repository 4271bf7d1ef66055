import { baseVars, mediaQueries, rendersWhenNear } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The page's content column: centred, padded, its sections spaced evenly. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['5'],
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: baseVars.space['3'],
  paddingBlock: baseVars.space['5'],
  '@media': { [mediaQueries.desktop]: { paddingInline: baseVars.space['6'], gap: baseVars.space['6'] } },
});

/** A column for one form or one message: the beneficiary's page. */
export const narrow = style({ width: '100%', maxWidth: 720, marginInline: 'auto' });

/**
 * The footer's place: drawn only as it nears the window, at the height it was last drawn. The box
 * stays while the footer's code takes over its markup; on the footer itself, the new footer would
 * start at the estimate, and the page, scrolled to its end, would jump under the visitor's press.
 */
export const footerSlot = style({
  ...rendersWhenNear('900px'),
  '@media': { [mediaQueries.desktop]: { containIntrinsicSize: 'auto 430px' } },
});
