import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const room = style({
  display: 'grid',
  gap: baseVars.space['4'],
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '320px 1fr', alignItems: 'start' } },
});

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: themeVars.radius.md,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: baseVars.fontSize.sm,
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: baseVars.space['1'] });

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const highlight = style({
  paddingInline: baseVars.space['2'],
  paddingBlock: baseVars.space['1'],
  borderRadius: themeVars.radius.pill,
  background: themeVars.color.neutral.soft,
  color: themeVars.color.neutral.onSoft,
  fontSize: baseVars.fontSize.xs,
});
