import { CARD_IMAGE_VIEWPORT_MARGIN_PX, cardGalleryImages } from '@escale/domain';
import { Carousel, useRoutedLink } from '@escale/ui';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import * as styles from './CardGallery.css';

/** A card picture: its URL, optional other sizes of it, and its text alternative. */
export interface CardImageSource {
  src: string;
  /** Sizes of the same picture (`…640_360 640w, …960_540 960w`). */
  srcSet?: string;
  alt: string;
}

const hasArea = ({ intersectionRect }: IntersectionObserverEntry) =>
  intersectionRect.width > 0 && intersectionRect.height > 0;

/** Whether the element has come within 72 px of the viewport (S-158); stays true once it has. */
function useNearViewport(ref: RefObject<HTMLElement | null>, isEnabled: boolean): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!isEnabled || isNear || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // The document as root applies the margin to its own viewport, also inside a frame. A later
    // carousel slide, clipped by its list, only touches it: an intersection without area, which
    // `isIntersecting` counts; the small threshold tells when the slide moves in.
    const observer = new IntersectionObserver((entries) => entries.some(hasArea) && setNear(true), {
      root: document,
      rootMargin: `${CARD_IMAGE_VIEWPORT_MARGIN_PX}px`,
      threshold: 0.01,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, isEnabled, isNear]);
  return isNear;
}

export interface CardImageProps {
  image: CardImageSource;
  /** The `sizes` of the picture's `srcSet`. */
  sizes?: string;
  /** Loads at once with a high priority (the first cards' first picture, often the largest paint). */
  isPriority?: boolean;
  /** `wide` (default): 16:9 across the width; `fill`: the parent's frame. */
  frame?: 'wide' | 'fill';
  /** The intrinsic size, 640 × 360 by default. */
  width?: number;
  height?: number;
}

/**
 * A card picture in a fixed frame. Unless it is a priority picture it gets its address only once
 * it comes within 72 px of the viewport (S-158), so pictures far down the page or on later
 * carousel slides cost nothing.
 */
export function CardImage({
  image,
  sizes,
  isPriority = false,
  frame = 'wide',
  width = 640,
  height = 360,
}: CardImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const isNear = useNearViewport(ref, !isPriority);
  const isLoading = isPriority || isNear;
  return (
    <img
      ref={ref}
      src={isLoading ? image.src : undefined}
      srcSet={isLoading ? image.srcSet : undefined}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={width}
      height={height}
      loading={isPriority ? 'eager' : undefined}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      data-priority={isPriority || undefined}
      className={styles.image({ frame })}
    />
  );
}

/**
 * A picture's link to the card's destination. The title is the card's one link for keyboards and
 * assistive technology, so this one is hidden from both; pointers get the native behaviours
 * (modifier and middle clicks open a new tab) while the gallery stays swipeable.
 */
export function MediaLink({
  href,
  onPress,
  children,
}: {
  href: string;
  onPress?: () => void;
  children: ReactNode;
}) {
  const routed = useRoutedLink(href, onPress);
  // biome-ignore-start lint/a11y/useAnchorContent: the card's title is the link for assistive technology, this one serves pointers
  return (
    <a {...routed} tabIndex={-1} aria-hidden="true" draggable={false} className={styles.mediaLink}>
      {children}
    </a>
  );
  // biome-ignore-end lint/a11y/useAnchorContent: see above
}

export interface CardGalleryProps {
  /** The card's pictures; the first 4 show (S-156). */
  images: readonly CardImageSource[];
  /** The carousel's accessible name, such as "Photos of Week-end gastronomique". */
  label: string;
  /** Where a click on a picture goes: the card's destination. */
  href: string;
  /** Called as a picture's link is followed. */
  onPress?: () => void;
  /** Loads the first picture at once (the first row of results). */
  isPriority?: boolean;
  /** The pictures' `sizes`: the card's width at each breakpoint. */
  sizes?: string;
}

/**
 * Up to 4 pictures of a card in a swipeable carousel with dots (arrows from the desktop breakpoint),
 * each a link to the card's destination; one picture shows alone, none shows an empty frame.
 */
export function CardGallery({
  images,
  label,
  href,
  onPress,
  isPriority = false,
  sizes = '100vw',
}: CardGalleryProps) {
  const slides = cardGalleryImages(images);
  const [first] = slides;
  if (first === undefined) return <div className={styles.image()} aria-hidden="true" />;
  if (slides.length === 1) {
    return (
      <MediaLink href={href} onPress={onPress}>
        <CardImage image={first} sizes={sizes} isPriority={isPriority} />
      </MediaLink>
    );
  }
  return (
    <Carousel label={label} space="0" hasDots>
      {slides.map((image, index) => (
        <MediaLink key={image.src} href={href} onPress={onPress}>
          <CardImage image={image} sizes={sizes} isPriority={isPriority && index === 0} />
        </MediaLink>
      ))}
    </Carousel>
  );
}
