// The extras of a physical gift (001 §3 Custom sub-element, §5; 002 §5; S-279, S-280): a
// multi-selection category toggles ids, a single-selection one holds one id or 'default', its
// standard option. The choice travels in the URL hash as `se{categoryId}` (`se1=11,12&se2=default`).

/** The category whose standard option, at price 0, is chosen until another is (S-280). */
export const STANDARD_SUB_ELEMENT_CATEGORY = 2;
export const MAX_SUB_ELEMENTS = 20;

export type SubElementChoice = readonly number[] | number | 'default';
export type SubElementSelection = Readonly<Record<number, SubElementChoice>>;

export const NO_SUB_ELEMENTS: SubElementSelection = Object.freeze({});

interface CategoryLike {
  id: number;
  singleSelection: boolean;
}
interface SubElementLike {
  id: number;
  categoryId: number;
  price: number;
}

const KEY = /^se([1-9]\d{0,5})$/;
const ID = /^[1-9]\d{0,8}$/;

/** The selection of a hash's `se*` keys; malformed keys and values are dropped. */
export function parseSubElementSelection(params: URLSearchParams): SubElementSelection {
  const selection: Record<number, SubElementChoice> = {};
  let count = 0;
  for (const [key, value] of params) {
    const category = KEY.exec(key)?.[1];
    if (!category) continue;
    if (value === 'default') {
      selection[Number(category)] = 'default';
      continue;
    }
    const ids = [
      ...new Set(
        value
          .split(',')
          .filter((id) => ID.test(id))
          .map(Number),
      ),
    ].slice(0, MAX_SUB_ELEMENTS - count);
    if (ids.length === 0) continue;
    count += ids.length;
    selection[Number(category)] = ids;
  }
  return selection;
}

/** The hash entries of a selection, categories in order; empty multi-selections are left out. */
export function subElementHashEntries(selection: SubElementSelection): [string, string][] {
  return Object.entries(selection)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([category, choice]): [string, string][] => {
      if (Array.isArray(choice)) return choice.length > 0 ? [[`se${category}`, choice.join(',')]] : [];
      return [[`se${category}`, String(choice)]];
    });
}

/** A multi-selection category: adds the id, or takes it away when it was chosen. */
export function toggleSubElement(
  selection: SubElementSelection,
  categoryId: number,
  id: number,
): SubElementSelection {
  const current = selection[categoryId];
  const ids = Array.isArray(current) ? current : typeof current === 'number' ? [current] : [];
  const next = ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id];
  return { ...selection, [categoryId]: next };
}

/** A single-selection category: this option, or the standard one. */
export function chooseSubElement(
  selection: SubElementSelection,
  categoryId: number,
  id: number | 'default',
): SubElementSelection {
  return { ...selection, [categoryId]: id };
}

/** Whether an option is chosen; the standard option is, until another one is (S-280). */
export function isSubElementChosen(
  selection: SubElementSelection,
  categoryId: number,
  id: number | 'default',
): boolean {
  const choice = selection[categoryId];
  if (id === 'default') return choice === undefined || choice === 'default';
  return Array.isArray(choice) ? choice.includes(id) : choice === id;
}

/** The ids an order carries: the standard option is none. */
export function subElementIdsOf(selection: SubElementSelection): number[] {
  return Object.values(selection).flatMap((choice) =>
    Array.isArray(choice) ? [...choice] : typeof choice === 'number' ? [choice] : [],
  );
}

/** A category's options in order, the standard one first where it has one (S-280). */
export function subElementOptions<T extends SubElementLike>(
  category: CategoryLike,
  subElements: readonly T[],
): (T | { id: 'default'; categoryId: number; price: 0 })[] {
  const own = subElements.filter((item) => item.categoryId === category.id);
  return category.id === STANDARD_SUB_ELEMENT_CATEGORY
    ? [{ id: 'default', categoryId: category.id, price: 0 }, ...own]
    : own;
}

/** What the chosen extras cost, in cents; ids that are not offered count for nothing. */
export function subElementsTotal(ids: readonly number[], subElements: readonly SubElementLike[]): number {
  return ids.reduce((total, id) => total + (subElements.find((item) => item.id === id)?.price ?? 0), 0);
}
