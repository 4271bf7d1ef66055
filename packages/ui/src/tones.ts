import type { ColorRole } from '@escale/tokens';

/** What a message means, in every component that has a semantic colour (Braid's tones). */
export const tones = ['critical', 'positive', 'caution', 'info', 'neutral'] as const;
export type Tone = (typeof tones)[number];

/**
 * The colour role of each tone. Caution uses `scarcity`, not `brandAccent`, whose hue changes from
 * partner to partner.
 */
export const toneRoles: Record<Tone, ColorRole> = {
  critical: 'critical',
  positive: 'positive',
  caution: 'scarcity',
  info: 'info',
  neutral: 'neutral',
};
