import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { radio as choiceRadio } from '../styles/choiceCard.css';
import { bareFieldset } from '../styles/fieldset.css';
import { sectionTitle } from '../styles/titles.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['6'],
  minWidth: 0,
  fontFamily: themeVars.font.body,
  color: themeVars.text.default,
});

export const legend = style([sectionTitle, { padding: 0, marginBlockEnd: baseVars.space['4'] }]);

/** One column on mobile; two from the tablet breakpoint, where `half` fields pair up. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['4'],
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const full = style({ minWidth: 0, gridColumn: '1 / -1' });
export const half = style({ minWidth: 0 });

export const civility = style([bareFieldset, { gridColumn: '1 / -1' }]);

export const civilityLegend = style({
  padding: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.text.strong,
});

export const civilityOptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: baseVars.space['6'],
});

/** A radio and its text: a 44 px target. */
export const radioLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
  minHeight: baseVars.size.touch,
  cursor: 'pointer',
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  color: themeVars.text.strong,
});

export const radio = style([
  choiceRadio,
  {
    selectors: {
      '&:hover:not(:checked)': { borderColor: themeVars.text.strong },
      '&[aria-invalid="true"]:not(:checked)': { borderColor: themeVars.color.critical.onSoft },
    },
  },
]);

/** A server error on the country shows as the select's description: in the error colour. */
globalStyle(`${full}[data-invalid] p`, {
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.color.critical.onSoft,
});
