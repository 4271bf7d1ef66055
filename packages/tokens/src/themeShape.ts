/** The colour roles every theme defines (CONVENTIONS.md "Tokens and themes"). */
export const colorRoles = [
  'brand',
  'brandAccent',
  'critical',
  'positive',
  'info',
  'neutral',
  'surface',
  'body',
  'promo',
  'scarcity',
  'reinsurance',
  'social',
] as const;

export type ColorRole = (typeof colorRoles)[number];

/** One colour role: a background with its hover, active and soft steps and readable foregrounds. */
export interface RoleTokens {
  base: string;
  hover: string;
  active: string;
  soft: string;
  /** Foreground on base, hover and active. */
  on: string;
  /** Foreground on soft, also the role's colour for text on the page. */
  onSoft: string;
}

export interface ThemeTokens {
  color: Record<ColorRole, RoleTokens>;
  text: { strong: string; default: string; muted: string; link: string; inverse: string };
  border: { subtle: string; default: string; strong: string; focus: string };
  overlay: string;
  font: { body: string; heading: string };
  radius: { sm: string; md: string; lg: string; xl: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
}

export type RadiusStyle = 'sharp' | 'soft' | 'round';

/** What a partner gives: `resolveTheme` derives the rest. */
export interface ThemeInput {
  name: string;
  /** Main brand colour, any CSS colour. */
  brand: string;
  /** Accent for highlights and secondary calls to action. Defaults to a coral. */
  brandAccent?: string;
  fontFamily?: string;
  headingFontFamily?: string;
  radius?: RadiusStyle;
  /** Base colours of other roles, when the partner's palette asks for them. */
  colors?: Partial<Record<Exclude<ColorRole, 'brand' | 'brandAccent'>, string>>;
  /** Logo shown by the header, as a URL. */
  logoUrl?: string;
}
