import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['6'],
  maxWidth: '70ch',
  marginInline: 'auto',
  paddingBlock: baseVars.space['6'],
  paddingInline: baseVars.space['4'],
  '@media': { [mediaQueries.desktop]: { paddingBlock: baseVars.space['10'] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const updated = style({ margin: 0, color: themeVars.text.muted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] });

export const paragraph = style({ margin: 0, lineHeight: 1.6 });
