import { describe, expect, it } from 'vitest';
import { isMessengerEnabled } from './messenger';

describe('messenger widget', () => {
  it('S-354 is on only with an app id, and in es_ES or in production', () => {
    expect(isMessengerEnabled({ appId: 'escale-local', locale: 'es_ES', isProduction: false })).toBe(true);
    expect(isMessengerEnabled({ appId: 'escale-local', locale: 'fr_FR', isProduction: true })).toBe(true);
    expect(isMessengerEnabled({ appId: 'escale-local', locale: 'fr_FR', isProduction: false })).toBe(false);
    expect(isMessengerEnabled({ appId: 'escale-local', locale: 'nl_BE', isProduction: false })).toBe(false);
    expect(isMessengerEnabled({ appId: '', locale: 'es_ES', isProduction: true })).toBe(false);
    expect(isMessengerEnabled({ appId: null, locale: 'es_ES', isProduction: true })).toBe(false);
  });
});
