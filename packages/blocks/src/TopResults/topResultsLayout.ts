/**
 * Cards in view at each breakpoint: the next card peeks in on mobile and tablet, three fill a row
 * on desktop. Shared by the carousel and its skeleton row so both lay out alike.
 */
export const slidesPerView = { mobile: 1.15, tablet: 2.2, desktop: 3 } as const;
