import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { type Locale, marketOf } from './markets';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import frBE from './messages/fr_BE.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };
import nlBE from './messages/nl_BE.json' with { type: 'json' };

/** Every message id, from the English source catalog. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/** The English source copy (from the spec); not a market of its own. */
export const sourceMessages: Messages = en;

const languageCatalogs: Record<'fr' | 'es' | 'it' | 'nl', Messages> = { fr, es, it, nl };

/** Belgian catalogs hold only the messages that differ from French or Dutch. */
const overrides: Partial<Record<Locale, Partial<Messages>>> = { fr_BE: frBE, nl_BE: nlBE };

export function mergeCatalog(base: Messages, override: Partial<Messages> = {}): Messages {
  return { ...base, ...override };
}

const merged = new Map<Locale, Messages>();

/** A locale's whole catalog; the same object on every call, so providers given it do not re-render. */
export function messagesFor(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    const language = locale.slice(0, 2) as keyof typeof languageCatalogs;
    messages = mergeCatalog(languageCatalogs[language], overrides[locale]);
    merged.set(locale, messages);
  }
  return messages;
}

/** A message parsed on the server: its text when it has no placeholder, else its AST. */
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledMessages = Record<MessageId, CompiledMessage>;

const compiled = new Map<Locale, CompiledMessages>();

/**
 * A locale's catalog parsed once, for browsers to format without the ICU parser (the shop's client
 * build leaves it out). Text-only messages stay strings: smaller than their AST in the page's data.
 */
export function compiledMessagesFor(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    // The options IntlMessageFormat parses with at run time.
    const options = { locale: new Intl.Locale(marketOf(locale).tag) };
    const entries = Object.entries(messagesFor(locale)).map(([id, message]) => {
      const ast = parse(message, options);
      const [first] = ast;
      return [id, ast.length === 1 && first?.type === TYPE.literal ? first.value : ast];
    });
    messages = Object.fromEntries(entries) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}

/** Raw catalogs, for the consistency tests. */
export const catalogs = { en, fr, es, it, nl, fr_BE: frBE, nl_BE: nlBE } as const;
