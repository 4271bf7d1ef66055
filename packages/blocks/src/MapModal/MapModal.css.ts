import { markerSize } from '@escale/domain';
import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Above Leaflet's panes (400…700) and controls (1000), inside the frame's own stacking context. */
const overLeaflet = 1001;

/** The map's area: the whole modal body on mobile, a fixed height from the tablet breakpoint. */
export const frame = style({
  position: 'relative',
  isolation: 'isolate',
  height: '100%',
  minHeight: 320,
  overflow: 'hidden',
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.info.soft,
  '@media': { [mediaQueries.tablet]: { height: `min(600px, calc(100dvh - 160px))` } },
});

/** A smaller frame for one hotel's map inside another dialog ("Getting there"). */
export const compactFrame = style({
  height: 240,
  minHeight: 0,
  '@media': { [mediaQueries.tablet]: { height: 320 } },
});

/** The Leaflet container; sea between the countries of the offline base map. */
export const map = style({
  position: 'absolute',
  inset: 0,
  fontFamily: themeVars.font.body,
  selectors: {
    '&.leaflet-container': { backgroundColor: themeVars.color.info.soft },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: -2 },
  },
});

/** Countries of the offline base map (an SVG path per country). */
export const land = style({
  fill: themeVars.color.body.base,
  fillOpacity: 1,
  stroke: themeVars.border.default,
  strokeWidth: 1,
});

// Leaflet's CSS loads after ours (with the lazy chunk): these selectors outrank its own.
globalStyle(`${frame} .leaflet-control-zoom.leaflet-bar`, {
  border: `1px solid ${themeVars.border.default}`,
  borderRadius: themeVars.radius.md,
  boxShadow: themeVars.shadow.md,
  overflow: 'hidden',
});

globalStyle(`${frame} .leaflet-control-zoom.leaflet-bar a`, {
  width: baseVars.size.touch,
  height: baseVars.size.touch,
  lineHeight: baseVars.size.touch,
  fontSize: baseVars.fontSize.xl,
  color: themeVars.text.strong,
  backgroundColor: themeVars.color.surface.base,
  borderBottomColor: themeVars.border.subtle,
});

globalStyle(`${frame} .leaflet-control-zoom.leaflet-bar a:focus-visible`, {
  outline: `2px solid ${themeVars.border.focus}`,
  outlineOffset: -3,
});

globalStyle(`${frame} .leaflet-control-attribution.leaflet-control`, {
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.text.default,
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
});

globalStyle(`${frame} .leaflet-control-attribution a`, { color: themeVars.text.link });

/**
 * A pin, or the pin of a group of hotels: its tip on the point, 40 px, and 47 px in red when
 * selected (S-177, S-182).
 */
export const pin = style({
  position: 'absolute',
  left: 0,
  top: 0,
  display: 'block',
  width: markerSize(false),
  height: markerSize(false),
  padding: 0,
  border: 0,
  background: 'none',
  color: themeVars.color.brand.base,
  cursor: 'pointer',
  transform: 'translate(-50%, -100%)',
  filter: 'drop-shadow(0 1px 2px rgb(0 0 0 / 0.35))',
  outline: 'none',
  selectors: {
    '&[aria-pressed="true"]': {
      width: markerSize(true),
      height: markerSize(true),
      color: themeVars.color.critical.base,
    },
    '&:focus-visible': {
      outline: `2px solid ${themeVars.border.focus}`,
      outlineOffset: 2,
      borderRadius: themeVars.radius.sm,
    },
    // Under the card or a control (LeafletMap's hideCoveredPins).
    '&[hidden]': { display: 'none' },
  },
});

globalStyle(`${pin} svg`, { display: 'block', width: '100%', height: '100%' });

export const searchArea = style({
  position: 'absolute',
  top: baseVars.space['3'],
  left: '50%',
  zIndex: overLeaflet,
  transform: 'translateX(-50%)',
  boxShadow: themeVars.shadow.md,
  borderRadius: themeVars.radius.md,
});

/** The selected hotel's card, over the bottom of the map. */
export const card = style({
  position: 'absolute',
  insetInline: baseVars.space['3'],
  bottom: baseVars.space['3'],
  zIndex: overLeaflet,
  maxHeight: '60%',
  overflowY: 'auto',
  borderRadius: themeVars.radius.lg,
  boxShadow: themeVars.shadow.lg,
  backgroundColor: themeVars.color.surface.base,
  selectors: { '&:empty': { display: 'none' } },
  '@media': { [mediaQueries.tablet]: { insetInline: 'auto', left: baseVars.space['3'], width: 360 } },
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  zIndex: overLeaflet,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: themeVars.color.info.soft,
  color: themeVars.color.info.onSoft,
});
