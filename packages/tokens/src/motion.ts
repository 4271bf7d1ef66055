/** Durations in milliseconds, for timers in JavaScript; `baseVars.motion` holds the same values for CSS. */
export const motion = {
  fast: 150,
  medium: 250,
  /** Calendar and carousel slide (000 §9). */
  carouselSlide: 300,
  /** Announcement banner crossfade: a new banner every 3000 ms, 500 ms transition (002 §4). */
  crossfadeInterval: 3000,
  crossfadeTransition: 500,
  /** Calendar closes 1000 ms after a completed selection (000 §4, 002 §4). */
  calendarAutoClose: 1000,
} as const;
