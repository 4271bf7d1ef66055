import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const topBar = style({
  backgroundColor: themeVars.color.surface.base,
  borderBottom: `1px solid ${themeVars.border.subtle}`,
});

/** The positioned ancestor the menu's panel spans, so the panel opens right under the menu row. */
export const rowFrame = style({ position: 'relative' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['4'],
  maxWidth: 1200,
  marginInline: 'auto',
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['3'],
  '@media': { [mediaQueries.desktop]: { paddingInline: baseVars.space['6'] } },
});

export const flows = style({
  flex: 1,
  '@media': { [mediaQueries.tablet]: { flex: 'none' } },
});

export const toggle = style({
  display: 'flex',
  padding: baseVars.space['1'],
  margin: 0,
  listStyle: 'none',
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.neutral.soft,
});

export const toggleItem = style({ display: 'flex', flex: 1 });

export const toggleLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['4'],
  borderRadius: themeVars.radius.pill,
  color: themeVars.text.default,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:hover': { color: themeVars.text.strong, textDecoration: 'underline', textUnderlineOffset: 3 },
    '&[aria-current]': {
      backgroundColor: themeVars.color.brand.base,
      color: themeVars.color.brand.on,
      fontWeight: baseVars.fontWeight.bold,
      textDecoration: 'none',
    },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});

/** The menu is the desktop's; below it the burger holds it. */
export const menu = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'flex' } },
});
