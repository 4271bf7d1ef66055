import { baseVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

// An icon and its text, side by side: a list of such rows (program lines, next steps), one row,
// a single small line (a date, an error, the cancellation line), and the icon itself.

/** A list without bullets, its rows one under the other. */
export const itemList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A row of a list: the icon, then its text. */
export const itemRow = style({ display: 'flex', alignItems: 'flex-start', gap: baseVars.space['2'] });

/** A single small line: the icon, then its text. */
export const iconLine = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['1'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

/** The icon of a row or a line, lined up with the first line of its text. */
export const leadingIcon = style({ flexShrink: 0, marginBlockStart: 2 });
