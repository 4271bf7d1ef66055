import { baseVars, mediaQueries, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The banner: the partner's picture, its logo and name in the partner's colours. */
export const banner = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  borderRadius: themeVars.radius.lg,
  background: themeVars.color.brand.base,
  color: themeVars.color.brand.on,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** The picture keeps its 16:9 box before it arrives, so nothing shifts. */
export const picture = style({
  display: 'block',
  aspectRatio: '16 / 9',
  background: themeVars.color.brand.soft,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: baseVars.space['3'],
  padding: baseVars.space['5'],
  fontFamily: themeVars.font.body,
});

export const logo = style({
  display: 'block',
  width: 120,
  height: 80,
  borderRadius: themeVars.radius.md,
  background: themeVars.color.surface.base,
});

export const title = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize['2xl'],
  lineHeight: 1.2,
});

export const subtitle = style({ margin: 0, fontSize: baseVars.fontSize.md });

/** The conditions: the partner's legal text under a heading, on the soft brand colour. */
export const conditions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  padding: baseVars.space['5'],
  borderRadius: themeVars.radius.md,
  background: themeVars.color.brand.soft,
  color: themeVars.color.brand.onSoft,
  fontFamily: themeVars.font.body,
});

export const conditionsTitle = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.lg,
});

export const conditionsText = style({ margin: 0, fontSize: baseVars.fontSize.sm, lineHeight: 1.5 });

export const stays = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const staysTitle = style({
  margin: 0,
  fontFamily: themeVars.font.heading,
  fontSize: baseVars.fontSize.xl,
  color: themeVars.text.strong,
});

/** One column on mobile, two from the tablet breakpoint, three on desktop. */
export const staysGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: baseVars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const staysEmpty = style({ margin: 0, color: themeVars.text.default });
