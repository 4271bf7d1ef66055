import { describe, expect, it } from 'vitest';
import {
  chooseSubElement,
  isSubElementChosen,
  parseSubElementSelection,
  subElementHashEntries,
  subElementIdsOf,
  subElementOptions,
  subElementsTotal,
  toggleSubElement,
} from './subElements';

const parse = (hash: string) => parseSubElementSelection(new URLSearchParams(hash));
const hashOf = (selection: ReturnType<typeof parse>) =>
  new URLSearchParams(subElementHashEntries(selection)).toString().replace(/%2C/g, ',');

const SUB_ELEMENTS = [
  { id: 11, categoryId: 1, price: 2500 },
  { id: 12, categoryId: 1, price: 1200 },
  { id: 21, categoryId: 2, price: 900 },
];

describe('custom sub-element selection', () => {
  it('S-279 a multi-selection category toggles ids in the hash', () => {
    let selection = parse('');
    selection = toggleSubElement(selection, 1, 11);
    selection = toggleSubElement(selection, 1, 12);
    expect(hashOf(selection)).toBe('se1=11,12');
    selection = toggleSubElement(selection, 1, 11);
    expect(hashOf(selection)).toBe('se1=12');
    expect(hashOf(toggleSubElement(selection, 1, 12))).toBe('');
  });

  it('S-279 a single-selection category stores one id or "default"', () => {
    const chosen = chooseSubElement(parse('se1=11'), 2, 21);
    expect(hashOf(chosen)).toBe('se1=11&se2=21');
    expect(hashOf(chooseSubElement(chosen, 2, 'default'))).toBe('se1=11&se2=default');
    expect(isSubElementChosen(chosen, 2, 21)).toBe(true);
    expect(isSubElementChosen(chosen, 2, 'default')).toBe(false);
  });

  it('S-280 the standard option of category 2 comes first at price 0 and is chosen by default', () => {
    const options = subElementOptions({ id: 2, singleSelection: true }, SUB_ELEMENTS);
    expect(options.map((option) => [option.id, option.price])).toEqual([
      ['default', 0],
      [21, 900],
    ]);
    expect(isSubElementChosen(parse(''), 2, 'default')).toBe(true);
    expect(subElementOptions({ id: 1, singleSelection: false }, SUB_ELEMENTS).map((o) => o.id)).toEqual([
      11, 12,
    ]);
  });

  it('reads a hash back, dropping malformed keys and values', () => {
    const selection = parse('se1=11,x,12,11&se2=default&seX=3&se0=4&se3=&a=2');
    expect(selection).toEqual({ 1: [11, 12], 2: 'default' });
    expect(hashOf(parse(hashOf(selection)))).toBe('se1=11,12&se2=default');
  });

  it('keeps at most 20 ids however long the hash', () => {
    const ids = Array.from({ length: 30 }, (_, index) => index + 1).join(',');
    expect(subElementIdsOf(parse(`se1=${ids}&se2=${ids}`))).toHaveLength(20);
  });

  it('an order carries the chosen ids, the standard option none, priced from the catalog', () => {
    const ids = subElementIdsOf(parse('se1=11,12&se2=default'));
    expect(ids).toEqual([11, 12]);
    expect(subElementsTotal(ids, SUB_ELEMENTS)).toBe(3700);
    expect(subElementsTotal([...ids, 99], SUB_ELEMENTS)).toBe(3700);
  });
});
