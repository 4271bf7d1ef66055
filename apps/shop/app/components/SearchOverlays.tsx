import { HotelOffersDrawer, MapModal, OfferCard } from '@escale/blocks';
import {
  applyUserLocation,
  type Destination,
  type Flow,
  type OfferCard as OfferCardData,
  type SearchCriteria,
  zoomForDestination,
} from '@escale/domain';
import type { useHotelOffersDrawer, useSearchMap } from '../lib/searchExtras';

export interface SearchOverlaysProps {
  flow: Flow;
  criteria: SearchCriteria;
  destination: Destination | null;
  map: ReturnType<typeof useSearchMap>;
  offersDrawer: ReturnType<typeof useHotelOffersDrawer>;
  offerHref: (offer: OfferCardData) => string;
  /** "Search this area": the map's centre and radius as the new location. */
  onSearch: (criteria: SearchCriteria) => void;
}

/** The search page's map (S-179…S-182) and hotel offers drawer (S-468), each once opened. */
export function SearchOverlays({
  flow,
  criteria,
  destination,
  map,
  offersDrawer,
  offerHref,
  onSearch,
}: SearchOverlaysProps) {
  const drawer = offersDrawer.drawer;
  return (
    <>
      {map.isOpen ? (
        <MapModal
          isOpen
          onOpenChange={(isOpen) => !isOpen && map.close()}
          markers={map.markers}
          selectedId={map.selected?.hotelId ?? null}
          onSelect={map.select}
          selectedCard={
            map.card ? (
              <OfferCard offer={map.card} view="CONDENSED" flow={flow} href={offerHref(map.card)} />
            ) : undefined
          }
          zoom={destination ? zoomForDestination(destination.kind) : undefined}
          center={destination ? { lat: destination.latitude, lng: destination.longitude } : undefined}
          isInteractive
          onSearchArea={({ lat, lng, radiusKm }) => {
            map.close();
            onSearch(
              applyUserLocation(criteria, { lat, lng, distanceMin: 0, distanceMax: Math.ceil(radiusKm) }),
            );
          }}
        />
      ) : null}
      {drawer ? (
        <HotelOffersDrawer
          hotel={drawer.offer.hotel}
          offers={drawer.offers}
          flow={flow}
          hasDates={Boolean(criteria.checkin)}
          isLoading={drawer.isLoading}
          error={drawer.error}
          isOpen
          onOpenChange={(isOpen) => !isOpen && offersDrawer.close()}
          offerHref={offerHref}
        />
      ) : null}
    </>
  );
}
