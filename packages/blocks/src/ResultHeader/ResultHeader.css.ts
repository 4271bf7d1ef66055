import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
});

/** One line tall whether it shows the count or its skeleton, so nothing moves when it arrives. */
export const count = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: baseVars.lineHeight.md,
  margin: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

/** Desktop controls: below the desktop breakpoint the mobile action bar carries sort and map. */
export const actions = style({
  display: 'none',
  alignItems: 'center',
  gap: baseVars.space['2'],
  '@media': { [mediaQueries.desktop]: { display: 'flex' } },
});
