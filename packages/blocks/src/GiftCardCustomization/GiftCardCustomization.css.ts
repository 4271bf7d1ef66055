import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';
import { paddedCard } from '../styles/card.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  maxWidth: 720,
  margin: '0 auto',
  '@media': { [mediaQueries.tablet]: { gap: baseVars.space['5'] } },
});

export const intro = style({ margin: 0, color: themeVars.text.muted });

export const card = style([
  paddedCard,
  { display: 'flex', flexDirection: 'column', gap: baseVars.space['3'] },
]);

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: baseVars.space['3'],
});

export const total = style({ margin: 0, fontSize: baseVars.fontSize.lg });
