import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const footer = style({
  backgroundColor: themeVars.color.body.base,
  color: themeVars.color.body.on,
  borderTop: `1px solid ${themeVars.border.subtle}`,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['8'],
  maxWidth: 1200,
  marginInline: 'auto',
  paddingBlock: baseVars.space['8'],
  paddingInline: baseVars.space['4'],
  '@media': { [mediaQueries.desktop]: { paddingInline: baseVars.space['6'] } },
});

export const newsletter = style({
  paddingBlockEnd: baseVars.space['8'],
  borderBottom: `1px solid ${themeVars.border.subtle}`,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${baseVars.space['8']} ${baseVars.space['4']}`,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: baseVars.space['6'] },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] });

export const title = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: baseVars.size.touch,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
  textDecoration: 'none',
  borderRadius: themeVars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
    '&[aria-current]': { fontWeight: baseVars.fontWeight.bold },
    '&:focus-visible': {
      outline: `2px solid ${themeVars.border.focus}`,
      outlineOffset: 2,
    },
  },
  '@media': { [mediaQueries.desktop]: { minHeight: 32 } },
});

export const hours = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['2'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

globalStyle(`${hours} > svg`, { flexShrink: 0 });
