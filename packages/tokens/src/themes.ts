import { NUNITO_STACK } from './brandFonts';
import type { ThemeInput } from './themeShape';

/** Escale's own brand. */
export const escaleInput: ThemeInput = {
  name: 'escale',
  brand: '#0b6e69',
  brandAccent: '#ff6b4a',
  fontFamily: NUNITO_STACK,
  radius: 'soft',
};

/** Partner fixture: a coastal partner with a blue brand, sharp corners and Work Sans. */
export const partnerAzurInput: ThemeInput = {
  name: 'partner-azur',
  brand: '#1a4fa0',
  brandAccent: '#ffc83d',
  fontFamily: '"Work Sans Variable"',
  radius: 'sharp',
};

/** Partner fixture: a countryside partner in terracotta with round corners and a serif heading. */
export const partnerTerracottaInput: ThemeInput = {
  name: 'partner-terracotta',
  brand: '#a3412b',
  brandAccent: '#2f6b4f',
  fontFamily: NUNITO_STACK,
  headingFontFamily: '"Lora Variable"',
  radius: 'round',
  colors: { body: '#fbf7f1' },
};

export const themeInputs = {
  escale: escaleInput,
  'partner-azur': partnerAzurInput,
  'partner-terracotta': partnerTerracottaInput,
} as const;

export type ThemeName = keyof typeof themeInputs;
