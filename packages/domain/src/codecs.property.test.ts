import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityPaxOf } from './activityPurchase';
import { checkoutHash, parseCheckoutHash } from './checkoutHash';
import type { Clock } from './criteria';
import { DEFAULT_CRITERIA } from './criteria';
import { parseGiftCardAmount } from './giftCard';
import { parseStoredGiftMessage } from './giftMessage';
import { defaultGiftSetup, giftSetupHash, parseGiftSetupHash } from './giftSetup';
import { formatCriteriaHash, parseCriteriaHash } from './hash';
import { parseMinisiteId } from './minisites';
import { pageFromSearch } from './pagination';
import { parseRecentlyViewed } from './recentlyViewed';
import { parseRecentSearches } from './recentSearches';
import { parseFlowMemory } from './searchRequest';
import { EMPTY_STAY, parseStayHash, stayHash } from './stayHash';
import { parseSubElementSelection } from './subElements';
import { PAX_LIMITS } from './travellers';
import { parseWishlist } from './wishlist';

// Bad input never breaks a page (issue 16 §3): the hash and query codecs of every page never throw,
// a garbage hash gives the page's defaults, and a valid hash with one value spoiled keeps the rest
// within bounds. Reading what a codec wrote reads the same again (parse ∘ format ∘ parse = parse).

const clock: Clock = { today: '2026-06-10', hour: 10 };
const anyClock = fc.integer({ min: 0, max: 23 }).map((hour): Clock => ({ ...clock, hour }));

const hostile = fc.constantFrom(
  '',
  '%',
  '%E0%A4%A',
  '%00',
  '\u0000',
  '\uD800',
  '\u202E',
  '👨‍👩‍👧',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '-1',
  '0',
  '1e400',
  '99999999999999999999',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  '2026-02-30',
  '2026-13-01',
  '2020-01-01',
  '2026-06-12',
  ',,,',
  '1,2,,x',
  '&&&',
  '===',
  '#',
  '?',
);
const junkValue = fc.oneof(
  hostile,
  fc.string({ maxLength: 20 }),
  fc.string({ maxLength: 20, unit: 'binary' }),
);
const pageKeys = [
  'a',
  'c',
  'b',
  'checkin',
  'checkout',
  'night',
  'giftNights',
  'giftFormat',
  'giftAdults',
  'bucket',
  'upsell',
  'hotelId',
  'hotel',
  'anchor',
  'theme',
  'activityDates',
  'id',
  'offerId',
  'customType',
  'page',
  'se1',
  'se12',
  'minisite',
  'r',
  'error',
  'isLoading',
  'bestPrice',
  '__proto__',
  'constructor',
  '',
];

/** Garbage: random text, or pairs of known keys and hostile values. */
const junkHash = fc.oneof(
  fc.string({ maxLength: 60, unit: 'binary' }),
  fc
    .array(fc.tuple(fc.constantFrom(...pageKeys), junkValue), { maxLength: 10 })
    .map((pairs) => `#${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
);
/** Garbage that names no key of the page: the defaults apply. */
const unknownKeysHash = fc
  .array(fc.tuple(fc.stringMatching(/^[x-z_]{1,6}$/), junkValue), { maxLength: 6 })
  .map(
    (pairs) =>
      `#${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}`).join('&')}`,
  );

/** A valid hash with one entry's value replaced by junk, or one entry dropped or repeated. */
function spoiled(valid: string): fc.Arbitrary<string> {
  const entries = valid.split('&');
  return fc
    .tuple(fc.nat(Math.max(entries.length - 1, 0)), fc.constantFrom('replace', 'drop', 'repeat'), junkValue)
    .map(([index, how, value]) => {
      const copy = [...entries];
      const [key] = (copy[index] ?? '').split('=');
      if (how === 'drop') copy.splice(index, 1);
      if (how === 'replace') copy[index] = `${key}=${value}`;
      if (how === 'repeat') copy.push(`${key}=${value}`);
      return `#${copy.join('&')}`;
    });
}

const VALID_STAY =
  'checkin=2026-06-20&checkout=2026-06-22&night=2&a=2&c=1&b=0&activityDates=7_2026-06-21&hotel=12';
const VALID_GIFT =
  'giftNights=2&giftFormat=physical&bucket=200&upsell=availability&giftAdults=2&hotelId=10&checkin=2026-07-01&night=2';
const VALID_CHECKOUT =
  'id=10010&offerId=10010&a=2&c=0&b=0&checkin=2026-06-20&night=2&activityDates=7_2026-06-21';
const VALID_GIFT_CHECKOUT = 'id=10010&offerId=10010&giftNights=2&giftFormat=physical&bucket=200&se1=3,4';

const isIso = (value: string | null) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value);
const inBounds = (value: number, bounds: { min: number; max: number }) =>
  Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

