import { baseVars, themeVars } from '@escale/tokens';
import { style } from '@vanilla-extract/css';

export const listing = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['5'] });

export const headings = style({ display: 'flex', flexDirection: 'column', gap: baseVars.space['2'] });

export const intro = style({ margin: 0, maxWidth: '60ch', color: themeVars.text.muted });
