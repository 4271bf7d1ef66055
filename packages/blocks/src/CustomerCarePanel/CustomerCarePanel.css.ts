import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** A bar above the page's header: it covers nothing of the page, and no page's bar covers it. */
export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: baseVars.space['4'],
  rowGap: baseVars.space['2'],
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['4'],
  background: themeVars.color.neutral.soft,
  color: themeVars.color.neutral.onSoft,
  borderBlockEnd: `1px solid ${themeVars.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  fontWeight: baseVars.fontWeight.bold,
});

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: baseVars.space['2'],
  marginInlineStart: 'auto',
});

/** The copy's outcome takes the whole width of the bar, under its tools. */
export const status = style({
  flexBasis: '100%',
  margin: 0,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { display: 'none' } },
});
