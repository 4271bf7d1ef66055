import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const hotelLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: baseVars.space['2'],
  margin: 0,
});

export const hotelName = style({
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const location = style({
  margin: 0,
  color: themeVars.text.muted,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const highlights = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const highlight = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['2'],
  color: themeVars.text.default,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const highlightIcon = style({ flexShrink: 0, color: themeVars.color.brand.onSoft });

/** The eco block: a soft positive panel with its message and button (S-212). */
export const eco = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: baseVars.space['3'],
  padding: baseVars.space['4'],
  borderRadius: themeVars.radius.lg,
  backgroundColor: themeVars.color.positive.soft,
  color: themeVars.color.positive.onSoft,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'center' },
  },
});

export const ecoIcon = style({ flexShrink: 0 });

export const ecoText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  flex: 1,
  minWidth: 0,
});

export const ecoTitle = style({
  margin: 0,
  fontWeight: baseVars.fontWeight.bold,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
});

export const ecoMessage = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
});

export const ecoList = style({
  display: 'grid',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const ecoItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['2'],
  color: themeVars.text.default,
});

export const ecoItemIcon = style({
  flexShrink: 0,
  marginBlockStart: 2,
  color: themeVars.color.positive.onSoft,
});
