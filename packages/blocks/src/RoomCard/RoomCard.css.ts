import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { borderedCard } from '../styles/card.css';
import { smallTitle } from '../styles/titles.css';

/** Pictures above the text on mobile, beside it from the tablet breakpoint. */
export const card = style([
  borderedCard,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    overflow: 'hidden',
    color: themeVars.text.default,
    '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '320px minmax(0, 1fr)' } },
  },
]);

export const media = style({
  minWidth: 0,
  backgroundColor: themeVars.color.neutral.soft,
  '@media': { [mediaQueries.tablet]: { padding: baseVars.space['3'], backgroundColor: 'transparent' } },
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 9',
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.brand.soft,
  color: themeVars.color.brand.onSoft,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
  padding: baseVars.space['4'],
});

export const title = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.xl,
  lineHeight: baseVars.lineHeight.xl,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
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

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const offers = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  paddingBlock: baseVars.space['4'],
  borderTop: `1px solid ${themeVars.border.subtle}`,
  selectors: { '&:last-child': { paddingBottom: 0 } },
});

export const offerTitle = style([smallTitle, { fontFamily: themeVars.font.body }]);

export const offerLine = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

/** The price and its captions, then the button: on one line when they fit. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
});

export const caption = style({
  margin: 0,
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  color: themeVars.text.muted,
});
