import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

const panelEdge = {
  borderRadius: themeVars.radius.lg,
  border: `1px solid ${themeVars.border.subtle}`,
};

export const page = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['5'] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const field = style({ maxWidth: '28rem' });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: themeVars.text.muted });

export const nav = style({ borderBottom: `1px solid ${themeVars.border.subtle}` });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: baseVars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${baseVars.space['3']}`,
});

export const navLink = style({
  selectors: { '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'underline' } },
});

export const signOutButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: themeVars.text.default,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const tripList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const trip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['2'],
  padding: baseVars.space['4'],
  ...panelEdge,
  background: themeVars.color.surface.base,
});

export const tripTitle = style({ margin: 0, fontSize: baseVars.fontSize.lg });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: baseVars.space['3'],
});
