import { MAP_ZOOM, type MapMarker } from '@escale/domain';
import { clsx } from 'clsx';
import { lazy, Suspense, useMemo } from 'react';
import type { MapTiles } from './LeafletMap';
import { MapLoading } from './MapLoading';
import * as styles from './MapModal.css';

const LeafletMap = lazy(() => import('./LeafletMap'));

export interface HotelMapProps {
  hotelId: number;
  /** The hotel's name: its pin's accessible name. */
  hotelLabel: string;
  latitude: number;
  longitude: number;
  /** The map's accessible name. */
  label: string;
  /** A tile service; without it, the offline base map. */
  tiles?: MapTiles;
}

const ignoreSelection = () => {};

/**
 * One hotel's pin on the map modal's map, at the hotel zoom, without "Search in this area": for
 * dialogs such as "Getting there". Leaflet and the base map load when it first renders.
 */
export function HotelMap({ hotelId, hotelLabel, latitude, longitude, label, tiles }: HotelMapProps) {
  const markers = useMemo<MapMarker[]>(
    () => [{ hotelId, label: hotelLabel, location: { lat: latitude, lng: longitude }, weekend: [] }],
    [hotelId, hotelLabel, latitude, longitude],
  );
  const center = useMemo(() => ({ lat: latitude, lng: longitude }), [latitude, longitude]);
  return (
    <div className={clsx(styles.frame, styles.compactFrame)}>
      <Suspense fallback={<MapLoading />}>
        <LeafletMap
          markers={markers}
          selectedId={null}
          onSelect={ignoreSelection}
          center={center}
          zoom={MAP_ZOOM.hotel}
          isInteractive={false}
          tiles={tiles}
          label={label}
        />
      </Suspense>
    </div>
  );
}
