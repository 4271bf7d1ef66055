import {
  applyNearby,
  DEFAULT_NEARBY_DISTANCE_KM,
  type GeoPoint,
  NEARBY_DISTANCES_KM,
  type NearbyDistance,
  nearbyDistanceOf,
  nearbyLocation,
  type SearchCriteria,
  type UserLocation,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Alert, Button } from '@escale/ui';
import { Navigation } from '@escale/ui/icons';
import { lazy, useState } from 'react';
import { FieldPanel, FieldTrigger } from '../SearchBox/SearchField';

// The radio group loads with the panel, the first time it opens.
const RadioGroup = lazy(() =>
  import('@escale/ui/RadioGroup').then((module) => ({ default: module.RadioGroup })),
);

export interface NearbyFieldProps {
  criteria: SearchCriteria;
  /** Called with the search around the visitor once their position is known. */
  onChange: (criteria: SearchCriteria) => void;
  /** The visitor's position (the browser's geolocation); a rejection shows a message. */
  locateUser: () => Promise<GeoPoint>;
  /** Called with the position and distance, for the shop to keep (000 §2, S-025). */
  onUserLocationChange?: (location: UserLocation) => void;
}

const asDistance = (km: number | null): NearbyDistance =>
  NEARBY_DISTANCES_KM.find((distance) => distance === km) ?? DEFAULT_NEARBY_DISTANCE_KM;

/**
 * The "Travel locally!" selector: 100, 200 or 300 km around the visitor, 200 by default (S-023).
 * Its label reads "less than 2h" until a distance is set (S-024); Confirm locates the visitor, then
 * searches around them and shows the distance (S-025, S-026).
 */
export function NearbyField({ criteria, onChange, locateUser, onUserLocationChange }: NearbyFieldProps) {
  const t = useT();
  const format = useFormat();
  const [isOpen, setOpen] = useState(false);
  const current = nearbyDistanceOf(criteria);
  const [distance, setDistance] = useState<NearbyDistance>(asDistance(current));
  const [status, setStatus] = useState<'idle' | 'locating' | 'failed'>('idle');

  const changeOpen = (next: boolean) => {
    if (next) {
      setDistance(asDistance(current));
      setStatus('idle');
    }
    setOpen(next);
  };
  const confirm = async () => {
    setStatus('locating');
    try {
      const point = await locateUser();
      onChange(applyNearby(criteria, point, distance));
      onUserLocationChange?.(nearbyLocation(point, distance));
      setStatus('idle');
      setOpen(false);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <FieldPanel
      title={t('nearby.title')}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      trigger={
        <FieldTrigger
          variant="chip"
          icon={<Navigation size={20} />}
          label={t('nearby.title')}
          value={
            current === null
              ? t('nearby.lessThan2h')
              : t('nearby.lessThanDistance', { distance: format.distance(current) })
          }
        />
      }
      footer={
        <Button isPending={status === 'locating'} onPress={confirm}>
          {t('nearby.confirm')}
        </Button>
      }
    >
      <RadioGroup
        label={t('nearby.distance')}
        orientation="horizontal"
        options={NEARBY_DISTANCES_KM.map((km) => ({ value: String(km), label: format.distance(km) }))}
        value={String(distance)}
        onChange={(value) => setDistance(asDistance(Number(value)))}
      />
      {status === 'failed' ? <Alert tone="critical">{t('nearby.locationError')}</Alert> : null}
    </FieldPanel>
  );
}
