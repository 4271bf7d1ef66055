import { describe, expect, it } from 'vitest';
import { isInCountdownWindow, landingCriteria } from './landing';

describe('landing pages', () => {
  it('S-387 G-34 reads a city or an idea from the URL keys of the market’s language', () => {
    expect(landingCriteria('fr_FR', '/ville/annecy')).toEqual({ city: 'city-annecy' });
    expect(landingCriteria('fr_BE', '/idee/18')).toEqual({ theme: 18 });
    expect(landingCriteria('es_ES', '/ciudad/sevilla')).toEqual({ city: 'city-sevilla' });
    expect(landingCriteria('es_ES', '/tema/12')).toEqual({ theme: 12 });
    expect(landingCriteria('it_IT', '/citta/roma')).toEqual({ city: 'city-roma' });
    expect(landingCriteria('nl_NL', '/stad/amsterdam')).toEqual({ city: 'city-amsterdam' });
    expect(landingCriteria('nl_BE', '/thema/15')).toEqual({ theme: 15 });
    // Another market's keys, or a malformed segment, give none.
    for (const segment of [
      '/stad/gent',
      '/ville',
      '/ville/annecy/x',
      '/idee/abc',
      '/idee/0',
      'ville/annecy',
    ]) {
      expect(landingCriteria('fr_FR', segment)).toBeNull();
    }
  });

  it('S-379 hides a block outside its countdown window', () => {
    const countdown = { start: '2026-11-20T00:00:00Z', end: '2026-12-01T00:00:00Z' };
    expect(isInCountdownWindow(undefined, new Date('2020-01-01'))).toBe(true);
    expect(isInCountdownWindow(countdown, new Date('2026-11-25T12:00:00Z'))).toBe(true);
    expect(isInCountdownWindow(countdown, new Date('2026-11-19T23:59:59Z'))).toBe(false);
    expect(isInCountdownWindow(countdown, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
