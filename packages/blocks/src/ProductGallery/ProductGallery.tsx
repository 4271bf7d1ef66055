import { type ApiImage, productGallery } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Gallery, Spinner } from '@escale/ui';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import * as styles from './ProductGallery.css';
import { galleryImage, lightboxImage } from './productImages';

const loadLightbox = () => import('@escale/ui/Lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

let lightboxRequested = false;

/** Starts loading the lightbox's code before it is needed: on hover or focus of the gallery. */
function prefetchLightbox() {
  if (lightboxRequested) return;
  lightboxRequested = true;
  loadLightbox().catch(() => {
    lightboxRequested = false;
  });
}

export interface ProductGalleryProps {
  /** The pictures of the stay or of the hotel, in order. */
  images: readonly ApiImage[];
  /** What they show, the stay's or the hotel's name: "Photos of {name}". */
  name: string;
}

function LightboxLoading() {
  const t = useT();
  return (
    <div className={styles.loading}>
      <Spinner size="large" label={t('lightbox.loading')} />
    </div>
  );
}

/**
 * The gallery of the stay product page and the hotel page (S-198, S-199, S-219): a carousel on
 * mobile; from the tablet breakpoint one large picture and a grid of the next 4, or a single
 * picture when there are fewer than 4 (G-18). A picture or "See all pictures" opens every picture
 * in a full-screen lightbox, whose code loads on first use (prefetched on hover or focus).
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const t = useT();
  const title = t('lightbox.title', { name });
  // One large picture and a grid of the next 4, or a single picture below 4 (G-18).
  const pictures = useMemo(() => productGallery(images.map(galleryImage))?.shown ?? [], [images]);
  const lightboxPictures = useMemo(() => images.map(lightboxImage), [images]);
  const [index, setIndex] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setOpened] = useState(false);
  // What had focus when the lightbox opened: focus goes back there when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((at: number) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setIndex(at);
    setOpen(true);
    setOpened(true);
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only prefetches the lightbox; the gallery's buttons are the controls
    <div onPointerEnter={prefetchLightbox} onFocus={prefetchLightbox}>
      <Gallery
        images={pictures}
        label={title}
        layout="product"
        onOpenLightbox={images.length > 0 ? open : undefined}
      />
      {hasOpened ? (
        <Suspense fallback={isOpen ? <LightboxLoading /> : null}>
          <Lightbox
            images={lightboxPictures}
            title={title}
            index={index}
            onIndexChange={setIndex}
            isOpen={isOpen}
            onOpenChange={setOpen}
            returnFocus={opener}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
