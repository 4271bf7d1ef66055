import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { borderedCard } from '../styles/card.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

/** One card per row on mobile, two from the tablet breakpoint, three on desktop. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style([
  borderedCard,
  { display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: baseVars.space['2'],
  flex: '1 1 auto',
  padding: baseVars.space['4'],
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const fact = style({
  selectors: { '& + &::before': { content: '"·"', marginInlineEnd: baseVars.space['2'] } },
});

/** Label and value pairs: "Schedules 14:00, 16:30". */
export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: baseVars.space['3'],
  rowGap: baseVars.space['1'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const term = style({ fontWeight: baseVars.fontWeight.bold, color: themeVars.text.strong });

export const value = style({ margin: 0, color: themeVars.text.default });

export const action = style({ marginTop: 'auto', paddingTop: baseVars.space['2'] });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['5'] });

export const detailSection = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const bullets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  margin: 0,
  paddingInlineStart: baseVars.space['5'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});
