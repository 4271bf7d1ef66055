import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** S-090: the activities block's collapsed height (000 §9). */
export const ACTIVITIES_COLLAPSED_HEIGHT = 124;

export const stack = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['5'] });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  minWidth: 0,
});

export const fieldset = style([group, { margin: 0, padding: 0, border: 0 }]);

export const groupLabel = style({
  padding: 0,
  marginBottom: baseVars.space['1'],
  fontFamily: themeVars.font.body,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

/** Checkboxes in as many 200 px columns as fit. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  columnGap: baseVars.space['4'],
});

/** Groups of More filters side by side where there is room. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: baseVars.space['5'],
});

export const collapsible = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  maxHeight: ACTIVITIES_COLLAPSED_HEIGHT,
  overflow: 'hidden',
  selectors: {
    '&[data-expanded]': { maxHeight: 'none', overflow: 'visible' },
    '&[data-overflowing]:not([data-expanded])': {
      maskImage: 'linear-gradient(to bottom, black calc(100% - 24px), transparent)',
    },
  },
});

export const collapseToggle = style({ alignSelf: 'flex-start' });

export const empty = style({
  margin: 0,
  paddingBlock: baseVars.space['3'],
  fontFamily: themeVars.font.body,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  color: themeVars.text.muted,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: baseVars.lineHeight.md,
  fontFamily: themeVars.font.body,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
  fontVariantNumeric: 'tabular-nums',
});
