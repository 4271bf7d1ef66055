import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { choiceCard, radio as choiceRadio } from '../styles/choiceCard.css';
import { bareFieldset } from '../styles/fieldset.css';
import { sectionTitle } from '../styles/titles.css';

export const group = style([
  bareFieldset,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: baseVars.space['3'],
    fontFamily: themeVars.font.body,
    color: themeVars.text.default,
  },
]);

export const legend = style([sectionTitle, { padding: 0, marginBlockEnd: baseVars.space['3'] }]);

export const options = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] });

/** One option: a card that is its radio's label, outlined in the brand colour once chosen. */
export const option = style([
  choiceCard,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: baseVars.space['3'],
    padding: baseVars.space['4'],
    cursor: 'pointer',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: baseVars.motion.fast,
    selectors: {
      '&:hover:not([data-selected])': { borderColor: themeVars.text.strong },
      [`${group}[data-invalid] &`]: { borderColor: themeVars.color.critical.onSoft },
    },
    '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
  },
]);

export const radio = style([choiceRadio, { marginTop: 2 }]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  flexGrow: 1,
  minWidth: 0,
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: baseVars.space['2'] });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: 2,
  color: themeVars.color.brand.onSoft,
});

export const label = style({
  flexGrow: 1,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const price = style({
  flexShrink: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});

/** The free cancellation deadline, in the success colour as the cancellation line shows it. */
export const highlight = style({
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.color.positive.onSoft,
});

/** The insurance's promise: a tick before each line. */
export const promise = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['1'],
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.color.positive.onSoft,
});
