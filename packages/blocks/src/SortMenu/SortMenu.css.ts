import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The select is the desktop's (G-65); below 1024 px the action bar opens the drawer instead. */
export const desktop = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'block', width: 280, maxWidth: '100%' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
  minHeight: baseVars.size.touch,
  paddingBlock: baseVars.space['2'],
  paddingInline: baseVars.space['3'],
  borderRadius: themeVars.radius.md,
  fontFamily: themeVars.font.body,
  fontSize: baseVars.fontSize.md,
  lineHeight: baseVars.lineHeight.md,
  color: themeVars.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: themeVars.color.neutral.soft },
    '&[data-selected]': { fontWeight: baseVars.fontWeight.bold, color: themeVars.color.brand.onSoft },
    '&[data-focus-visible]': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: -2 },
  },
});
