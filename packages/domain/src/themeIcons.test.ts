import { describe, expect, it } from 'vitest';
import { themeIconKinds, themeIconOf } from './themeIcons';

describe('themeIconOf', () => {
  it('S-022 gives each known icon name its own pictogram', () => {
    for (const name of ['wellness', 'chef', 'family', 'sport', 'sea', 'mountain'] as const) {
      expect(themeIconOf(name)).toBe(name);
    }
    for (const name of themeIconKinds) expect(themeIconOf(name)).toBe(name);
  });

  it('S-022 reads names whatever their case and spaces', () => {
    expect(themeIconOf(' Wellness ')).toBe('wellness');
  });

  it('S-022 gives the brand icon to an unknown or missing name', () => {
    expect(themeIconOf('spaceship')).toBe('brand');
    expect(themeIconOf('')).toBe('brand');
    expect(themeIconOf(undefined)).toBe('brand');
    expect(themeIconOf(null)).toBe('brand');
    expect(themeIconOf('brand')).toBe('brand');
  });
});
