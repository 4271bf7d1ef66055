import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The dropdown's content: the calendar uses the popover's padding so its two months fit. */
export const dropdown = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
});

export const dropdownCalendar = style({ marginInline: `calc(-1 * ${baseVars.space['4']})` });

/** The full-screen modal's content: info and shortcuts, then the scrolling month list. */
export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  height: '100%',
  minHeight: 0,
});

export const sheetCalendar = style({ flex: 1, minHeight: 0 });

export const intro = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const info = style({
  flex: 1,
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});

export const shortcuts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  border: 'none',
});

export const shortcutsTitle = style({
  width: '100%',
  padding: 0,
  marginBlockEnd: baseVars.space['1'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});
