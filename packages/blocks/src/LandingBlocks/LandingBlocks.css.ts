import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** A block in its palette's colours: the inline style sets `background-color` and `color`. */
export const panel = style({
  borderRadius: themeVars.radius.lg,
  padding: baseVars.space['5'],
  '@media': { [mediaQueries.desktop]: { padding: baseVars.space['8'] } },
});

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: baseVars.space['3'],
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.md,
  textAlign: 'center',
  fontWeight: baseVars.fontWeight.bold,
});

export const topBarLink = style({ color: 'inherit', textDecoration: 'underline' });

export const jumbotron = style({
  display: 'grid',
  gap: baseVars.space['5'],
  overflow: 'hidden',
  borderRadius: themeVars.radius.lg,
  // The picture above the words on a phone, beside them from 600 px (S-389).
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const jumbotronImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const jumbotronText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  justifyContent: 'center',
  padding: baseVars.space['5'],
});

export const heading = style({
  margin: 0,
  color: 'inherit',
  fontSize: baseVars.fontSize.xl,
  lineHeight: baseVars.lineHeight.xl,
  fontWeight: baseVars.fontWeight.bold,
});

export const title = style({
  margin: 0,
  color: 'inherit',
  fontSize: baseVars.fontSize['2xl'],
  lineHeight: baseVars.lineHeight['2xl'],
  fontWeight: baseVars.fontWeight.bold,
});

export const text = style({ margin: 0 });

/** Up to 5 cards a row under the jumbotron's words (S-389). */
export const jumbotronCards = style({
  display: 'grid',
  gap: baseVars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(max(9rem, 20%), 1fr))' },
  },
});

export const jumbotronCard = style({
  padding: baseVars.space['3'],
  borderRadius: themeVars.radius.md,
  border: '1px solid currentColor',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const usps = style({
  display: 'grid',
  gap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const usp = style({ display: 'flex', gap: baseVars.space['3'], alignItems: 'flex-start' });

export const uspIcon = style({ flexShrink: 0 });

/** Marketing promo cards: 4 a row on a desktop (S-389), 2 on a tablet, 1 on a phone. */
export const promoCards = style({
  display: 'grid',
  gap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const promoCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  overflow: 'hidden',
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
  background: themeVars.color.surface.base,
});

export const promoImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  display: 'block',
});

export const promoBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  padding: baseVars.space['3'],
});
