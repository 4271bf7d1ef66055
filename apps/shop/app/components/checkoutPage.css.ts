import { baseVars, mediaQueries } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The booking summary and confirmation pages: one centred column of the page's width. */
export const page = style({
  maxWidth: 1120,
  marginInline: 'auto',
  paddingInline: baseVars.space['3'],
  paddingBlock: baseVars.space['4'],
  '@media': {
    [mediaQueries.desktop]: { paddingInline: baseVars.space['6'], paddingBlock: baseVars.space['6'] },
  },
});

/** Shown only by a browser that runs no script: one that does replaces it before it would show. */
export const withoutScript = style({
  display: 'none',
  '@media': { '(scripting: none)': { display: 'block' } },
});

/** Shown only by a browser that runs scripts: the place of what they will render. */
export const withScript = style({
  '@media': { '(scripting: none)': { display: 'none' } },
});
