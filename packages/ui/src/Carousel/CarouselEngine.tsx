import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useLayoutEffect, useState } from 'react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface CarouselEngineProps {
  /** The carousel's list, until now scrolled natively. */
  viewport: HTMLElement;
  options: EmblaOptions;
  /** The snap the native list rests at, where embla starts. */
  startIndex: number;
  onInit: (api: EmblaApi) => void;
}

/** Embla on a carousel's list, loaded on first use (see `Carousel`). Renders nothing. */
export function CarouselEngine({ viewport, options, startIndex, onInit }: CarouselEngineProps) {
  // Embla starts over when its options change: the start stays the snap it took over at.
  const [start] = useState(startIndex);
  const [emblaRef, api] = useEmblaCarousel({ ...options, startIndex: start });
  useLayoutEffect(() => {
    // Embla moves the list with a transform instead: the native scroll goes back to 0 in the same
    // task as embla's first transform (React runs the effects of that update synchronously), so no
    // frame shows both.
    viewport.scrollLeft = 0;
    emblaRef(viewport);
  }, [emblaRef, viewport]);
  useEffect(() => {
    if (api) onInit(api);
  }, [api, onInit]);
  return null;
}
