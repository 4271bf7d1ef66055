import {
  AA_TEXT,
  AA_UI,
  ensureContrast,
  INK,
  lightnessOf,
  readableOn,
  tint,
  toHex,
  WHITE,
  withLightness,
} from './color';
import type { ColorRole, RadiusStyle, RoleTokens, ThemeInput, ThemeTokens } from './themeShape';

const defaultRoleColors: Record<Exclude<ColorRole, 'brand' | 'brandAccent'>, string> = {
  critical: '#c62828',
  positive: '#1e7b34',
  info: '#1f5fbf',
  neutral: '#5b6172',
  surface: '#ffffff',
  body: '#f7f5f2',
  promo: '#d11d4f',
  scarcity: '#c2410c',
  reinsurance: '#17803d',
  social: '#6d35c9',
};

const DEFAULT_ACCENT = '#ff6b4a';
const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const radii: Record<RadiusStyle, ThemeTokens['radius']> = {
  sharp: { sm: '2px', md: '4px', lg: '6px', xl: '8px', pill: '999px' },
  soft: { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px' },
  round: { sm: '8px', md: '14px', lg: '20px', xl: '28px', pill: '999px' },
};

/** A step darker or lighter, whichever keeps the foreground readable. */
function step(base: string, on: string, delta: number): string {
  const l = lightnessOf(base);
  const away = on === WHITE ? -delta : delta;
  const moved = l + away;
  const target = moved > 0.985 || moved < 0.05 ? l - away : moved;
  return ensureContrast(withLightness(base, target), on);
}

/** Derives a role's steps from one colour, adjusting it until every pair reaches WCAG AA. */
export function resolveRole(color: string, options: { page?: boolean } = {}): RoleTokens {
  const hex = toHex(color);
  const on = readableOn(hex);
  const base = ensureContrast(hex, on);
  if (options.page) {
    // Page-level roles (surface, body) are backgrounds for body text: their soft step is a
    // subtle grey and their foreground is the ink colour.
    const soft = withLightness(base, Math.min(lightnessOf(base), 0.97) - 0.02);
    return {
      base,
      hover: step(base, on, 0.03),
      active: step(base, on, 0.06),
      soft: ensureContrast(soft, on),
      on,
      onSoft: on,
    };
  }
  const soft = tint(base);
  const onSoft = ensureContrast(withLightness(base, Math.min(lightnessOf(base), 0.45)), soft);
  return {
    base,
    hover: step(base, on, 0.06),
    active: step(base, on, 0.12),
    soft,
    on,
    onSoft,
  };
}

/**
 * Expands a partner's small `ThemeInput` into every token of the theme contract.
 * Pure: the same input always gives the same theme, and every colour pair meets WCAG AA.
 */
export function resolveTheme(input: ThemeInput): ThemeTokens {
  const roleColors = { ...defaultRoleColors, ...input.colors };
  const color = {
    brand: resolveRole(input.brand),
    brandAccent: resolveRole(input.brandAccent ?? DEFAULT_ACCENT),
    critical: resolveRole(roleColors.critical),
    positive: resolveRole(roleColors.positive),
    info: resolveRole(roleColors.info),
    neutral: resolveRole(roleColors.neutral),
    surface: resolveRole(roleColors.surface, { page: true }),
    body: resolveRole(roleColors.body, { page: true }),
    promo: resolveRole(roleColors.promo),
    scarcity: resolveRole(roleColors.scarcity),
    reinsurance: resolveRole(roleColors.reinsurance),
    social: resolveRole(roleColors.social),
  } satisfies Record<ColorRole, RoleTokens>;

  // Text must read on the white surface and on the tinted page body alike.
  const darkerPage =
    lightnessOf(color.body.base) < lightnessOf(color.surface.base) ? color.body.base : color.surface.base;
  const readable = (hex: string, minimum = AA_TEXT) => ensureContrast(hex, darkerPage, minimum);
  const body = input.fontFamily ? `${input.fontFamily}, ${SYSTEM_FONT}` : SYSTEM_FONT;

  return {
    color,
    text: {
      strong: INK,
      default: readable('#2e3140'),
      muted: readable('#5f6475'),
      link: readable(color.brand.base),
      inverse: WHITE,
    },
    border: {
      subtle: '#e4e5ea',
      default: '#c9ccd6',
      strong: readable('#767b8c', AA_UI),
      focus: readable(color.info.base, AA_UI),
    },
    overlay: 'rgba(17, 19, 31, 0.56)',
    font: {
      body,
      heading: input.headingFontFamily ? `${input.headingFontFamily}, ${body}` : body,
    },
    radius: radii[input.radius ?? 'soft'],
    shadow: {
      sm: '0 1px 2px rgba(17, 19, 31, 0.08), 0 1px 3px rgba(17, 19, 31, 0.06)',
      md: '0 4px 12px rgba(17, 19, 31, 0.10)',
      lg: '0 12px 32px rgba(17, 19, 31, 0.16)',
    },
  };
}
