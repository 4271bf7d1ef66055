import { baseVars, type ColorRole, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { toneRoles, tones } from '../tones';

/** The semantic tones, then the brand's and the stress messages' colour roles. */
export const badgeTones = [
  ...tones,
  'brand',
  'brandAccent',
  'promo',
  'scarcity',
  'reinsurance',
  'social',
] as const;
export type BadgeTone = (typeof badgeTones)[number];

const roleOf = (tone: BadgeTone): ColorRole => (tone === 'caution' ? toneRoles.caution : tone);

export const badgeVariants = ['solid', 'soft'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

const kinds = {
  solid: (role: ColorRole) => ({
    backgroundColor: themeVars.color[role].base,
    color: themeVars.color[role].on,
  }),
  soft: (role: ColorRole) => ({
    backgroundColor: themeVars.color[role].soft,
    color: themeVars.color[role].onSoft,
  }),
} satisfies Record<BadgeVariant, unknown>;

const empty = <T extends string>(keys: readonly T[]) =>
  Object.fromEntries(keys.map((key) => [key, {}])) as Record<T, object>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: baseVars.space['1'],
    borderRadius: themeVars.radius.sm,
    fontFamily: themeVars.font.body,
    fontWeight: baseVars.fontWeight.bold,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: {
        paddingInline: baseVars.space['1'],
        paddingBlock: 1,
        fontSize: baseVars.fontSize.xs,
        lineHeight: baseVars.lineHeight.xs,
      },
      medium: {
        paddingInline: baseVars.space['2'],
        paddingBlock: baseVars.space['0.5'],
        fontSize: baseVars.fontSize.sm,
        lineHeight: baseVars.lineHeight.sm,
      },
    },
    // Filled per variant × tone below.
    variant: empty(badgeVariants),
    tone: empty(badgeTones),
  },
  compoundVariants: badgeVariants.flatMap((variant) =>
    badgeTones.map((tone) => ({ variants: { variant, tone }, style: kinds[variant](roleOf(tone)) })),
  ),
  defaultVariants: { size: 'medium', variant: 'soft', tone: 'neutral' },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
