import { type ApiImage, lightboxIndex, swipeStep } from '@escale/domain';
import { useT } from '@escale/i18n';
import { IconButton, useThemeRoot } from '@escale/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import * as styles from './Lightbox.css';

export interface LightboxProps {
  /** Every picture, in order. */
  images: readonly ApiImage[];
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
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => lightboxIndex(index, -1, count),
  ArrowRight: (index, count) => lightboxIndex(index, 1, count),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Every picture of a stay or a hotel over the whole screen (S-198, S-219): the picture large,
 * previous and next buttons, the arrow keys (Home and End too) and swipes, "3 of 11", and
 * thumbnails from the tablet breakpoint. A modal dialog: Escape closes it and focus returns to
 * `returnFocus`. Loaded on first use by `ProductGallery`.
 */
export function Lightbox({
  images,
  title,
  isOpen,
  onOpenChange,
  index: requestedIndex,
  onIndexChange,
  returnFocus,
}: LightboxProps) {
  const t = useT();
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
                {t('carousel.slide', { index: index + 1, count })}
              </p>
              <Dialog.Close asChild>
                <IconButton
                  label={t('dialog.close')}
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
                  key={image.sizes['960_540']}
                  src={image.sizes['960_540']}
                  srcSet={`${image.sizes['640_360']} 640w, ${image.sizes['960_540']} 960w`}
                  sizes="100vw"
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
                      label={t('carousel.previous')}
                      icon={<ChevronLeft size={24} />}
                      variant="outline"
                      shape="circle"
                      onPress={() => onIndexChange(lightboxIndex(index, -1, count))}
                    />
                  </div>
                  <div className={styles.arrow} data-side="next">
                    <IconButton
                      label={t('carousel.next')}
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
                aria-label={t('lightbox.thumbnails')}
                className={styles.thumbnails}
              >
                {images.map((thumbnail, position) => (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be given twice; a thumbnail is its position
                    key={position}
                    type="button"
                    className={styles.thumbnail}
                    aria-label={t('gallery.image', { index: position + 1, count })}
                    aria-current={position === index ? 'true' : undefined}
                    onClick={() => onIndexChange(position)}
                  >
                    <img
                      src={thumbnail.sizes['120_80']}
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
