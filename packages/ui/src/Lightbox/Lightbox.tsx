import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { IconButton } from '../IconButton';
import { useUiStrings } from '../i18n/useUiStrings';
import { ChevronLeft, ChevronRight, X } from '../icons';
import { useThemeRoot } from '../Overlay';
import * as styles from './Lightbox.css';
import { lightboxIndex, swipeStep } from './swipe';

export interface LightboxImage {
  /** The picture shown large (960 px wide). */
  src: string;
  /** Sizes of the same picture (`…640_360.jpg 640w, …960_540.jpg 960w`). */
  srcSet?: string;
  /** A small version for the thumbnails (120 × 80). */
  thumbnailSrc: string;
  alt: string;
}

export interface LightboxProps {
  /** Every picture, in order. */
  images: readonly LightboxImage[];
  /** The dialog's heading and accessible name: "Photos of {name}". */
  title: string;
  isOpen: boolean;
  /** Called with `false` when the close button or Escape closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The zero-based picture shown. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Receives focus when the lightbox closes: what opened it. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The buttons' and the thumbnails' names; default to "Close", "Previous", "Next" and "All pictures". */
  closeLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  thumbnailsLabel?: string;
  /** The counter's text; defaults to "3 of 11". */
  counterLabel?: (index: number, count: number) => string;
  /** A thumbnail's name; defaults to "Picture 3 of 11". */
  thumbnailLabel?: (index: number, count: number) => string;
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => lightboxIndex(index, -1, count),
  ArrowRight: (index, count) => lightboxIndex(index, 1, count),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Pictures over the whole screen (S-198, S-219): the picture large, previous and next buttons (going
 * round at both ends), the arrow keys (Home and End too) and swipes, "3 of 11", and thumbnails
 * from the tablet breakpoint. A modal dialog: Escape closes it and focus returns to `returnFocus`.
 * Its own entry point (`@escale/ui/Lightbox`), so a page can load it on first use.
 */
export function Lightbox({
  images,
  title,
  isOpen,
  onOpenChange,
  index: requestedIndex,
  onIndexChange,
  returnFocus,
  closeLabel,
  previousLabel,
  nextLabel,
  thumbnailsLabel,
  counterLabel,
  thumbnailLabel,
}: LightboxProps) {
  const strings = useUiStrings();
  const [anchorRef, themeRoot] = useThemeRoot();
  const thumbnailsRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const count = images.length;
  const index = Math.min(Math.max(requestedIndex, 0), Math.max(count - 1, 0));
  const image = images[index];

  useEffect(() => {
    if (!isOpen) return;
    const current = thumbnailsRef.current?.querySelectorAll('button')[index];
    current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [isOpen, index]);

  const go = (to: number, from: EventTarget | null) => {
    onIndexChange(to);
    // Keyboard focus on a thumbnail follows the picture.
    const thumbnails = thumbnailsRef.current;
    if (from instanceof Node && thumbnails?.contains(from)) {
      thumbnails.querySelectorAll<HTMLButtonElement>('button')[to]?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = keySteps[event.key];
    if (!step || count === 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    go(step(index, count), event.target);
  };

  const onPointerDown = (event: PointerEvent) => {
    // A second finger (a pinch) is not a swipe.
    swipeStart.current =
      swipeStart.current === null ? { x: event.clientX, y: event.clientY, pointerId: event.pointerId } : null;
  };
  const endSwipe = () => {
    swipeStart.current = null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    if (!start || start.pointerId !== event.pointerId) return;
    swipeStart.current = null;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) onIndexChange(lightboxIndex(index, step, count));
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <span ref={anchorRef} className={styles.anchor} />
      {themeRoot !== undefined ? (
        <Dialog.Portal container={themeRoot}>
          <Dialog.Content
            className={styles.lightbox}
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus?.current?.focus();
            }}
          >
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              <p className={styles.counter} aria-live="polite" aria-atomic="true">
                {counterLabel?.(index + 1, count) ?? strings.format('slideOf', { index: index + 1, count })}
              </p>
              <Dialog.Close asChild>
                <IconButton
                  label={closeLabel ?? strings.format('close')}
                  icon={<X size={20} />}
                  variant="outline"
                  shape="circle"
                />
              </Dialog.Close>
            </div>
            <div
              className={styles.stage}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={endSwipe}
              onPointerLeave={endSwipe}
            >
              {image ? (
                <img
                  key={image.src}
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet ? '100vw' : undefined}
                  alt={image.alt}
                  width={960}
                  height={540}
                  draggable={false}
                  className={styles.picture}
                />
              ) : null}
              {count > 1 ? (
                <>
                  <div className={styles.arrow} data-side="previous">
                    <IconButton
                      label={previousLabel ?? strings.format('previous')}
                      icon={<ChevronLeft size={24} />}
                      variant="outline"
                      shape="circle"
                      onPress={() => onIndexChange(lightboxIndex(index, -1, count))}
                    />
                  </div>
                  <div className={styles.arrow} data-side="next">
                    <IconButton
                      label={nextLabel ?? strings.format('next')}
                      icon={<ChevronRight size={24} />}
                      variant="outline"
                      shape="circle"
                      onPress={() => onIndexChange(lightboxIndex(index, 1, count))}
                    />
                  </div>
                </>
              ) : null}
            </div>
            {count > 1 ? (
              // biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not a form's fieldset
              <div
                ref={thumbnailsRef}
                role="group"
                aria-label={thumbnailsLabel ?? strings.format('allPictures')}
                className={styles.thumbnails}
              >
                {images.map((thumbnail, position) => (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be given twice; a thumbnail is its position
                    key={position}
                    type="button"
                    className={styles.thumbnail}
                    aria-label={
                      thumbnailLabel?.(position + 1, count) ??
                      strings.format('pictureOf', { index: position + 1, count })
                    }
                    aria-current={position === index ? 'true' : undefined}
                    onClick={() => onIndexChange(position)}
                  >
                    <img
                      src={thumbnail.thumbnailSrc}
                      alt=""
                      width={120}
                      height={80}
                      loading="lazy"
                      draggable={false}
                      className={styles.thumbnailPicture}
                    />
                  </button>
                ))}
              </div>
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      ) : null}
    </Dialog.Root>
  );
}

export default Lightbox;
