import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: baseVars.space['8'],
  maxWidth: 720,
  marginInline: 'auto',
  paddingBlock: baseVars.space['10'],
  paddingInline: baseVars.space['4'],
  textAlign: 'center',
  '@media': { [mediaQueries.desktop]: { paddingBlock: baseVars.space['16'] } },
});

export const welcome = style({ display: 'block' });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: baseVars.space['4'],
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: baseVars.space['4'],
  padding: baseVars.space['6'],
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
  backgroundColor: themeVars.color.surface.base,
  boxShadow: themeVars.shadow.sm,
});
