import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, AA_UI, contrast } from './color';
import { resolveTheme } from './resolveTheme';
import { colorRoles, type ThemeTokens } from './themeShape';
import { themeInputs } from './themes';

/** Every pair of colours a component may put together, with the contrast WCAG AA asks of it. */
function pairs(theme: ThemeTokens): Array<[string, string, string, number]> {
  const list: Array<[string, string, string, number]> = [];
  for (const role of colorRoles) {
    const c = theme.color[role];
    list.push([`${role}.on/base`, c.on, c.base, AA_TEXT]);
    list.push([`${role}.on/hover`, c.on, c.hover, AA_TEXT]);
    list.push([`${role}.on/active`, c.on, c.active, AA_TEXT]);
    list.push([`${role}.onSoft/soft`, c.onSoft, c.soft, AA_TEXT]);
    list.push([`${role}.onSoft/surface`, c.onSoft, theme.color.surface.base, AA_TEXT]);
  }
  for (const page of ['surface', 'body'] as const) {
    const bg = theme.color[page].base;
    for (const key of ['strong', 'default', 'muted', 'link'] as const) {
      list.push([`text.${key}/${page}`, theme.text[key], bg, AA_TEXT]);
    }
    list.push([`border.strong/${page}`, theme.border.strong, bg, AA_UI]);
    list.push([`border.focus/${page}`, theme.border.focus, bg, AA_UI]);
  }
  return list;
}

const failures = (theme: ThemeTokens) =>
  pairs(theme)
    .filter(([, fg, bg, min]) => contrast(fg, bg) < min)
    .map(([name, fg, bg]) => `${name} ${fg} on ${bg}: ${contrast(fg, bg).toFixed(2)}`);

describe('resolveTheme', () => {
  for (const [name, input] of Object.entries(themeInputs)) {
    it(`meets WCAG AA for every colour role and its foreground in the ${name} theme`, () => {
      expect(failures(resolveTheme(input))).toEqual([]);
    });
  }

  it('keeps WCAG AA whatever brand colour a partner gives', () => {
    const hex = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, hex, (brand, brandAccent) => {
        expect(failures(resolveTheme({ name: 'any', brand, brandAccent }))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('is pure: the same input gives the same theme', () => {
    expect(resolveTheme(themeInputs.escale)).toEqual(resolveTheme(themeInputs.escale));
  });

  it('darkens a brand colour too light for white text, instead of failing', () => {
    const theme = resolveTheme({ name: 'pale', brand: '#7fd3ff' });
    expect(contrast(theme.color.brand.on, theme.color.brand.base)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('derives fonts and radii from the input', () => {
    const theme = resolveTheme({ name: 'x', brand: '#123456', fontFamily: 'Inter', radius: 'sharp' });
    expect(theme.font.body.startsWith('Inter, ')).toBe(true);
    expect(theme.font.heading).toBe(theme.font.body);
    expect(theme.radius.md).toBe('4px');
  });
});
