import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The extras under the physical option, set in by a line. */
export const extras = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  paddingLeft: baseVars.space['4'],
  borderLeft: `2px solid ${themeVars.color.brand.soft}`,
});

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  border: 0,
  margin: 0,
  padding: 0,
});

export const legend = style({
  fontWeight: 600,
  padding: 0,
  marginBottom: baseVars.space['1'],
});

export const categoryText = style({
  margin: 0,
  color: themeVars.text.muted,
});
