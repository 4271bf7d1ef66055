import type { ApiImage } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading, TruncatedText } from '@escale/ui';
import { BedDouble, Maximize2, Users } from '@escale/ui/icons';
import * as styles from './StayRoom.css';

export interface StayRoomProps {
  room: {
    title: string;
    type: string;
    description: string;
    bedding: string;
    capacity: number;
    size: number;
    highlightedFacilities: readonly string[];
    images: readonly ApiImage[];
  };
  headingLevel?: 2 | 3;
}

/**
 * The room of a stay (001 §3 Room, stay page): its picture, name and type, bedding, capacity and
 * size, the description cut to 86/250 characters with "See more" (S-231), and its highlights.
 */
export function StayRoom({ room, headingLevel = 2 }: StayRoomProps) {
  const t = useT();
  const image = room.images[0];
  return (
    <div className={styles.room}>
      {image ? (
        <img
          src={image.sizes['640_360']}
          srcSet={`${image.sizes['640_360']} 640w, ${image.sizes['960_540']} 960w`}
          sizes="(min-width: 768px) 320px, 100vw"
          alt={image.alt}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className={styles.picture}
        />
      ) : null}
      <div className={styles.text}>
        <Heading level={headingLevel} size={3}>
          {room.title}
        </Heading>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <BedDouble size={16} aria-hidden="true" />
            {t('room.type', { type: room.type })} · {room.bedding}
          </li>
          <li className={styles.fact}>
            <Users size={16} aria-hidden="true" />
            {t('room.capacity', { count: room.capacity })}
          </li>
          <li className={styles.fact}>
            <Maximize2 size={16} aria-hidden="true" />
            {t('room.size', { size: room.size })}
          </li>
        </ul>
        <TruncatedText size="small">{room.description}</TruncatedText>
        {room.highlightedFacilities.length > 0 ? (
          <ul className={styles.highlights} aria-label={t('room.highlights')}>
            {room.highlightedFacilities.map((facility) => (
              <li key={facility} className={styles.highlight}>
                {facility}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
