import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The edge of the page's panels: the voucher's summary, a stay, the filters. */
const panelEdge = {
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
};

export const form = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['5'] });

/** The code's field is as wide as a code; the button under it. */
export const codeField = style({ maxWidth: '24rem' });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  padding: baseVars.space['4'],
  ...panelEdge,
  background: themeVars.color.surface.base,
});

export const summaryText = style({ margin: 0 });

export const muted = style({ margin: 0, color: themeVars.text.muted });

export const monthNav = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const amountLine = style({ margin: 0, fontWeight: baseVars.fontWeight.bold });

/** A box's stays: one a row on a phone, two from a tablet on. */
export const stayList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: baseVars.space['4'],
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const stay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  padding: baseVars.space['3'],
  ...panelEdge,
  background: themeVars.color.surface.base,
});

export const stayImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: themeVars.radius.md,
});

export const stayText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['1'],
  flexGrow: 1,
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  margin: 0,
  padding: baseVars.space['4'],
  ...panelEdge,
});

export const filtersLegend = style({
  padding: `0 ${baseVars.space['1']}`,
  fontWeight: baseVars.fontWeight.bold,
});

export const starFilters = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  border: 'none',
});

export const starLegend = style({ padding: 0, marginBottom: baseVars.space['1'], width: '100%' });
