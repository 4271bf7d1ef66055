import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: baseVars.space['4'],
  maxWidth: 560,
  marginInline: 'auto',
  paddingBlock: baseVars.space['10'],
  paddingInline: baseVars.space['4'],
  textAlign: 'center',
  '@media': { [mediaQueries.desktop]: { paddingBlock: baseVars.space['16'] } },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 72,
  height: 72,
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.brand.soft,
  color: themeVars.color.brand.onSoft,
});

export const action = style({ paddingBlockStart: baseVars.space['2'] });
