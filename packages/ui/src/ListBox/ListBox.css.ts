import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  minWidth: 0,
});

/** `list`: rows one under the other; `grid`: tiles of 200 px at least that wrap. */
export const list = recipe({
  base: { margin: 0, padding: 0, outline: 'none' },
  variants: {
    layout: {
      list: { display: 'flex', flexDirection: 'column' },
      grid: {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: baseVars.space['2'],
      },
    },
  },
});

const focusRing = `2px solid ${themeVars.border.focus}`;

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: baseVars.space['3'],
    minHeight: baseVars.size.touch,
    paddingBlock: baseVars.space['2'],
    paddingInline: baseVars.space['3'],
    borderRadius: themeVars.radius.md,
    fontFamily: themeVars.font.body,
    fontSize: baseVars.fontSize.md,
    lineHeight: baseVars.lineHeight.md,
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    layout: {
      list: {
        color: themeVars.text.default,
        selectors: {
          '&[data-hovered], &[data-focused]': { backgroundColor: themeVars.color.neutral.soft },
          '&[data-selected]': { fontWeight: baseVars.fontWeight.bold, color: themeVars.color.brand.onSoft },
          '&[data-focus-visible]': { outline: focusRing, outlineOffset: -2 },
        },
      },
      grid: {
        border: `1px solid ${themeVars.border.default}`,
        color: themeVars.text.strong,
        selectors: {
          '&[data-hovered]': { borderColor: themeVars.text.strong },
          '&[data-selected]': {
            borderColor: themeVars.color.brand.onSoft,
            backgroundColor: themeVars.color.brand.soft,
            color: themeVars.color.brand.onSoft,
            fontWeight: baseVars.fontWeight.bold,
          },
          '&[data-focus-visible]': { outline: focusRing, outlineOffset: 2 },
        },
      },
    },
  },
});

export const optionIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: themeVars.color.brand.onSoft,
});

export const optionLabel = style({ flex: 1, minWidth: 0 });
