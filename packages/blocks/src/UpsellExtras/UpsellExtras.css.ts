import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { borderedCard } from '../styles/card.css';
import { smallTitle } from '../styles/titles.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

/** One extra per row on mobile, two from the tablet breakpoint. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style([
  borderedCard,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: baseVars.space['3'],
    height: '100%',
    padding: baseVars.space['4'],
    selectors: {
      '&[data-variant="added"]': {
        borderColor: themeVars.color.positive.base,
        backgroundColor: themeVars.color.positive.soft,
      },
    },
  },
]);

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['3'],
  minWidth: 0,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
});

export const title = style([smallTitle, { fontFamily: themeVars.font.body }]);

export const subtitle = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
  marginTop: 'auto',
});

export const footerEnd = style([footer, { justifyContent: 'flex-end' }]);

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: baseVars.space['1'],
  fontSize: baseVars.fontSize.lg,
  lineHeight: baseVars.lineHeight.lg,
  color: themeVars.text.strong,
});

export const per = style({
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

/** The transitional message: empty, and taking no room, until an extra is pressed. */
export const status = style({
  selectors: {
    '&:not(:empty)': {
      padding: baseVars.space['3'],
      borderRadius: themeVars.radius.md,
      backgroundColor: themeVars.color.info.soft,
      color: themeVars.color.info.onSoft,
      fontWeight: baseVars.fontWeight.medium,
    },
  },
});
