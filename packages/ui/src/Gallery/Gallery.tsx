import { cardGalleryImages, productGallery } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Images } from 'lucide-react';
import type { ReactElement } from 'react';
import { Button } from '../Button';
import { Carousel } from '../Carousel';
import * as styles from './Gallery.css';

export interface GalleryImage {
  src: string;
  /** Sizes of the same picture (`…640_360.jpg 640w, …960_540.jpg 960w`). */
  srcSet?: string;
  alt: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** The gallery's accessible name, such as "Photos of Hôtel des Remparts". */
  label: string;
  /**
   * `card` (default): up to 4 pictures in a swipeable carousel with dots (S-156).
   * `product`: a carousel below the tablet breakpoint; from it one large picture and a grid of the
   * next 4, or a single picture when there are fewer than 4 (G-18).
   */
  layout?: 'card' | 'product';
  /** The card pictures' `sizes`; the product layout knows its own. Defaults to `100vw`. */
  sizes?: string;
  /** Opens the lightbox at a picture; the pictures and a "See all pictures" button call it when given. */
  onOpenLightbox?: (index: number) => void;
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
  onOpenLightbox,
}: {
  placement: 'top' | 'bottom';
  onOpenLightbox: (index: number) => void;
}) {
  const t = useT();
  return (
    <div className={styles.seeAll({ placement })}>
      <Button
        variant="outline"
        tone="neutral"
        iconStart={<Images size={18} />}
        onPress={() => onOpenLightbox(0)}
      >
        {t('gallery.seeAll')}
      </Button>
    </div>
  );
}

/** Pictures of a card or a product page, in a fixed frame so nothing shifts while they load. */
export function Gallery({ images, label, layout = 'card', sizes = '100vw', onOpenLightbox }: GalleryProps) {
  const product = layout === 'product' ? productGallery(images) : null;
  const slides = product ? product.shown : cardGalleryImages(images);
  if (slides.length === 0) return <div className={styles.empty} aria-hidden="true" />;

  const slideSizes = product ? productSizes.main : sizes;
  const carousel = (
    <div className={styles.frame}>
      {product && onOpenLightbox ? <SeeAll placement="top" onOpenLightbox={onOpenLightbox} /> : null}
      <Carousel label={label} space="0" hasDots>
        {slides.map((image, index) => (
          <Opener key={image.src} index={index} onOpenLightbox={product ? onOpenLightbox : undefined}>
            <Picture image={image} index={index} sizes={slideSizes} fit="frame" />
          </Opener>
        ))}
      </Carousel>
    </div>
  );
  if (!product) return carousel;

  return (
    <>
      <div className={styles.mobileOnly}>{carousel}</div>
      <section aria-label={label} className={styles.mosaic}>
        <div className={styles.tile({ kind: product.grid.length > 0 ? 'main' : 'single' })}>
          <Opener index={0} onOpenLightbox={onOpenLightbox}>
            <Picture image={product.main} index={0} sizes={productSizes.main} fit="fill" />
          </Opener>
          {product.grid.length === 0 && onOpenLightbox ? (
            <SeeAll placement="bottom" onOpenLightbox={onOpenLightbox} />
          ) : null}
        </div>
        {product.grid.map((image, position) => (
          <div key={image.src} className={styles.tile({ kind: 'grid' })}>
            <Opener index={position + 1} onOpenLightbox={onOpenLightbox}>
              <Picture image={image} index={position + 1} sizes={productSizes.tile} fit="fill" />
            </Opener>
            {position === product.grid.length - 1 && onOpenLightbox ? (
              <SeeAll placement="bottom" onOpenLightbox={onOpenLightbox} />
            ) : null}
          </div>
        ))}
      </section>
    </>
  );
}
