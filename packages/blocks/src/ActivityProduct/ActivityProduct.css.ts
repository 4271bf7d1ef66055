import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const details = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['8'] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const centre = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: baseVars.space['2'],
  rowGap: baseVars.space['1'],
  margin: 0,
  color: themeVars.text.muted,
});

export const centreName = style({ fontWeight: baseVars.fontWeight.bold, color: themeVars.text.strong });

export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: themeVars.text.muted });

export const activity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  padding: baseVars.space['4'],
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
});

export const list = style({ margin: 0, paddingInlineStart: baseVars.space['5'] });

/** Practical parts side by side from the tablet up. */
export const practical = style({
  display: 'grid',
  gap: baseVars.space['5'],
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const benefits = style({
  display: 'grid',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const benefit = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['2'],
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.md,
  background: themeVars.color.brand.soft,
});

export const benefitIcon = style({ flexShrink: 0, color: themeVars.color.brand.onSoft });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  padding: baseVars.space['5'],
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
  background: themeVars.color.surface.base,
});

export const saving = style({
  margin: 0,
  color: themeVars.color.positive.onSoft,
  fontWeight: baseVars.fontWeight.bold,
});

export const buttons = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const modalBody = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const modalFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
  width: '100%',
});

export const partTitle = style({ display: 'flex', alignItems: 'center', gap: baseVars.space['2'] });

export const panelTitle = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  fontWeight: baseVars.fontWeight.medium,
  color: themeVars.text.muted,
});
