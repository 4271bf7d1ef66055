import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const overview = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const head = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const description = style({ margin: 0, maxWidth: '65ch' });

export const includes = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const lines = style({
  margin: 0,
  paddingInlineStart: baseVars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${baseVars.space['2']} ${baseVars.space['5']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: themeVars.text.muted,
});

globalStyle(`${facts} > li`, { display: 'inline-flex', alignItems: 'center', gap: baseVars.space['2'] });

/** Price and Offer side by side from the tablet, stacked on a phone. */
export const buy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: baseVars.space['3'],
  padding: baseVars.space['4'],
  borderRadius: themeVars.radius.lg,
  backgroundColor: themeVars.color.neutral.soft,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});
