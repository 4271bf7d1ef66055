import type { ApiLocale } from '@escale/domain';
import { languageOf } from '../content/locale';
import type { SearchIndex } from './index';

/** Names of activity tags (G-47), by id; unknown ids are left out. */
export function activityTags(index: SearchIndex, ids: readonly number[] | undefined, locale: ApiLocale) {
  const lang = languageOf(locale);
  const wanted = ids ? [...new Set(ids)].sort((a, b) => a - b) : [...index.tags.keys()];
  return wanted.flatMap((id) => {
    const tag = index.tags.get(id);
    return tag ? [{ id, name: tag.names[lang] }] : [];
  });
}
