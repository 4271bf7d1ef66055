import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minHeight: 96,
  fontFamily: themeVars.font.body,
  color: themeVars.text.default,
});

/** "Amount to pay" and the amount, one above the other. */
export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  margin: 0,
});

export const amountLabel = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const amountValue = style({
  margin: 0,
  fontSize: baseVars.fontSize['2xl'],
  lineHeight: baseVars.lineHeight['2xl'],
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

/** The loader, centred in the space the amount takes. */
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 96,
  color: themeVars.text.strong,
  fontWeight: baseVars.fontWeight.medium,
});