describe('page codecs under garbage (issue 16 §3)', () => {
  it('S-017 S-046 the stay hash never throws, keeps values in bounds, and reads its own hash the same', () => {
    const hashes = fc.oneof(junkHash, spoiled(VALID_STAY));
    fc.assert(
      fc.property(hashes, anyClock, (hash, now) => {
        const state = parseStayHash(hash, now);
        expect(inBounds(state.adults, PAX_LIMITS.adults)).toBe(true);
        expect(inBounds(state.children, PAX_LIMITS.children)).toBe(true);
        expect(inBounds(state.babies, PAX_LIMITS.babies)).toBe(true);
        expect(isIso(state.checkin) && isIso(state.checkout)).toBe(true);
        expect(parseStayHash(stayHash(state), now)).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('S-195 an empty hotel, anchor or theme reads as none (found by this property: `hotel=` read as "")', () => {
    expect(parseStayHash('#hotel=&anchor=&theme=', clock)).toEqual(EMPTY_STAY);
  });

  it('S-017 a stay hash of unknown keys gives the defaults', () => {
    fc.assert(
      fc.property(unknownKeysHash, (hash) => {
        expect(parseStayHash(hash, clock)).toEqual(EMPTY_STAY);
      }),
    );
  });

  it('S-258 the gift set-up hash never throws, falls back value by value, and reads its own hash the same', () => {
    const nightsOptions = [1, 2, 3];
    const hashes = fc.oneof(junkHash, spoiled(VALID_GIFT));
    fc.assert(
      fc.property(hashes, anyClock, (hash, now) => {
        const setup = parseGiftSetupHash(hash, { nightsOptions, clock: now });
        expect(nightsOptions).toContain(setup.giftNights);
        expect(['digital', 'physical']).toContain(setup.giftFormat);
        expect(inBounds(setup.giftAdults, PAX_LIMITS.adults)).toBe(true);
        expect(isIso(setup.checkin)).toBe(true);
        expect(parseGiftSetupHash(giftSetupHash(setup), { nightsOptions, clock: now })).toEqual(setup);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(unknownKeysHash, (hash) => {
        expect(parseGiftSetupHash(hash, { nightsOptions, clock })).toEqual(defaultGiftSetup(nightsOptions));
      }),
    );
  });

  it('the checkout hash never throws: garbage names no checkout (null), and a state reads its own hash the same', () => {
    const hashes = fc.oneof(junkHash, spoiled(VALID_CHECKOUT), spoiled(VALID_GIFT_CHECKOUT));
    fc.assert(
      fc.property(hashes, junkHash, (hash, search) => {
        const state = parseCheckoutHash(hash, search);
        if (state === null) return;
        expect(parseCheckoutHash(checkoutHash(state), search)).toEqual(state);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(unknownKeysHash, (hash) => {
        expect(parseCheckoutHash(hash)).toBeNull();
      }),
    );
  });

  it('S-040 S-017 the search hash of unknown keys gives the default criteria; spoiled hashes read their own hash the same', () => {
    fc.assert(
      fc.property(unknownKeysHash, (hash) => {
        expect(parseCriteriaHash(hash, clock)).toEqual(DEFAULT_CRITERIA);
      }),
    );
    const valid =
      'a=2&c=1&b=0&checkin=2026-06-20&checkout=2026-06-22&night=2&city=city-paris&stars=4,5&priceMin=1000&sort=priceQuality';
    fc.assert(
      fc.property(spoiled(valid), anyClock, (hash, now) => {
        const criteria = parseCriteriaHash(hash, now);
        expect(parseCriteriaHash(formatCriteriaHash(criteria), now)).toEqual(criteria);
      }),
      { numRuns: 300 },
    );
  });

  it('S-283 S-288 the activity page reads any hash as a number of participants its prices have', () => {
    const prices = [2, 3, 4].map((adults) => ({
      paxComposition: { adults },
      sellPrice: 5000 * adults,
      barPrice: 5000 * adults,
      promoPercentageRounded: 0,
      moneySaved: 0,
    }));
    fc.assert(
      fc.property(fc.oneof(junkHash, spoiled('a=3')), (hash) => {
        expect([2, 3, 4]).toContain(activityPaxOf(hash, prices));
      }),
    );
  });

  it('the list page, minisite and sub-element parameters give the first page, no minisite, no choice for garbage', () => {
    fc.assert(
      fc.property(junkHash, junkValue, (hash, value) => {
        const page = pageFromSearch(hash.replace(/^#/, '?'));
        expect(Number.isSafeInteger(page) && page >= 0).toBe(true);
        const minisite = parseMinisiteId(value);
        expect(minisite === null || Number.isSafeInteger(minisite)).toBe(true);
        const selection = parseSubElementSelection(new URLSearchParams(hash.replace(/^#/, '')));
        for (const choice of Object.values(selection)) {
          expect(choice === 'default' || (Array.isArray(choice) && choice.every(Number.isSafeInteger))).toBe(
            true,
          );
        }
      }),
      { numRuns: 500 },
    );
    expect(pageFromSearch('?page=-1')).toBe(0);
    expect(pageFromSearch('?page=abc')).toBe(0);
    // Found by this property: 1e20 reached the offset of the API's search.
    expect(pageFromSearch('?page=99999999999999999999')).toBe(0);
  });

  it('what the browser keeps (recently viewed, wishlist, recent searches, flow memory, gift message) never throws and gives a list or nothing', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (value) => {
        expect(Array.isArray(parseRecentlyViewed(value))).toBe(true);
        expect(Array.isArray(parseWishlist(value))).toBe(true);
        expect(Array.isArray(parseRecentSearches(value))).toBe(true);
        parseFlowMemory(value);
        parseStoredGiftMessage(value);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(junkValue, (typed) => {
        const amount = parseGiftCardAmount(typed);
        expect(Number.isNaN(amount) || Number.isFinite(amount)).toBe(true);
      }),
    );
  });
});
