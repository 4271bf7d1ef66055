import { baseVars, mediaQueries } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

/** The product pages' column: breadcrumb, gallery, tabs, then the content and its booking side. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['4'],
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: baseVars.space['3'],
  paddingBlock: baseVars.space['4'],
  '@media': { [mediaQueries.desktop]: { paddingInline: baseVars.space['6'], gap: baseVars.space['5'] } },
});

/** Content, then the booking panel: side by side from the desktop breakpoint. */
export const columns = style({
  display: 'grid',
  gap: baseVars.space['6'],
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['8'],
  minWidth: 0,
});

export const aside = style({ minWidth: 0 });

/** A section the sticky tabs lead to. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['4'] });

/** The hotel page's dates and travellers above its rooms. */
export const stayBar = style({
  display: 'grid',
  gap: baseVars.space['3'],
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

/** The rooms, dimmed while they are repriced for new dates or travellers. */
export const rooms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: baseVars.space['5'],
  transition: 'opacity 150ms',
  selectors: { '&[data-repricing]': { opacity: 0.6 } },
});

/**
 * The activity page: its header, the purchase panel, then the content on a phone, so the price
 * comes before the program; from the desktop breakpoint the panel stays beside both.
 */
export const activityColumns = style({
  display: 'grid',
  gap: baseVars.space['6'],
  gridTemplateAreas: '"header" "panel" "details"',
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 380px',
      gridTemplateAreas: '"header panel" "details panel"',
      gridTemplateRows: 'auto 1fr',
      alignItems: 'start',
    },
  },
});

export const activityHeader = style({ gridArea: 'header', minWidth: 0 });
export const activityPanel = style({ gridArea: 'panel', minWidth: 0 });
export const activityDetails = style({ gridArea: 'details', minWidth: 0 });
