import { describe, expect, it } from 'vitest';
import {
  generateVoucherCode,
  isValidVoucherCode,
  normaliseVoucherCode,
  VOUCHER_ALPHABET,
} from './voucherCode';

const SHAPE = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

const codes = Array.from({ length: 2000 }, () => generateVoucherCode());

describe('generateVoucherCode', () => {
  it('writes four groups of four symbols of Crockford’s alphabet, without I, L, O or U', () => {
    expect(VOUCHER_ALPHABET).toHaveLength(32);
    expect(VOUCHER_ALPHABET).not.toMatch(/[ILOU]/);
    for (const code of codes) {
      expect(code).toMatch(SHAPE);
      expect(isValidVoucherCode(code)).toBe(true);
    }
  });

  it('draws a different code each time from at least 64 bits of randomness', () => {
    expect(new Set(codes).size).toBe(codes.length);
    // 15 random symbols of 5 bits; the redrawn 5 in 37 cost about 0.2 bit.
    expect(15 * 5 + Math.log2(32 / 37)).toBeGreaterThanOrEqual(64);
    const firstSymbols = new Set(codes.map((code) => code[0]));
    expect(firstSymbols.size).toBe(32);
  });

  it('takes its symbols from the random bytes, and draws again when the check has no symbol', () => {
    expect(generateVoucherCode(() => new Uint8Array(15))).toBe('0000-0000-0000-0000');
    // …0007 needs the check 35 (7 × 32 + 35 = 259 = 7 × 37): no symbol, so a second draw is made.
    const draws = [[...Array(14).fill(0), 7], Array(15).fill(32 + 1)];
    let drawn = 0;
    const code = generateVoucherCode(() => Uint8Array.from(draws[drawn++] ?? []));
    expect(drawn).toBe(2);
    expect(code.slice(0, -1)).toBe('1111-1111-1111-111');
    expect(isValidVoucherCode(code)).toBe(true);
  });
});

describe('isValidVoucherCode', () => {
  it('refuses every code with one symbol changed', () => {
    for (const code of codes.slice(0, 20)) {
      for (let at = 0; at < code.length; at += 1) {
        if (code[at] === '-') continue;
        for (const symbol of VOUCHER_ALPHABET) {
          if (symbol === code[at]) continue;
          const typo = code.slice(0, at) + symbol + code.slice(at + 1);
          expect(isValidVoucherCode(typo), typo).toBe(false);
        }
      }
    }
  });

  it('refuses every code with two different neighbours swapped, across groups and the check too', () => {
    for (const code of codes.slice(0, 200)) {
      const symbols = code.replaceAll('-', '');
      for (let at = 0; at < symbols.length - 1; at += 1) {
        if (symbols[at] === symbols[at + 1]) continue;
        const swapped = symbols.slice(0, at) + symbols[at + 1] + symbols[at] + symbols.slice(at + 2);
        expect(isValidVoucherCode(swapped), swapped).toBe(false);
      }
    }
  });

  it('refuses a code too short, too long, or with U', () => {
    const code = codes[0] ?? '';
    expect(isValidVoucherCode(code.slice(0, -1))).toBe(false);
    expect(isValidVoucherCode(`${code}0`)).toBe(false);
    expect(isValidVoucherCode(code.replace(/.$/, 'U'))).toBe(false);
    expect(isValidVoucherCode('')).toBe(false);
  });
});

describe('normaliseVoucherCode', () => {
  it('reads lower case, spaces, missing or extra hyphens and the look-alikes I, L and O', () => {
    const code = codes.find((c) => /[01]/.test(c)) ?? '';
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l')} `;
    expect(normaliseVoucherCode(typed)).toBe(code);
    expect(isValidVoucherCode(typed)).toBe(true);
    expect(normaliseVoucherCode(code.replaceAll('-', ''))).toBe(code);
    expect(normaliseVoucherCode(code.replaceAll('-', '--'))).toBe(code);
    expect(normaliseVoucherCode('abcd-efgh-ijkm-nopq')).toBe('ABCD-EFGH-1JKM-N0PQ');
  });

  it('keeps what it cannot read, for the check to refuse', () => {
    expect(normaliseVoucherCode('abc*')).toBe('ABC*');
    expect(isValidVoucherCode('ABCD-EFGH-JKMN-PQR*')).toBe(false);
  });
});
