import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl separates the amount and the sign with a no-break space (U+00A0) or a narrow one (U+202F).
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes euros as each locale does', () => {
    expect(spaces(formatMoney(8900, 'fr-FR', 'EUR', 'auto'))).toBe('89 €');
    expect(spaces(formatMoney(8900, 'nl-NL', 'EUR', 'auto'))).toBe('€ 89');
    expect(spaces(formatMoney(8950, 'es-ES', 'EUR', 'auto'))).toBe('89,50 €');
  });

  it('000 §9 whole prices are rounded up to the euro', () => {
    expect(spaces(formatMoney(8901, 'fr-FR', 'EUR', 'whole'))).toBe('90 €');
    expect(spaces(formatMoney(8900, 'fr-FR', 'EUR', 'whole'))).toBe('89 €');
  });

  it('shows cents when asked, or in auto only when there are some', () => {
    expect(spaces(formatMoney(8900, 'fr-FR', 'EUR', 'cents'))).toBe('89,00 €');
    expect(spaces(formatMoney(8905, 'it-IT', 'EUR', 'auto'))).toBe('89,05 €');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatMoney(Number.NaN, 'fr-FR', 'EUR', 'auto')).toThrow(RangeError);
  });
});
