import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['8'],
  maxWidth: 1200,
  marginInline: 'auto',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['3'],
  maxWidth: 800,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Lines the ghost button's label up with the text while keeping its 44 px target. */
export const toggle = style({ display: 'flex', marginInlineStart: `calc(-1 * ${baseVars.space['4']})` });

export const links = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: baseVars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A pill link with a 44 px touch target. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: baseVars.size.touch,
  paddingInline: baseVars.space['4'],
  border: `1px solid ${themeVars.border.default}`,
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.surface.base,
  color: themeVars.text.strong,
  fontFamily: themeVars.font.body,
  fontSize: baseVars.fontSize.sm,
  lineHeight: baseVars.lineHeight.sm,
  fontWeight: baseVars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  transition: `border-color ${baseVars.motion.fast}, background-color ${baseVars.motion.fast}`,
  selectors: {
    '&:hover': {
      borderColor: themeVars.border.strong,
      backgroundColor: themeVars.color.neutral.soft,
    },
    '&:focus-visible': { outline: `2px solid ${themeVars.border.focus}`, outlineOffset: 2 },
  },
});
