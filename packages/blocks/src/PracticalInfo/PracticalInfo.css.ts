import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const entries = style({
  display: 'grid',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

/** One modal's button: icon, title and a one-line summary. */
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
  width: '100%',
  height: '100%',
  minHeight: baseVars.size.touch,
  padding: baseVars.space['3'],
  border: `1px solid ${themeVars.border.subtle}`,
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.text.default,
  fontFamily: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${baseVars.motion.fast}`,
  selectors: {
    '&:hover': { backgroundColor: themeVars.color.neutral.soft },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});

export const entryIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.brand.soft,
  color: themeVars.color.brand.onSoft,
});

export const entryText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const entryTitle = style({
  fontWeight: baseVars.fontWeight.bold,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  color: themeVars.text.strong,
});

export const entrySummary = style({
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const chevron = style({ flexShrink: 0, color: themeVars.text.muted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const address = style({
  fontStyle: 'normal',
  color: themeVars.text.default,
  lineHeight: baseVars.lineHeight.md,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  margin: 0,
  paddingInlineStart: baseVars.space['5'],
  color: themeVars.text.default,
});

/** A list in two columns from the tablet. */
export const columns = style({
  '@media': {
    [mediaQueries.tablet]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: baseVars.space['8'],
    },
  },
});

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['2'],
  margin: 0,
});

export const term = style({ fontWeight: baseVars.fontWeight.medium, color: themeVars.text.strong });

export const definition = style({ margin: 0, color: themeVars.text.default });

/** A modal's focusable content (ModalBody). */
