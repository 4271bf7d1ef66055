import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { control, field } from '../field/field.css';

export const controlWrap = style({ position: 'relative' });

export const input = style([
  control,
  { selectors: { [`${field}[data-status="success"] &`]: { paddingInlineEnd: baseVars.space['10'] } } },
]);

export const textArea = style([control, { resize: 'vertical', minHeight: 96 }]);

export const statusIcon = style({
  position: 'absolute',
  insetInlineEnd: baseVars.space['3'],
  top: 12,
  display: 'inline-flex',
  color: themeVars.color.positive.onSoft,
  pointerEvents: 'none',
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
  fontVariantNumeric: 'tabular-nums',
});
