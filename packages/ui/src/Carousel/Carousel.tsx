import { type Breakpoint, mediaQueries, motion, type Space } from '@escale/tokens';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { Children, type ReactNode, useEffect, useRef, useState } from 'react';
import { useBreakpoint, useMediaQuery, useReducedMotion } from '../hooks/useMediaQuery';
import { IconButton } from '../IconButton';
import { useUiStrings } from '../i18n/useUiStrings';
import { ChevronLeft, ChevronRight } from '../icons';
import * as styles from './Carousel.css';
import type { EmblaApi } from './CarouselEngine';
import { type Position, useNativeList } from './useNativeList';

/** One value, or values per breakpoint that apply from that breakpoint up (mobile first). */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** The value at each breakpoint; a missing mobile value is 1. */
function perBreakpoint(value: Responsive<number>): Record<Breakpoint, number> {
  if (typeof value === 'number') return { mobile: value, tablet: value, desktop: value };
  const mobile = value.mobile ?? 1;
  const tablet = value.tablet ?? mobile;
  return { mobile, tablet, desktop: value.desktop ?? tablet };
}

/**
 * Embla's `duration` is not in milliseconds: its spring (friction 0.68, 60 fps steps) covers about
 * 95% of a slide in `duration` frames, so the 300 ms slide of the tokens (000 §9) becomes 18.
 */
const slideDuration = Math.round(motion.carouselSlide / (1000 / 60));

export interface CarouselProps {
  /** The carousel's accessible name, such as the heading of the section it shows. */
  label: string;
  /** Each child is a slide. */
  children: ReactNode;
  /** Slides visible at once; fractions let the next slide peek in. Defaults to 1. */
  slidesPerView?: Responsive<number>;
  /** Slides moved by an arrow or a swipe. Defaults to 1. */
  slidesToScroll?: Responsive<number>;
  /** Gap between slides. Defaults to `4` (16 px). */
  space?: Space;
  /** Shows a dot per position, over the bottom of the slides. */
  hasDots?: boolean;
  /** The zero-based slide shown first. */
  defaultIndex?: number;
  /**
   * Called after each move with the zero-based index of the first slide of the group moved to
   * (slides go in groups of `slidesToScroll`; at the end the group may start after the first slide in view).
   */
  onSlideChange?: (index: number) => void;
  /** The arrows' names; default to "Previous" and "Next". */
  previousLabel?: string;
  nextLabel?: string;
  /** A slide's name from its 1-based position; defaults to "2 of 5". */
  slideLabel?: (index: number, count: number) => string;
  /** A dot's name from its 1-based position; defaults to "Go to slide 2". */
  goToSlideLabel?: (index: number) => string;
}

const noPosition: Position = { snap: 0, snapCount: 0, canPrevious: false, canNext: false };

function Slide({ label, isSnap, children }: { label: string; isSnap: boolean; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern makes each slide a named group
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      className={styles.slide}
      data-snap={isSnap || undefined}
    >
      {children}
    </div>
  );
}

function positionOf(api: EmblaApi): Position {
  return {
    snap: api.selectedScrollSnap(),
    snapCount: api.scrollSnapList().length,
    canPrevious: api.canScrollPrev(),
    canNext: api.canScrollNext(),
  };
}

/**
 * Slides on embla-carousel: swiped on touch screens, moved by previous and next arrows from the
 * desktop breakpoint (disabled at the ends, hidden when everything fits), with optional dots.
 * A `carousel` region whose slides are groups named "N of M"; moves are instant under reduced motion.
 *
 * Embla loads on first use (hover, focus or touch of the carousel, or a press of an arrow or dot, which
 * then moves it). Until it takes over, the same layout is a native list that touch screens swipe
 * from snap to snap; it takes over at the snap the list rests at, once no finger is on it.
 */
