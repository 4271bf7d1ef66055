import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
});

export const media = style({
  flexShrink: 0,
  aspectRatio: '16 / 9',
  backgroundColor: themeVars.color.neutral.soft,
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: baseVars.space['2'],
  padding: baseVars.space['4'],
});

/** The price sits at the bottom, so the cards of a row line up. */
export const price = style({ marginTop: 'auto', paddingTop: baseVars.space['2'] });

export const caption = style({ margin: 0, fontSize: baseVars.fontSize.xs, color: themeVars.text.muted });
