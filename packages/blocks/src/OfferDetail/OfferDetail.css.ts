import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['5'] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] });

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignItems: 'baseline',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['3'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const term = style({ color: themeVars.text.muted });

export const value = style({
  margin: 0,
  minWidth: 0,
  color: themeVars.text.strong,
  fontWeight: baseVars.fontWeight.medium,
});

export const priceValue = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['1'] });

export const caption = style({
  margin: 0,
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  fontWeight: baseVars.fontWeight.regular,
  color: themeVars.text.muted,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: baseVars.space['10'],
});
