import type { ApiLocale } from '@escale/domain';
import { marketOf } from '@escale/i18n/core';
import type { Localized } from '../db/schema';

export type Lang = keyof Localized;

/** The catalog language of a market locale: fr_BE reads French, nl_BE Dutch. */
export function languageOf(locale: ApiLocale): Lang {
  return marketOf(locale).language;
}
