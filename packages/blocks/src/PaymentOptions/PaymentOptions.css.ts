import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { choiceCard, radio as choiceRadio } from '../styles/choiceCard.css';
import { bareFieldset } from '../styles/fieldset.css';
import { iconLine } from '../styles/itemList.css';
import { smallTitle } from '../styles/titles.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['6'],
  minWidth: 0,
  fontFamily: themeVars.font.body,
  color: themeVars.text.default,
});

/** "Fast checkout": its title, the wallet button and the wallet's pay-later line. */
export const wallet = style([
  bareFieldset,
  { display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] },
]);

/** A small line with an icon: the wallet's pay-later information, the sandbox's test cards. */
export const hint = style([iconLine, { gap: baseVars.space['2'], color: themeVars.text.muted }]);

export const group = style([
  bareFieldset,
  { display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] },
]);

/** A fieldset's title; its gap comes from the fieldset's own. */
export const legend = style([smallTitle, { padding: 0, marginBlockEnd: baseVars.space['2'] }]);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
});

/** One method: a bordered box, in the brand colour once selected. */
export const option = style([
  choiceCard,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: baseVars.space['1'],
    paddingInline: baseVars.space['3'],
    paddingBlockEnd: baseVars.space['2'],
    selectors: { '&[data-invalid]': { borderColor: themeVars.color.critical.onSoft } },
  },
]);

export const optionLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
  minHeight: baseVars.size.touch,
  paddingBlockStart: baseVars.space['2'],
  cursor: 'pointer',
  color: themeVars.text.strong,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.medium,
  WebkitTapHighlightColor: 'transparent',
});

export const radio = style([
  choiceRadio,
  { selectors: { '&:hover:not(:checked)': { borderColor: themeVars.text.strong } } },
]);

export const optionIcon = style({ flexShrink: 0, marginInlineStart: 'auto', color: themeVars.text.muted });

/** Lined up with the label's text, after the radio. */
export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  paddingInlineStart: `calc(20px + ${baseVars.space['3']})`,
});

export const optionDescription = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});

export const schedule = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  marginBlockStart: baseVars.space['1'],
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.sm,
  backgroundColor: themeVars.color.neutral.soft,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const scheduleTitle = style({
  margin: 0,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.text.strong,
});

export const scheduleList = style({
  margin: 0,
  paddingInlineStart: baseVars.space['5'],
  color: themeVars.text.default,
});

/** The card's fields under the choice. */
export const card = style([
  bareFieldset,
  { display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] },
]);

/** Expiry and security code side by side; they wrap below 320 px. */
export const cardRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: baseVars.space['4'],
  alignItems: 'start',
});
