import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import type { baseTokens } from './baseTokens';
import { baseVars, themeVars } from './contract.css';
import { gridColumns, responsiveConditions } from './responsive';

const space = baseVars.space;

const responsive = defineProperties({
  ...responsiveConditions,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
    fontSize: baseVars.fontSize,
    gridTemplateColumns: gridColumns,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const roleBackgrounds = Object.fromEntries(
  Object.entries(themeVars.color).flatMap(([role, steps]) => [
    [role, steps.base],
    [`${role}Soft`, steps.soft],
  ]),
) as Record<string, string>;

const colors = defineProperties({
  properties: {
    color: { ...themeVars.text },
    background: roleBackgrounds,
    borderRadius: themeVars.radius,
    boxShadow: themeVars.shadow,
    fontWeight: baseVars.fontWeight,
  },
});

export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof baseTokens.space;
