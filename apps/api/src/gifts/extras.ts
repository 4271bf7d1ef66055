import {
  type ApiLocale,
  type AvailableSubElements,
  type GiftFormat,
  type ShippingCost,
  type SubElement,
  subElementsTotal,
} from '@escale/domain';
import { languageOf } from '../content/locale';
import { image } from '../content/media';
import type { Database } from '../db/database';
import { ApiError, type Issue } from '../http/errors';

// What a gift's format adds (001 §3 Gift price, Custom sub-element; G-52, S-487), read from the
// shop's settings on every call: an operator may switch the physical format off with SQL.

const PHYSICAL_UNAVAILABLE = 'Victim of its success, the physical format is coming back soon!';

/**
 * The shipping cost of a format in a market, and the market's country beyond which the
 * international fee applies; 503 while the physical format is not sold (S-261).
 */
export async function shippingCostOf(
  db: Database,
  locale: ApiLocale,
  giftFormat: GiftFormat,
): Promise<{ cost: ShippingCost; country: string | null }> {
  const row = await db
    .selectFrom('shipping_costs')
    .selectAll()
    .where('locale', '=', locale)
    .executeTakeFirst();
  if (giftFormat === 'digital') {
    return {
      cost: { giftFormat, amount: 0, internationalFee: 0, deliveryDays: null },
      country: row?.country ?? null,
    };
  }
  if (!row?.enabled) throw new ApiError(503, 'FORMAT_UNAVAILABLE', PHYSICAL_UNAVAILABLE);
  return {
    cost: {
      giftFormat,
      amount: row.amount,
      internationalFee: row.international_fee,
      deliveryDays: { min: row.delivery_days_min, max: row.delivery_days_max },
    },
    country: row.country,
  };
}

/** The extras a physical gift can carry, in the market's language, categories and options in order. */
export async function availableSubElements(db: Database, locale: ApiLocale): Promise<AvailableSubElements> {
  const lang = languageOf(locale);
  const [categories, subElements] = await Promise.all([
    db.selectFrom('custom_sub_element_categories').selectAll().orderBy('position').execute(),
    db
      .selectFrom('custom_sub_elements')
      .selectAll()
      .where('active', '=', true)
      .orderBy('category_id')
      .orderBy('position')
      .execute(),
  ]);
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.names[lang],
      description: category.descriptions[lang],
      singleSelection: category.single_selection,
    })),
    subElements: subElements.map(
      (item): SubElement => ({
        id: item.id,
        name: item.names[lang],
        imageUrl: image('box', `extra-${item.id}`, 0, item.names[lang]).sizes['120_80'],
        recommendedByWed: item.recommended,
        price: item.price,
        categoryId: item.category_id,
      }),
    ),
  };
}

/**
 * The price of the extras an item asks for: each id offered, at most one per single-selection
 * category, none with the digital format; otherwise 400 naming the field.
 */
export function priceSubElements(
  available: AvailableSubElements,
  ids: readonly number[],
  format: GiftFormat,
  path: string,
): number {
  const issues: Issue[] = [];
  if (ids.length > 0 && format === 'digital') {
    issues.push({ path, message: 'Extras come with the physical format only' });
  }
  const chosen = new Map<number, number>();
  ids.forEach((id, index) => {
    const item = available.subElements.find((candidate) => candidate.id === id);
    if (!item) {
      issues.push({ path: `${path}.${index}`, message: `No extra ${id} is offered` });
      return;
    }
    chosen.set(item.categoryId, (chosen.get(item.categoryId) ?? 0) + 1);
  });
  for (const category of available.categories) {
    if (category.singleSelection && (chosen.get(category.id) ?? 0) > 1) {
      issues.push({ path, message: `Choose one option of "${category.name}"` });
    }
  }
  if (new Set(ids).size !== ids.length) issues.push({ path, message: 'An extra is chosen twice' });
  if (issues.length > 0) throw new ApiError(400, 'BAD_REQUEST', `Invalid request: ${path}`, issues);
  return subElementsTotal(ids, available.subElements);
}
