import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compiledMessagesFor, type MessageId, messagesFor } from './catalog';
import { type MessageValues, translate } from './format';
import { locales, marketOf } from './markets';

/**
 * Values for every argument of a message: `count` for plurals and numbers, one of the cases for
 * selects (`variant` picks which), a text otherwise.
 */
function sampleValues(
  ast: MessageFormatElement[],
  count: number,
  variant: number,
  values: MessageValues = {},
): MessageValues {
  for (const element of ast) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = count;
    else if (element.type === TYPE.select) {
      const cases = Object.keys(element.options);
      values[element.value] = cases[variant % cases.length] ?? 'other';
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
      values[element.value] = `‹${element.value}›`;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, count, variant, values);
    }
    if (element.type === TYPE.tag) sampleValues(element.children, count, variant, values);
  }
  return values;
}

describe('compiledMessagesFor', () => {
  it('keeps a message without placeholders as its text', () => {
    const messages = compiledMessagesFor('fr_FR');
    expect(messages['calendar.validate']).toBe('Valider');
    expect(messages['breadcrumb.label']).toBe("Fil d'Ariane");
  });

  it('turns a message with a plural, a select or an argument into its AST', () => {
    const messages = compiledMessagesFor('fr_FR');
    const [plural] = messages['activitySearch.participantsCount'] as MessageFormatElement[];
    expect(plural).toMatchObject({ type: TYPE.plural, value: 'count' });
    const [select] = messages['bookingSummary.formatValue'] as MessageFormatElement[];
    expect(select).toMatchObject({ type: TYPE.select, value: 'format' });
    const [, argument] = messages['bookingSummary.dates'] as MessageFormatElement[];
    expect(argument).toEqual({ type: TYPE.argument, value: 'checkin' });
  });

  it('gives the same catalog object on every call', () => {
    expect(compiledMessagesFor('nl_BE')).toBe(compiledMessagesFor('nl_BE'));
  });

  it('formats every message of every locale as the string catalog does', () => {
    for (const locale of locales) {
      const strings = messagesFor(locale);
      for (const [id, message] of Object.entries(compiledMessagesFor(locale))) {
        const variants =
          typeof message === 'string'
            ? [undefined]
            : [0, 1, 2, 21].map((count, variant) => sampleValues(message, count, variant));
        for (const values of variants) {
          expect(translate(locale, id as MessageId, values), `${locale} ${id}`).toBe(
            String(new IntlMessageFormat(strings[id as MessageId], marketOf(locale).tag).format(values)),
          );
        }
      }
    }
  });
});
