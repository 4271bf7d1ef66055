import { baseVars, themeVars } from '@escale/tokens';
import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { type Tone, toneRoles } from '../tones';

/** The role's readable colour, for the icon, the title and the border. */
const accent = createVar();

function toneOf(tone: Tone) {
  const c = themeVars.color[toneRoles[tone]];
  return { backgroundColor: c.soft, borderColor: c.onSoft, vars: { [accent]: c.onSoft } };
}

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: baseVars.space['3'],
    paddingBlock: baseVars.space['3'],
    paddingInlineStart: baseVars.space['4'],
    paddingInlineEnd: baseVars.space['2'],
    borderRadius: themeVars.radius.md,
    borderStyle: 'solid',
    borderWidth: 1,
    borderInlineStartWidth: 4,
    color: themeVars.text.default,
    fontSize: baseVars.fontSize.md,
    lineHeight: baseVars.lineHeight.md,
  },
  variants: {
    tone: {
      critical: toneOf('critical'),
      positive: toneOf('positive'),
      caution: toneOf('caution'),
      info: toneOf('info'),
      neutral: toneOf('neutral'),
    } satisfies Record<Tone, unknown>,
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  // Centres the 20 px icon on the first 24 px line of text.
  paddingBlock: 2,
  color: accent,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: baseVars.space['2'],
  flex: 1,
  minWidth: 0,
});

export const title = style({ margin: 0, fontWeight: baseVars.fontWeight.bold, color: accent });

export const body = style({ margin: 0 });

/** Pulls the 44 px dismiss button up so it lines up with the first line of text. */
export const dismiss = style({ flexShrink: 0, marginBlock: -10 });
