import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
});

/** Shown below the tablet breakpoint only: the summary bar and the sticky bar. */
export const mobileOnly = style({
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

/** Shown from the tablet breakpoint: the search bar itself. */
export const tabletUp = style({
  display: 'none',
  '@media': { [mediaQueries.tablet]: { display: 'block' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
});

/** The bar: the fields and the Search button on one white rounded line (the button under them on tablets). */
export const barRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: baseVars.space['2'],
  padding: baseVars.space['1'],
  backgroundColor: themeVars.color.surface.base,
  border: `1px solid ${themeVars.border.subtle}`,
  borderRadius: themeVars.radius.lg,
  boxShadow: themeVars.shadow.md,
});

export const barFields = style({
  flex: '1 1 100%',
  minWidth: 0,
  '@media': { [mediaQueries.desktop]: { flexBasis: 0 } },
});

export const submit = style({
  flexShrink: 0,
  paddingInlineEnd: baseVars.space['1'],
  paddingBlockEnd: baseVars.space['1'],
  '@media': { [mediaQueries.desktop]: { paddingBlockEnd: 0 } },
});

export const secondaryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: baseVars.space['3'],
});

export const nightsField = style({ minWidth: 200 });

/** The summary of the search on mobile: destination, then dates, theme and travellers. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: baseVars.space['3'],
  width: '100%',
  minHeight: 56,
  margin: 0,
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['4'],
  border: `1px solid ${themeVars.border.default}`,
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.surface.base,
  boxShadow: themeVars.shadow.sm,
  color: themeVars.text.strong,
  fontFamily: themeVars.font.body,
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});

/** The summary as a native disclosure (before JavaScript): no marker, the form under it. */
export const disclosure = style({});
globalStyle(`${disclosure} > summary`, { listStyle: 'none' });
globalStyle(`${disclosure} > summary::-webkit-details-marker`, { display: 'none' });
globalStyle(`${disclosure} > form`, { marginTop: baseVars.space['4'] });

export const summaryIcon = style({ display: 'inline-flex', color: themeVars.color.brand.onSoft });

export const summaryText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const summaryTitle = style({
  ...oneLine,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
});

export const summaryDetails = style({
  ...oneLine,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});

/** Fixed to the top of the screen, so showing it moves nothing (S-011, CLS 0). */
export const sticky = style({
  position: 'fixed',
  zIndex: baseVars.zIndex.sticky,
  top: 0,
  insetInline: 0,
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['4'],
  backgroundColor: themeVars.color.surface.base,
  boxShadow: themeVars.shadow.md,
  '@media': { [mediaQueries.tablet]: { display: 'none' } },
});

export const modalBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
});
