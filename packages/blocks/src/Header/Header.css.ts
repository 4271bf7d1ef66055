import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 };

/** Hidden on screen, still read by assistive technology. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const header = style({
  backgroundColor: themeVars.color.surface.base,
  borderBottom: `1px solid ${themeVars.border.subtle}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['2'],
  height: 64,
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: baseVars.space['3'],
  '@media': { [mediaQueries.desktop]: { height: 72, paddingInline: baseVars.space['6'] } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['2'],
  minHeight: baseVars.size.touch,
  marginInlineEnd: 'auto',
  color: themeVars.color.brand.onSoft,
  textDecoration: 'none',
  borderRadius: themeVars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const logoMark = style({ flexShrink: 0, color: themeVars.color.brand.base });

export const logoSun = style({ color: themeVars.color.brandAccent.base });

export const wordmark = style({
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.lg,
  lineHeight: baseVars.lineHeight.lg,
  '@media': {
    [mediaQueries.desktop]: { fontSize: baseVars.fontSize.xl, lineHeight: baseVars.lineHeight.xl },
  },
  fontWeight: baseVars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

/** A partner's logo keeps a fixed box so nothing moves when it loads. */
export const logoImage = style({
  width: 140,
  height: 32,
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  '@media': { [mediaQueries.desktop]: { gap: baseVars.space['2'] } },
});

export const action = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: baseVars.space['2'],
  minWidth: baseVars.size.touch,
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['2'],
  border: 'none',
  borderRadius: themeVars.radius.md,
  background: 'none',
  color: themeVars.text.strong,
  font: 'inherit',
  fontSize: baseVars.fontSize.sm,
  '@media': { [mediaQueries.desktop]: { gap: baseVars.space['3'] } },
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-state="open"]': { backgroundColor: themeVars.color.neutral.soft },
    '&:focus-visible': focusRing,
  },
});

export const actionIcon = style({ position: 'relative', display: 'inline-flex' });

export const actionLabel = style({
  ...visuallyHidden,
  '@media': {
    [mediaQueries.desktop]: { position: 'static', width: 'auto', height: 'auto', margin: 0, clip: 'auto' },
  },
});

/** The number comes from `data-count` through CSS: the accessible name already says it. */
export const count = style({
  position: 'absolute',
  insetBlockStart: -6,
  insetInlineEnd: -8,
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.promo.base,
  color: themeVars.color.promo.on,
  fontSize: 11,
  lineHeight: '18px',
  fontWeight: baseVars.fontWeight.bold,
  textAlign: 'center',
  selectors: { '&::after': { content: 'attr(data-count)' } },
});

/** The wishlist button shows only from the desktop breakpoint in Belgium (S-350). */
export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'contents' } },
});

/** The burger is the mobile and tablet menu; desktop has the top bar's menu. */
export const burger = style({
  display: 'contents',
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const popoverList = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 200,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const popoverItem = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['3'],
  border: 'none',
  borderRadius: themeVars.radius.md,
  background: 'none',
  color: themeVars.text.strong,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: themeVars.color.neutral.soft },
    '&[aria-current]': { fontWeight: baseVars.fontWeight.bold, color: themeVars.color.brand.onSoft },
    '&:focus-visible': { ...focusRing, outlineOffset: -2 },
  },
});

export const signOut = style({
  marginBlockStart: baseVars.space['1'],
  paddingBlockStart: baseVars.space['1'],
  borderTop: `1px solid ${themeVars.border.subtle}`,
});

export const back = style({ marginInlineEnd: baseVars.space['1'] });
