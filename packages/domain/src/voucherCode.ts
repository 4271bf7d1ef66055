// Voucher codes: read aloud over the phone, typed from paper, guessed by no one. Crockford's base32
// (no I, L, O or U), 15 random symbols (75 bits) and one check symbol, in four groups of four:
// `7KQX-2M9D-RT4B-HN3V`. The check symbol makes the whole code, read as a base-32 number, a multiple
// of 37: a prime above 32, so changing one symbol or swapping two neighbours always breaks it.

export const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_SYMBOLS = 15;
const GROUP = 4;
const CHECK_MODULUS = 37;
const SHAPE = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** Random bytes, as `crypto.getRandomValues` gives them; tests pass their own. */
export type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** The remainder by 37 of symbols read as a base-32 number. */
function remainder(symbols: string): number {
  let rest = 0;
  for (const symbol of symbols) rest = (rest * 32 + VOUCHER_ALPHABET.indexOf(symbol)) % CHECK_MODULUS;
  return rest;
}

/** The symbol that makes `symbols` followed by it a multiple of 37; null when that needs one of 32…36. */
function checkSymbol(symbols: string): string | null {
  const check = (CHECK_MODULUS - ((remainder(symbols) * 32) % CHECK_MODULUS)) % CHECK_MODULUS;
  return VOUCHER_ALPHABET[check] ?? null;
}

const grouped = (symbols: string) => symbols.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? '';

/**
 * A new voucher code. The 5 in 37 draws whose check would need a symbol outside the alphabet are
 * drawn again, which leaves 74.8 bits of randomness.
 */
export function generateVoucherCode(randomBytes: RandomBytes = cryptoBytes): string {
  for (;;) {
    // 256 is a multiple of 32: the low five bits of a uniform byte are uniform.
    const symbols = Array.from(randomBytes(RANDOM_SYMBOLS), (byte) => VOUCHER_ALPHABET[byte & 31]).join('');
    const check = checkSymbol(symbols);
    if (check) return grouped(symbols + check);
  }
}

/**
 * A typed code in its printed form: upper case, spaces and hyphens regrouped, and the look-alikes
 * read as Crockford reads them (I and L are 1, O is 0). Anything else is kept, for the check to refuse.
 */
export function normaliseVoucherCode(input: string): string {
  const symbols = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return symbols.length === RANDOM_SYMBOLS + 1 ? grouped(symbols) : symbols;
}

/** Whether a typed code is a voucher code: its shape, once normalised, and its check symbol. */
export function isValidVoucherCode(input: string): boolean {
  const code = normaliseVoucherCode(input);
  return SHAPE.test(code) && remainder(code.replaceAll('-', '')) === 0;
}
