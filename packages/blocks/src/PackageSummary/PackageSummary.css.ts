import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

/** One column on mobile, two from the tablet breakpoint. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
  minWidth: 0,
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
  backgroundColor: themeVars.color.surface.base,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: themeVars.font.body,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: baseVars.space['2'],
  rowGap: 0,
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