export function Carousel({
  label,
  children,
  slidesPerView = 1,
  slidesToScroll = 1,
  space = '4',
  hasDots = false,
  defaultIndex = 0,
  onSlideChange,
  previousLabel,
  nextLabel,
  slideLabel,
  goToSlideLabel,
}: CarouselProps) {
  const strings = useUiStrings();
  const isReducedMotion = useReducedMotion();
  const breakpoint = useBreakpoint();
  // Touch screens scroll the native list (Carousel.css.ts): keyboards reach it too, and keep it
  // focused when embla takes over. The server's markup may be on a touch screen, and stays as it is
  // in a part that has not hydrated yet: it is focusable until a fine pointer says otherwise.
  const hasFinePointer = useMediaQuery('(pointer: fine)');
  const slides = Children.toArray(children);
  const perView = perBreakpoint(slidesPerView);
  const toScroll = perBreakpoint(slidesToScroll);
  const groupSize = toScroll[breakpoint];
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engine, setEngine] = useState<typeof import('./CarouselEngine')>();
  const [api, setApi] = useState<EmblaApi>();
  const [position, setPosition] = useState<Position>(noPosition);
  // Presses of arrows and dots made before embla was there, done once it is.
  const pendingPresses = useRef<((api: EmblaApi) => void)[]>([]);

  const loadEngine = () => {
    import('./CarouselEngine').then(setEngine);
  };

  // Embla takes over once its code is there and the list is at rest.
  const [isTakenOver, setTakenOver] = useState(false);
  const isAtRest = useNativeList(viewport, {
    isActive: !isTakenOver,
    groupSize,
    slideCount: slides.length,
    defaultIndex,
    onPosition: setPosition,
    onSlideChange,
  });
  if (engine && viewport && isAtRest && !isTakenOver) setTakenOver(true);

  useEffect(() => {
    if (!api) return;
    const update = () => setPosition(positionOf(api));
    const select = () => {
      update();
      const snap = api.selectedScrollSnap();
      onSlideChange?.(api.internalEngine().slideRegistry[snap]?.[0] ?? snap);
    };
    update();
    api.on('reInit', update).on('select', select);
    for (const press of pendingPresses.current.splice(0)) press(api);
    return () => {
      api.off('reInit', update).off('select', select);
    };
  }, [api, onSlideChange]);

  const press = (action: (api: EmblaApi) => void) => {
    if (api) action(api);
    else {
      pendingPresses.current.push(action);
      loadEngine();
    }
  };
  const hasArrows = position.canPrevious || position.canNext;
  const slideName = (index: number) =>
    slideLabel?.(index, slides.length) ?? strings.format('slideOf', { index, count: slides.length });

  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern; a group rather than a region keeps card galleries out of the page's landmarks
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx(styles.root, styles.gapBySpace[space])}
      style={assignInlineVars({
        [styles.perViewMobile]: String(perView.mobile),
        [styles.perViewTablet]: String(perView.tablet),
        [styles.perViewDesktop]: String(perView.desktop),
      })}
      onPointerEnter={loadEngine}
      onFocus={loadEngine}
      onTouchStart={loadEngine}
    >
      {hasArrows ? (
        <>
          <div className={styles.arrow({ side: 'previous' })}>
            <IconButton
              label={previousLabel ?? strings.format('previous')}
              icon={<ChevronLeft size={20} />}
              variant="outline"
              shape="circle"
              isDisabled={!position.canPrevious}
              onPress={() => press((api) => api.scrollPrev())}
            />
          </div>
          <div className={styles.arrow({ side: 'next' })}>
            <IconButton
              label={nextLabel ?? strings.format('next')}
              icon={<ChevronRight size={20} />}
              variant="outline"
              shape="circle"
              isDisabled={!position.canNext}
              onPress={() => press((api) => api.scrollNext())}
            />
          </div>
        </>
      ) : null}
      <div
        ref={setViewport}
        className={styles.viewport}
        data-scroll={api ? 'embla' : 'native'}
        tabIndex={hasFinePointer ? undefined : 0}
      >
        <div className={styles.container}>
          {slides.map((slide, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide has no identity beyond its position
            <Slide key={index} label={slideName(index + 1)} isSnap={index % groupSize === 0}>
              {slide}
            </Slide>
          ))}
        </div>
      </div>
      {hasDots && position.snapCount > 1 ? (
        <div className={styles.dots}>
          {Array.from({ length: position.snapCount }, (_, snap) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
              key={snap}
              type="button"
              className={styles.dot}
              aria-label={goToSlideLabel?.(snap + 1) ?? strings.format('goToSlide', { index: snap + 1 })}
              aria-current={snap === position.snap ? 'true' : undefined}
              data-selected={snap === position.snap || undefined}
              onClick={() => press((api) => api.scrollTo(snap))}
            >
              <span className={styles.dotMark} />
            </button>
          ))}
        </div>
      ) : null}
      {isTakenOver && engine && viewport ? (
        <engine.CarouselEngine
          viewport={viewport}
          startIndex={position.snap}
          onInit={setApi}
          options={{
            align: 'start',
            containScroll: 'trimSnaps',
            duration: isReducedMotion ? 0 : slideDuration,
            slidesToScroll: toScroll.mobile,
            breakpoints: {
              [mediaQueries.tablet]: { slidesToScroll: toScroll.tablet },
              [mediaQueries.desktop]: { slidesToScroll: toScroll.desktop },
            },
          }}
        />
      ) : null}
    </div>
  );
}
