import type { ApiLocale, Destination, DestinationKey } from '@escale/domain';
import { languageOf } from '../content/locale';
import { notFound } from '../http/errors';
import type { DestinationEntry, SearchIndex } from './index';

type Place = Destination['parents'][number];

function place(entry: DestinationEntry, lang: ReturnType<typeof languageOf>): Place {
  return {
    kind: entry.kind,
    id: entry.id,
    name: entry.names[lang],
    latitude: entry.lat,
    longitude: entry.lng,
  };
}

/** The enclosing places of a destination, nearest first, up to its country. */
function parentsOf(index: SearchIndex, first: string | null): DestinationEntry[] {
  const parents: DestinationEntry[] = [];
  for (let id = first; id !== null; ) {
    const parent = index.destinations.get(id);
    if (!parent || parents.includes(parent)) break;
    parents.push(parent);
    id = parent.parentId;
  }
  return parents;
}

/**
 * A destination with what the fallback ladder needs (000 §4, S-161…S-164): its coordinates (a city
 * or a POI broadens to a radius around them), its distance bounds and its parents (a department
 * broadens to its region, a region or a touristic region to its country). A hotel is a place too:
 * its parents start with its city.
 */
export function destination(
  index: SearchIndex,
  kind: DestinationKey,
  id: string,
  locale: ApiLocale,
): Destination {
  const lang = languageOf(locale);
  if (kind === 'hotel') {
    const hotel = /^\d+$/.test(id) ? index.hotelsById.get(Number(id)) : undefined;
    const city = hotel && index.destinations.get(hotel.cityId);
    if (!hotel || !city) throw notFound(`Hotel ${id}`);
    return {
      kind,
      id,
      name: hotel.label,
      latitude: hotel.lat,
      longitude: hotel.lng,
      pos: city.pos,
      distanceMin: city.distanceMin,
      distanceMax: city.distanceMax,
      parents: parentsOf(index, city.id).map((entry) => place(entry, lang)),
    };
  }
  const entry = index.destinations.get(id);
  if (!entry || entry.kind !== kind) throw notFound(`Destination ${kind} ${id}`);
  return {
    ...place(entry, lang),
    pos: entry.pos,
    distanceMin: entry.distanceMin,
    distanceMax: entry.distanceMax,
    parents: parentsOf(index, entry.parentId).map((parent) => place(parent, lang)),
  };
}
