import { useT } from '@escale/i18n';
import { Spinner } from '@escale/ui';
import * as styles from './MapModal.css';

/** Covers the map's frame while Leaflet or the base map loads. */
export function MapLoading() {
  const t = useT();
  return (
    <div className={styles.loading}>
      <Spinner size="large" label={t('map.loading')} isLabelVisible />
    </div>
  );
}
