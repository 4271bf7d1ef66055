import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as fieldStyles from '../field/field.css';
import { quietLabel } from '../styles/text.css';

/**
 * `field`: a labelled field of its own, its list dropping under it. `quiet`: no box of its own: its
 * label and input sit in a box the page draws (a search bar's field), which the list drops under.
 */
export const root = recipe({
  variants: { variant: { field: fieldStyles.field, quiet: { display: 'contents' } } },
  defaultVariants: { variant: 'field' },
});

/** The input and the list under it: the field's own box, or (quiet) the page's. */
export const control = recipe({
  variants: { variant: { field: { position: 'relative' }, quiet: { display: 'contents' } } },
  defaultVariants: { variant: 'field' },
});

export const label = recipe({
  variants: {
    variant: {
      field: fieldStyles.label,
      // The label covers the page's box, so a press anywhere in it focuses the input.
      quiet: [
        quietLabel,
        { selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, cursor: 'text' } } },
      ],
    },
  },
  defaultVariants: { variant: 'field' },
});

export const input = recipe({
  variants: {
    variant: {
      field: fieldStyles.control,
      quiet: {
        position: 'relative',
        width: '100%',
        minWidth: 0,
        margin: 0,
        padding: 0,
        border: 'none',
        background: 'transparent',
        color: themeVars.text.strong,
        fontSize: baseVars.fontSize.md,
        lineHeight: baseVars.lineHeight.md,
        outline: 'none',
        textOverflow: 'ellipsis',
        selectors: { '&::placeholder': { color: themeVars.text.muted, opacity: 1 } },
      },
    },
  },
  defaultVariants: { variant: 'field' },
});

/** The list right under the field, in the page's flow (no portal): it works inside a modal too. */
export const popup = style({
  position: 'absolute',
  zIndex: baseVars.zIndex.dropdown,
  top: `calc(100% + ${baseVars.space['1']})`,
  insetInlineStart: 0,
  width: 'max(100%, 320px)',
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 'min(420px, 60vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: baseVars.space['1'],
  backgroundColor: themeVars.color.surface.base,
  border: `1px solid ${themeVars.border.subtle}`,
  borderRadius: themeVars.radius.md,
  boxShadow: themeVars.shadow.md,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', outline: 'none' });

export const section = style({
  selectors: { '&:not(:first-child)': { marginBlockStart: baseVars.space['2'] } },
});

export const heading = style({
  display: 'block',
  paddingBlock: baseVars.space['1'],
  paddingInline: baseVars.space['3'],
  fontSize: baseVars.fontSize.xs,
  lineHeight: baseVars.lineHeight.xs,
  fontWeight: baseVars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: themeVars.text.default,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: baseVars.space['3'],
  minHeight: baseVars.size.touch,
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['3'],
  borderRadius: themeVars.radius.sm,
  color: themeVars.text.strong,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: themeVars.color.brand.soft, color: themeVars.color.brand.onSoft },
  },
});

export const optionIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: themeVars.text.muted,
  selectors: { [`${option}[data-focused] &`]: { color: 'inherit' } },
});
