import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The pictures on a dark ground, over the whole screen. */
export const lightbox = style({
  position: 'fixed',
  inset: 0,
  zIndex: baseVars.zIndex.modal,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  backgroundColor: themeVars.text.strong,
  color: themeVars.text.inverse,
  fontFamily: themeVars.font.body,
  outline: 'none',
});

export const anchor = style({ display: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
  padding: `${baseVars.space['2']} ${baseVars.space['2']} ${baseVars.space['2']} ${baseVars.space['4']}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
});

export const counter = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The picture between the arrows; a horizontal swipe moves to the next or previous one. */
export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  paddingBlock: baseVars.space['2'],
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
  '@media': { [mediaQueries.tablet]: { paddingInline: baseVars.space['16'] } },
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  borderRadius: themeVars.radius.pill,
  selectors: {
    '&[data-side="previous"]': { insetInlineStart: baseVars.space['2'] },
    '&[data-side="next"]': { insetInlineEnd: baseVars.space['2'] },
  },
});

/** Thumbnails from the tablet breakpoint; a strip that scrolls when they do not fit. */
export const thumbnails = style({
  display: 'none',
  gap: baseVars.space['2'],
  padding: baseVars.space['3'],
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  justifyContent: 'safe center',
  '@media': { [mediaQueries.tablet]: { display: 'flex' } },
});

export const thumbnail = style({
  flex: '0 0 auto',
  width: 72,
  height: 48,
  padding: 0,
  border: 'none',
  borderRadius: themeVars.radius.sm,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
  opacity: 0.6,
  outline: 'none',
  selectors: {
    '&[aria-current="true"]': { opacity: 1, boxShadow: `0 0 0 2px ${themeVars.text.inverse}` },
    '&:hover': { opacity: 1 },
    '&:focus-visible': { opacity: 1, outline: `2px solid ${themeVars.text.inverse}`, outlineOffset: 2 },
  },
});

export const thumbnailPicture = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
