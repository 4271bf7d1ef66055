import { baseVars, type ColorRole, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';

export const buttonTones = ['brand', 'brandAccent', 'neutral', 'critical', 'promo'] as const;
export type ButtonTone = (typeof buttonTones)[number];

/** Hover only where a pointer hovers (no sticky hover after a tap); a disabled button keeps its look. */
function solid(role: ColorRole) {
  const c = themeVars.color[role];
  return {
    backgroundColor: c.base,
    color: c.on,
    borderColor: c.base,
    selectors: { '&:active:not(:disabled)': { backgroundColor: c.active, borderColor: c.active } },
    '@media': {
      '(hover: hover)': {
        selectors: { '&:hover:not(:disabled)': { backgroundColor: c.hover, borderColor: c.hover } },
      },
    },
  };
}

function soft(role: ColorRole) {
  const c = themeVars.color[role];
  return {
    backgroundColor: c.soft,
    color: c.onSoft,
    borderColor: c.soft,
    selectors: {
      '&:active:not(:disabled)': { borderColor: c.onSoft, boxShadow: `inset 0 0 0 1px ${c.onSoft}` },
    },
    '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { borderColor: c.onSoft } } } },
  };
}

function outline(role: ColorRole) {
  const c = themeVars.color[role];
  return {
    backgroundColor: themeVars.color.surface.base,
    color: c.onSoft,
    borderColor: c.onSoft,
    selectors: {
      '&:active:not(:disabled)': { backgroundColor: c.soft, boxShadow: `inset 0 0 0 1px ${c.onSoft}` },
    },
    '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { backgroundColor: c.soft } } } },
  };
}

function ghost(role: ColorRole) {
  const c = themeVars.color[role];
  return {
    backgroundColor: 'transparent',
    color: c.onSoft,
    borderColor: 'transparent',
    selectors: { '&:active:not(:disabled)': { backgroundColor: c.soft } },
    '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { backgroundColor: c.soft } } } },
  };
}

const kinds = { solid, soft, outline, ghost } as const;
export type ButtonVariant = keyof typeof kinds;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: baseVars.space['2'],
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: themeVars.radius.md,
    fontWeight: baseVars.fontWeight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, border-color, box-shadow',
    transitionDuration: baseVars.motion.fast,
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${themeVars.border.focus}`,
        outlineOffset: 2,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    size: {
      small: {
        minHeight: 36,
        paddingInline: baseVars.space['3'],
        fontSize: baseVars.fontSize.sm,
        lineHeight: baseVars.lineHeight.sm,
      },
      medium: {
        minHeight: baseVars.size.touch,
        paddingInline: baseVars.space['4'],
        fontSize: baseVars.fontSize.md,
        lineHeight: baseVars.lineHeight.md,
      },
      large: {
        minHeight: 52,
        paddingInline: baseVars.space['6'],
        fontSize: baseVars.fontSize.lg,
        lineHeight: baseVars.lineHeight.lg,
      },
    },
    isFullWidth: { true: { width: '100%' }, false: {} },
    shape: {
      default: {},
      square: { paddingInline: 0, aspectRatio: '1', minWidth: 'auto' },
      circle: { paddingInline: 0, aspectRatio: '1', minWidth: 'auto', borderRadius: themeVars.radius.pill },
    },
    // Filled per variant × tone below.
    variant: { solid: {}, soft: {}, outline: {}, ghost: {} },
    tone: { brand: {}, brandAccent: {}, neutral: {}, critical: {}, promo: {} },
  },
  compoundVariants: (Object.keys(kinds) as ButtonVariant[]).flatMap((variant) =>
    buttonTones.map((tone) => ({ variants: { variant, tone }, style: kinds[variant](tone) })),
  ),
  defaultVariants: { size: 'medium', variant: 'solid', tone: 'brand', isFullWidth: false, shape: 'default' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

/** Keeps the label's width and accessible name while the pending spinner covers it. */
export const pendingLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['2'],
  opacity: 0,
});
export const pendingSpinner = style({ position: 'absolute', display: 'inline-flex' });
export const pendingWrap = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});
