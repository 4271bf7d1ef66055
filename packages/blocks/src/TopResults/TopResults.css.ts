import { baseVars, mediaQueries, rendersWhenNear, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { slidesPerView } from './topResultsLayout';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  ...rendersWhenNear('700px'),
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: baseVars.space['4'],
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
});

export const seeAll = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: baseVars.space['1'],
  minHeight: baseVars.size.touch,
  color: themeVars.text.link,
  fontFamily: themeVars.font.body,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  outline: 'none',
  borderRadius: themeVars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});

/** The skeleton row, laid out as the carousel lays out its slides (the same gap of 16 px). */
export const skeletonViewport = style({ overflow: 'hidden' });

export const skeletonRow = style({
  display: 'flex',
  marginInlineStart: `calc(-1 * ${baseVars.space['4']})`,
});

export const skeletonSlide = style({
  flex: `0 0 calc(100% / ${slidesPerView.mobile})`,
  minWidth: 0,
  paddingInlineStart: baseVars.space['4'],
  '@media': {
    [mediaQueries.tablet]: { flexBasis: `calc(100% / ${slidesPerView.tablet})` },
    [mediaQueries.desktop]: { flexBasis: `calc(100% / ${slidesPerView.desktop})` },
  },
});
