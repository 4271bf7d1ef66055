import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { description as fieldDescription, label as fieldLabel, focusVisible } from '../field/field.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['4'],
  paddingBlock: baseVars.space['2'],
  fontFamily: themeVars.font.body,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const label = style([fieldLabel]);

export const description = style([fieldDescription]);

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['1'],
  flexShrink: 0,
});

export const value = style([
  focusVisible,
  {
    minWidth: 40,
    textAlign: 'center',
    fontSize: baseVars.fontSize.lg,
    lineHeight: baseVars.lineHeight.lg,
    fontWeight: baseVars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    color: themeVars.text.strong,
    borderRadius: themeVars.radius.sm,
    selectors: { [`${root}[data-disabled] &`]: { color: themeVars.text.muted } },
  },
]);
