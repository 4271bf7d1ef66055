import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogs, mergeCatalog, messagesFor, sourceMessages } from './catalog';
import { locales } from './markets';

const languages = ['fr', 'es', 'it', 'nl'] as const;
const sourceKeys = Object.keys(sourceMessages).sort();
/** Source messages that some languages write exactly as English does. */
const sameInSomeLanguages = [
  'Excellent',
  'Participants',
  'Conversation',
  '{count, plural, one {# participant} other {# participants}}',
  'Pagination',
  'Maximum',
  'Minimum',
  'Perfect',
  'Page {page}',
  '/ pers',
  'Format',
  'Standard',
  'Password',
  'Total',
  'Popular',
];

/** Placeholder names and their kinds (`nights:plural`, `price:argument`), sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (
        el.type === TYPE.argument ||
        el.type === TYPE.number ||
        el.type === TYPE.date ||
        el.type === TYPE.time
      ) {
        found.add(`${el.value}:${TYPE[el.type]}`);
      } else if (el.type === TYPE.plural || el.type === TYPE.select) {
        found.add(`${el.value}:${TYPE[el.type]}`);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === TYPE.tag) {
        found.add(`<${el.value}>`);
        walk(el.children);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('message catalogs', () => {
  for (const language of languages) {
    it(`S-459 ${language} has every key of the English source and no other`, () => {
      expect(Object.keys(catalogs[language]).sort()).toEqual(sourceKeys);
    });

    it(`every ${language} message parses and keeps the source's placeholders`, () => {
      const catalog = catalogs[language] as Record<string, string>;
      for (const key of sourceKeys) {
        const message = catalog[key] ?? '';
        expect(() => parse(message), `${language} ${key}`).not.toThrow();
        expect(placeholders(message), `${language} ${key}`).toEqual(
          placeholders((sourceMessages as Record<string, string>)[key] ?? ''),
        );
      }
    });

    it(`no ${language} message is left in English by mistake`, () => {
      const same = sourceKeys.filter((key) => {
        const source = (sourceMessages as Record<string, string>)[key] ?? '';
        const translated = (catalogs[language] as Record<string, string>)[key];
        return (
          translated === source &&
          /[a-z]{3,}/i.test(source.replace(/\{[^}]*\}/g, '')) &&
          !sameInSomeLanguages.includes(source)
        );
      });
      expect(same).toEqual([]);
    });
  }

  it('the English source parses', () => {
    for (const message of Object.values(sourceMessages)) expect(() => parse(message)).not.toThrow();
  });

  for (const belgian of ['fr_BE', 'nl_BE'] as const) {
    it(`${belgian} overrides only existing keys, with the same placeholders`, () => {
      for (const [key, message] of Object.entries(catalogs[belgian] as Record<string, string>)) {
        expect(sourceKeys).toContain(key);
        expect(placeholders(message)).toEqual(
          placeholders((sourceMessages as Record<string, string>)[key] ?? ''),
        );
      }
    });
  }

  it('nl_BE inherits Dutch and applies its own overrides', () => {
    expect(messagesFor('nl_BE')['calendar.title']).toBe('Kies uw datums');
    expect(messagesFor('nl_NL')['calendar.title']).toBe('Kies je data');
    expect(messagesFor('nl_BE')['calendar.validate']).toBe(messagesFor('nl_NL')['calendar.validate']);
  });

  it('fr_BE inherits French', () => {
    expect(messagesFor('fr_BE')['calendar.validate']).toBe('Valider');
  });

  it('an override wins over the base catalog and leaves the other keys', () => {
    const merged = mergeCatalog(messagesFor('fr_FR'), { 'calendar.validate': 'Appliquer' });
    expect(merged['calendar.validate']).toBe('Appliquer');
    expect(merged['calendar.title']).toBe('Choisissez vos dates');
  });

  it('S-459 every locale resolves a full catalog', () => {
    for (const locale of locales) expect(Object.keys(messagesFor(locale)).sort()).toEqual(sourceKeys);
  });
});
