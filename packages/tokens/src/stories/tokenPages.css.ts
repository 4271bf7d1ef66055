import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['8'] });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.default,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: baseVars.space['3'],
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.lg,
  lineHeight: baseVars.lineHeight.lg,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const cell = style({
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['3'],
  borderBottom: `1px solid ${themeVars.border.subtle}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const headerCell = style([
  cell,
  { color: themeVars.text.strong, fontWeight: baseVars.fontWeight.bold, whiteSpace: 'nowrap' },
]);

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: 96,
  paddingBlock: baseVars.space['1'],
  paddingInline: baseVars.space['2'],
  borderRadius: themeVars.radius.sm,
  border: `1px solid ${themeVars.border.subtle}`,
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  fontWeight: baseVars.fontWeight.bold,
});

export const sample = style({
  width: 64,
  height: 40,
  backgroundColor: themeVars.color.surface.base,
  border: `1px solid ${themeVars.border.default}`,
});

export const bar = style({ height: 16, backgroundColor: themeVars.color.brand.base });
