import type { ReactElement } from 'react';
import { Button } from '../Button';
import { Carousel } from '../Carousel';
import { useUiStrings } from '../i18n/useUiStrings';
import { Images } from '../icons';
import * as styles from './Gallery.css';

export interface GalleryImage {
  src: string;
  /** Sizes of the same picture (`…640_360.jpg 640w, …960_540.jpg 960w`). */
  srcSet?: string;
  alt: string;
}

export interface GalleryProps {
  /** The pictures to show, as many as the caller's rules keep. */
  images: readonly GalleryImage[];
  /** The gallery's accessible name, such as "Photos of Hôtel des Remparts". */
  label: string;
  /**
   * `card` (default): the pictures in a swipeable carousel with dots.
   * `product`: a carousel below the tablet breakpoint; from it the first picture large and the
   * others in a grid beside it (a single picture fills the frame).
   */
  layout?: 'card' | 'product';
  /** The card pictures' `sizes`; the product layout knows its own. Defaults to `100vw`. */
  sizes?: string;
  /** Opens the lightbox at a picture; the pictures and a "See all pictures" button call it when given. */
  onOpenLightbox?: (index: number) => void;
  /** The button's words; default to "See all pictures". */
  seeAllLabel?: string;
}

const productSizes = { main: `(min-width: 768px) 50vw, 100vw`, tile: `(min-width: 768px) 25vw, 100vw` };

/** The first picture loads at once (it is often the largest paint); the others when near the view. */
function Picture({
  image,
  index,
  sizes,
  fit,
}: {
  image: GalleryImage;
  index: number;
  sizes: string;
  fit: 'frame' | 'fill';
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={640}
      height={360}
      loading={index === 0 ? 'eager' : 'lazy'}
      decoding="async"
      className={styles.picture({ fit })}
    />
  );
}

function Opener({
  index,
  onOpenLightbox,
  children,
}: {
  index: number;
  onOpenLightbox?: (index: number) => void;
  children: ReactElement;
}) {
  if (!onOpenLightbox) return children;
  return (
    <button type="button" className={styles.open} onClick={() => onOpenLightbox(index)}>
      {children}
    </button>
  );
}

function SeeAll({
  placement,
  label,
  onOpenLightbox,
}: {
  placement: 'top' | 'bottom';
  label?: string;
  onOpenLightbox: (index: number) => void;
}) {
  const strings = useUiStrings();
  return (
    <div className={styles.seeAll({ placement })}>
      <Button
        variant="outline"
        tone="neutral"
        iconStart={<Images size={18} />}
        onPress={() => onOpenLightbox(0)}
      >
        {label ?? strings.format('seeAllPictures')}
      </Button>
    </div>
  );
}

/** Pictures of a card or a product page, in a fixed frame so nothing shifts while they load. */
export function Gallery({
  images,
  label,
  layout = 'card',
  sizes = '100vw',
  onOpenLightbox,
  seeAllLabel,
}: GalleryProps) {
  const [main, ...grid] = images;
  if (main === undefined) return <div className={styles.empty} aria-hidden="true" />;
  const isProduct = layout === 'product';

  const slideSizes = isProduct ? productSizes.main : sizes;
  const carousel = (
    <div className={styles.frame}>
      {isProduct && onOpenLightbox ? (
        <SeeAll placement="top" label={seeAllLabel} onOpenLightbox={onOpenLightbox} />
      ) : null}
      <Carousel label={label} space="0" hasDots>
        {images.map((image, index) => (
          <Opener key={image.src} index={index} onOpenLightbox={isProduct ? onOpenLightbox : undefined}>
            <Picture image={image} index={index} sizes={slideSizes} fit="frame" />
          </Opener>
        ))}
      </Carousel>
    </div>
  );
  if (!isProduct) return carousel;

  return (
    <>
      <div className={styles.mobileOnly}>{carousel}</div>
      <section aria-label={label} className={styles.mosaic}>
        <div className={styles.tile({ kind: grid.length > 0 ? 'main' : 'single' })}>
          <Opener index={0} onOpenLightbox={onOpenLightbox}>
            <Picture image={main} index={0} sizes={productSizes.main} fit="fill" />
          </Opener>
          {grid.length === 0 && onOpenLightbox ? (
            <SeeAll placement="bottom" label={seeAllLabel} onOpenLightbox={onOpenLightbox} />
          ) : null}
        </div>
        {grid.map((image, position) => (
          <div key={image.src} className={styles.tile({ kind: 'grid' })}>
            <Opener index={position + 1} onOpenLightbox={onOpenLightbox}>
              <Picture image={image} index={position + 1} sizes={productSizes.tile} fit="fill" />
            </Opener>
            {position === grid.length - 1 && onOpenLightbox ? (
              <SeeAll placement="bottom" label={seeAllLabel} onOpenLightbox={onOpenLightbox} />
            ) : null}
          </div>
        ))}
      </section>
    </>
  );
}
