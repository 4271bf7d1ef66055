import { globalFontFace } from '@vanilla-extract/css';
import { NUNITO_FALLBACK } from './brandFonts';

/**
 * A local sans-serif (Arial, or Liberation Sans where Arial is not installed) scaled to Nunito
 * Sans's widths and line metrics, named in the brand's font stack right after it. A page can then
 * paint its text before the web font has arrived and swap it in later without lines rewrapping or
 * blocks moving. Measured on the shop's messages in four languages: 400 against Arial, 600 and 700
 * against Arial Bold.
 */
const BOLD =
  'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")';

globalFontFace(NUNITO_FALLBACK, [
  {
    src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
    fontWeight: '200 549',
    sizeAdjust: '100.33%',
    ascentOverride: '100.76%',
    descentOverride: '35.18%',
    lineGapOverride: '0%',
  },
  {
    src: BOLD,
    fontWeight: '550 649',
    sizeAdjust: '95.28%',
    ascentOverride: '106.1%',
    descentOverride: '37.05%',
    lineGapOverride: '0%',
  },
  {
    src: BOLD,
    fontWeight: '650 1000',
    sizeAdjust: '97.35%',
    ascentOverride: '103.85%',
    descentOverride: '36.26%',
    lineGapOverride: '0%',
  },
]);
