import { baseVars, mediaQueries } from '@escale/tokens';
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
