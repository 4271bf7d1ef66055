import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** Stays at the top of the view while the page scrolls under it. */
export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: baseVars.zIndex.sticky,
  backgroundColor: themeVars.color.surface.base,
  borderBottom: `1px solid ${themeVars.border.subtle}`,
  fontFamily: themeVars.font.body,
});

/** One row of tabs that scrolls sideways when they do not fit (mobile). */
export const list = style({
  position: 'relative',
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const item = style({ flexShrink: 0 });

export const tab = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 48,
  paddingInline: baseVars.space['4'],
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.muted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: baseVars.space['4'],
      bottom: 0,
      height: 3,
      borderRadius: `${themeVars.radius.sm} ${themeVars.radius.sm} 0 0`,
      backgroundColor: 'transparent',
    },
    '&:hover': { color: themeVars.text.strong },
    '&[aria-current]': { color: themeVars.text.link },
    '&[aria-current]::after': { backgroundColor: themeVars.color.brand.base },
    '&:focus-visible': { outline: `3px solid ${themeVars.border.focus}`, outlineOffset: -3 },
  },
  '@media': { [mediaQueries.tablet]: { fontSize: baseVars.fontSize.md, lineHeight: baseVars.lineHeight.md } },
});
