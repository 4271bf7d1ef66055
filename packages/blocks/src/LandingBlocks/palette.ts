import type { ColorPalette } from '@escale/domain';
import type { CSSProperties } from 'react';

/** A block's colours (S-388): its background, with light or dark text on it. */
export function paletteStyle(palette: ColorPalette | undefined): CSSProperties | undefined {
  if (!palette) return undefined;
  return { backgroundColor: palette.background, color: palette.font === 'light' ? '#ffffff' : '#1b1b1f' };
}
