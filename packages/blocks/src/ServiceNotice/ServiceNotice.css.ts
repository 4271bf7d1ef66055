import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  padding: baseVars.space['4'],
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.info.soft,
  color: themeVars.color.info.onSoft,
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['2'],
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlockStart: 2,
});

export const phone = style({ whiteSpace: 'nowrap' });
