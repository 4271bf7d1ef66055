/** The share of a section that must be in view for its sticky tab to become current (S-216, 002 §4). */
export const STICKY_TABS_OBSERVER_THRESHOLD = 0.88;
