import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const setup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['5'],
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  padding: baseVars.space['4'],
  border: `1px solid ${themeVars.color.neutral.soft}`,
  borderRadius: themeVars.radius.lg,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
});

export const illustration = style({
  display: 'inline-flex',
  padding: baseVars.space['2'],
  borderRadius: '50%',
  background: themeVars.color.brand.soft,
  color: themeVars.color.brand.base,
});

export const teaser = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: baseVars.space['2'],
  margin: 0,
  color: themeVars.text.muted,
});

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

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const total = style({
  margin: 0,
});

export const howItWorks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
});

export const steps = style({
  margin: 0,
  paddingLeft: baseVars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
});
