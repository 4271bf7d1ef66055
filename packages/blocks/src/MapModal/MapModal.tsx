import type { GeoPoint, MapMarker, SearchArea } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Modal, ModalContent } from '@escale/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import type { MapTiles } from './LeafletMap';
import { MapLoading } from './MapLoading';
import * as styles from './MapModal.css';

const LeafletMap = lazy(() => import('./LeafletMap'));

export interface MapModalProps {
  isOpen: boolean;
  /** Called with `false` when the close button, Escape or the backdrop closes the modal. */
  onOpenChange: (isOpen: boolean) => void;
  /** One pin per hotel (offers.json with performMapSearch), or the one hotel of a product page. */
  markers: MapMarker[];
  /** The `hotelId` of the selected pin, or null. */
  selectedId: number | null;
  /** A pin was pressed (its marker), or the map or the pressed pin again (null) (S-177). */
  onSelect: (marker: MapMarker | null) => void;
  /** The selected hotel's card (the shop fetches its offer), shown over the map. */
  selectedCard?: ReactNode;
  /** A known location (the searched destination); by default the pins are fitted, or Barcelona. */
  center?: GeoPoint;
  /** The zoom with `center` (see `zoomForDestination`); the city zoom by default. */
  zoom?: number;
  /** Shows "Search in this area" (S-178). */
  isInteractive?: boolean;
  /** "Search in this area" pressed: the visible map's centre and the radius covering it, in km. */
  onSearchArea?: (area: SearchArea) => void;
  /** A tile service; without it, the offline base map of the world's countries. */
  tiles?: MapTiles;
}

/**
 * The map of hotels (000 §4, 002 §2 Map modal; S-176…S-182): full screen on mobile, a pin button per
 * hotel, the selected hotel's card, and "Search in this area" on interactive maps. Leaflet, its CSS
 * and the base map load when the modal first opens.
 */
export function MapModal({
  isOpen,
  onOpenChange,
  markers,
  selectedId,
  onSelect,
  selectedCard,
  center,
  zoom,
  isInteractive = false,
  onSearchArea,
  tiles,
}: MapModalProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <ModalContent title={t('map.title')} size="large" isFullScreenOnMobile>
        <div className={styles.frame}>
          <Suspense fallback={<MapLoading />}>
            <LeafletMap
              markers={markers}
              selectedId={selectedId}
              onSelect={onSelect}
              center={center}
              zoom={zoom}
              isInteractive={isInteractive}
              onSearchArea={onSearchArea}
              tiles={tiles}
            />
          </Suspense>
          <div className={styles.card} aria-live="polite" data-map-overlay>
            {selectedId !== null ? selectedCard : null}
          </div>
        </div>
      </ModalContent>
    </Modal>
  );
}
