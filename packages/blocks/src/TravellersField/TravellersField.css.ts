import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 300,
});

/** Holds the family message; always there so screen readers hear it appear. */
export const message = style({
  margin: 0,
  selectors: { '&:empty': { display: 'none' } },
});

export const family = style({
  display: 'flex',
  gap: baseVars.space['2'],
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.info.soft,
  color: themeVars.color.info.onSoft,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const familyIcon = style({ display: 'inline-flex', flexShrink: 0 });
