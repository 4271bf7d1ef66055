import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  minHeight: '100%',
});

export const intro = style({ margin: 0, color: themeVars.text.muted });

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  maxWidth: '85%',
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.lg,
  background: themeVars.color.neutral.soft,
  selectors: {
    '&[data-author="visitor"]': {
      alignSelf: 'flex-end',
      background: themeVars.color.brand.base,
      color: themeVars.color.brand.on,
    },
  },
});

export const author = style({
  display: 'block',
  fontSize: baseVars.fontSize.xs,
  fontWeight: baseVars.fontWeight.bold,
});

export const text = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  width: '100%',
});
