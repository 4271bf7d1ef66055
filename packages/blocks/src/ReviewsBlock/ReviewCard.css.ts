import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minWidth: 0,
  fontFamily: themeVars.font.body,
  color: themeVars.text.default,
  outline: 'none',
  selectors: {
    '&[data-variant="card"]': {
      height: '100%',
      padding: baseVars.space['4'],
      borderRadius: themeVars.radius.lg,
      border: `1px solid ${themeVars.border.subtle}`,
      backgroundColor: themeVars.color.surface.base,
    },
    '&:focus-visible': {
      outline: `2px solid ${themeVars.border.focus}`,
      outlineOffset: 2,
      borderRadius: themeVars.radius.sm,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const author = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const customer = style({
  margin: 0,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  color: themeVars.text.muted,
});

export const score = style({ flexShrink: 0 });

export const comments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  margin: 0,
});

export const comment = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: baseVars.space['2'],
  margin: 0,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  overflowWrap: 'anywhere',
});

export const commentIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: baseVars.lineHeight.sm,
  height: baseVars.lineHeight.sm,
  borderRadius: themeVars.radius.pill,
  selectors: {
    '&[data-tone="positive"]': {
      backgroundColor: themeVars.color.positive.soft,
      color: themeVars.color.positive.onSoft,
    },
    '&[data-tone="critical"]': {
      backgroundColor: themeVars.color.critical.soft,
      color: themeVars.color.critical.onSoft,
    },
  },
});

export const commentText = style({ margin: 0, minWidth: 0 });
