import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const block = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const headings = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['1'] });

export const title = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.xl,
  lineHeight: baseVars.lineHeight.xl,
  fontWeight: baseVars.fontWeight.bold,
  color: themeVars.text.strong,
});

export const subtitle = style({ margin: 0, color: themeVars.text.muted });

export const action = style({ display: 'flex', justifyContent: 'center' });
