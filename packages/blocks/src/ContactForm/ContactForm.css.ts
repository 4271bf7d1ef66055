import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['5'] });

export const intro = style({ margin: 0, color: themeVars.text.muted });

/** The reason and, without scripts, its button: side by side from the tablet up. */
export const reasonForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const reasonField = style({ flex: 1, maxWidth: '28rem' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

/** The booking number is as wide as 8 digits and its hint. */
export const bookingNumber = style({ maxWidth: '20rem' });

/** Out of sight and out of the tab order: only robots fill it. */
export const honeypot = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: baseVars.space['3'],
});

export const checking = style({ margin: 0, color: themeVars.text.muted });
