import { baseVars, themeVars } from '@escale/tokens';
import { createVar, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 };

/** Indentation steps of a drawer level. */
const indent = createVar();

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${baseVars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The nav stays in the flow of the top bar; the panel spans the top bar (positioned ancestor). */
export const bar = style({ display: 'flex', alignItems: 'stretch' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['1'],
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['3'],
  border: 'none',
  borderRadius: themeVars.radius.md,
  background: 'none',
  color: themeVars.text.strong,
  font: 'inherit',
  fontWeight: baseVars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { backgroundColor: themeVars.color.brand.soft },
    '&:focus-visible': focusRing,
  },
});

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: baseVars.zIndex.dropdown,
  backgroundColor: themeVars.color.surface.base,
  borderTop: `1px solid ${themeVars.border.subtle}`,
  boxShadow: themeVars.shadow.md,
  maxHeight: 'calc(100dvh - 120px)',
  overflowY: 'auto',
});

export const panelInner = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: baseVars.space['8'],
  maxWidth: 1200,
  marginInline: 'auto',
  padding: baseVars.space['6'],
});

export const rail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  margin: 0,
  padding: 0,
  paddingInlineEnd: baseVars.space['4'],
  borderInlineEnd: `1px solid ${themeVars.border.subtle}`,
  listStyle: 'none',
});

export const railItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['2'],
  width: '100%',
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['3'],
  border: 'none',
  borderRadius: themeVars.radius.md,
  background: 'none',
  color: themeVars.text.strong,
  font: 'inherit',
  fontWeight: baseVars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: themeVars.color.neutral.soft },
    '&[aria-expanded="true"]': {
      backgroundColor: themeVars.color.brand.soft,
      color: themeVars.color.brand.onSoft,
    },
    '&[data-variant="highlight"]': { color: themeVars.color.promo.onSoft },
    '&:focus-visible': focusRing,
  },
});

export const detail = style({ minWidth: 0 });

export const detailBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
});

const textLink = {
  color: themeVars.text.default,
  textDecoration: 'none',
  borderRadius: themeVars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
    '&:focus-visible': focusRing,
    '&[data-variant="highlight"]': { color: themeVars.color.promo.onSoft },
  },
} as const;

export const seeAll = style({
  ...textLink,
  alignSelf: 'flex-start',
  color: themeVars.text.link,
  fontWeight: baseVars.fontWeight.bold,
});

/** A level's links over `menuColumns` columns (S-359). */
export const columns = style({
  columnGap: baseVars.space['8'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-columns="2"]': { columnCount: 2 },
    '&[data-columns="3"]': { columnCount: 3 },
    '&[data-columns="4"]': { columnCount: 4 },
  },
});

export const group = style({
  breakInside: 'avoid',
  paddingBlockEnd: baseVars.space['3'],
});

export const groupLink = style({
  ...textLink,
  display: 'inline-block',
  paddingBlock: baseVars.space['1'],
  color: themeVars.text.strong,
  fontWeight: baseVars.fontWeight.medium,
});

export const subList = style({
  margin: 0,
  padding: 0,
  paddingInlineStart: baseVars.space['3'],
  listStyle: 'none',
});

export const subLink = style({
  ...textLink,
  display: 'inline-block',
  paddingBlock: baseVars.space['1'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const themes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: baseVars.space['8'],
  alignItems: 'start',
});

export const themesLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
});

export const themesTitle = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.xl,
  lineHeight: baseVars.lineHeight.xl,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const thisWeek = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: baseVars.space['2'],
  padding: baseVars.space['5'],
  borderRadius: themeVars.radius.lg,
  backgroundColor: themeVars.color.brandAccent.soft,
  color: themeVars.color.brandAccent.onSoft,
});

export const thisWeekKicker = style({
  margin: 0,
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  fontWeight: baseVars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export { sectionTitle as thisWeekTitle } from '@escale/ui/styles';

export const thisWeekText = style({
  margin: 0,
  marginBlockEnd: baseVars.space['2'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});

export const drawer = style({ display: 'flex', flexDirection: 'column' });

export const drawerList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const drawerItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['2'],
  width: '100%',
  minHeight: baseVars.size.touch,
  paddingBlock: baseVars.space['2'],
  paddingInlineEnd: baseVars.space['2'],
  paddingInlineStart: `calc(${baseVars.space['4']} * ${indent})`,
  border: 'none',
  borderBottom: `1px solid ${themeVars.border.subtle}`,
  background: 'none',
  color: themeVars.text.strong,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  vars: { [indent]: '0' },
  selectors: {
    '&[data-level="0"]': { fontWeight: baseVars.fontWeight.bold },
    '&[data-level="1"]': { fontWeight: baseVars.fontWeight.medium },
    '&[data-level="2"]': { vars: { [indent]: '1' } },
    '&[data-level="3"]': { vars: { [indent]: '2' }, fontSize: baseVars.fontSize.sm },
    '&[data-level="4"]': { vars: { [indent]: '3' }, fontSize: baseVars.fontSize.sm },
    '&[data-variant="highlight"]': { color: themeVars.color.promo.onSoft },
    '&:focus-visible': { ...focusRing, outlineOffset: -2 },
  },
});
