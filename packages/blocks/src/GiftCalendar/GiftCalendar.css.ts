import { baseVars, themeVars } from '@escale/tokens';
import { visuallyHidden } from '@escale/ui/styles';
import { style } from '@vanilla-extract/css';

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: baseVars.space['1'],
  '::before': {
    content: '""',
    width: 12,
    height: 12,
    borderRadius: themeVars.radius.sm,
    border: `1px solid ${themeVars.color.neutral.soft}`,
  },
  selectors: {
    '&[data-status="included"]::before': { background: themeVars.color.positive.soft },
    '&[data-status="supplement"]::before': { background: themeVars.color.info.soft },
  },
});

export const months = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: baseVars.space['4'],
});

export const month = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const monthTitle = style({ margin: 0, fontWeight: 600, textTransform: 'capitalize' });

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 1fr)',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${baseVars.space['1']} 0`,
  borderRadius: themeVars.radius.sm,
  color: themeVars.text.muted,
  selectors: {
    '&[data-status="included"]': {
      background: themeVars.color.positive.soft,
      color: 'inherit',
    },
    '&[data-status="supplement"]': { background: themeVars.color.info.soft, color: 'inherit' },
    '&[data-status="notAvailable"]': { textDecoration: 'line-through' },
  },
});

export const supplement = style({ fontSize: '0.7em' });

/** A day the beneficiary can choose: the whole cell is its radio's label. */
export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  alignSelf: 'stretch',
  margin: `calc(-1 * ${baseVars.space['1']}) 0`,
  padding: `${baseVars.space['1']} 0`,
  borderRadius: themeVars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      background: themeVars.color.brand.base,
      color: themeVars.color.brand.on,
      fontWeight: 600,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${themeVars.border.focus}`,
      outlineOffset: 2,
    },
  },
});

/** The radio itself is the cell: out of sight, still focused and read. */
export const radio = visuallyHidden;

export const giftCardBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['2'],
  margin: 0,
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.md,
  background: themeVars.color.info.soft,
});
