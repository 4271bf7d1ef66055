import { formatHex, modeLrgb, modeOklch, modeRgb, toGamut, useMode, wcagContrast } from 'culori/fn';

const toOklch = useMode(modeOklch);
useMode(modeRgb);
useMode(modeLrgb);
const intoRgbGamut = toGamut('rgb', 'oklch');

/** WCAG 2 AA minimum contrast for body text. */
export const AA_TEXT = 4.5;
/** WCAG 2 AA minimum contrast for large text and user-interface components (1.4.11). */
export const AA_UI = 3;

export const WHITE = '#ffffff';
export const INK = '#1b1d29';

export function contrast(a: string, b: string): number {
  return wcagContrast(a, b);
}

function oklchOf(hex: string) {
  const color = toOklch(hex);
  if (!color) throw new Error(`Not a colour: ${hex}`);
  return { l: color.l, c: color.c ?? 0, h: color.h ?? 0 };
}

/** Sets the OKLCH lightness of a colour, keeping its hue and as much chroma as sRGB allows. */
export function withLightness(hex: string, lightness: number): string {
  const { c, h } = oklchOf(hex);
  const l = Math.min(1, Math.max(0, lightness));
  return formatHex(intoRgbGamut({ mode: 'oklch', l, c, h }));
}

export function lightnessOf(hex: string): number {
  return oklchOf(hex).l;
}

/** A pale tint of a colour for soft backgrounds. */
export function tint(hex: string, lightness = 0.955): string {
  const { c, h } = oklchOf(hex);
  return formatHex(intoRgbGamut({ mode: 'oklch', l: lightness, c: Math.min(c, 0.035), h }));
}

/** Normalises any CSS colour accepted by culori to `#rrggbb`. */
export function toHex(color: string): string {
  const parsed = toOklch(color);
  if (!parsed) throw new Error(`Not a colour: ${color}`);
  return formatHex(parsed);
}

/**
 * Moves `background` in lightness, away from `foreground`, until their contrast reaches `minimum`.
 * Returns the colour unchanged when it already passes.
 */
export function ensureContrast(background: string, foreground: string, minimum = AA_TEXT): string {
  if (contrast(background, foreground) >= minimum) return background;
  const towardDark = lightnessOf(foreground) > lightnessOf(background) || lightnessOf(foreground) > 0.5;
  let l = lightnessOf(background);
  let candidate = background;
  for (let step = 0; step < 100 && contrast(candidate, foreground) < minimum; step += 1) {
    l += towardDark ? -0.01 : 0.01;
    candidate = withLightness(background, l);
  }
  return candidate;
}

/** The readable foreground (white or ink) with the higher contrast on `background`. */
export function readableOn(background: string): string {
  return contrast(background, WHITE) >= contrast(background, INK) ? WHITE : INK;
}
