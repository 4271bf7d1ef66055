import {
  type Flow,
  type HotelDetail,
  type PetPolicyLine,
  parkingFacilities,
  petPolicyLines,
  servicesCount,
  touristTaxEstimate,
} from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import { Heading, Stack, Text } from '@escale/ui';
import { Fragment, type ReactNode, useId } from 'react';
import { type CancellationPolicyInput, toCardPolicy } from '../CancellationInfo/cancellationPolicy';
import { CancellationConditions } from '../CancellationModal';
import { HotelMap, type MapTiles } from '../MapModal';
import { LocalTaxRuleText } from '../TouristTaxModal/TouristTaxExplainer';
import * as styles from './PracticalInfo.css';

export type PracticalHotel = Pick<
  HotelDetail,
  | 'id'
  | 'label'
  | 'location'
  | 'infoGeneral'
  | 'facilities'
  | 'highlightedFacilities'
  | 'policy'
  | 'checkInOut'
  | 'breakfastHours'
  | 'localTax'
  | 'importantInfos'
>;

export interface ActivitySchedule {
  activityId: number;
  title: string;
  schedules: readonly string[];
}

export interface PracticalRoom {
  title: string;
  highlightedFacilities: readonly string[];
}

export interface PracticalCancellation {
  policy: CancellationPolicyInput;
  hasDates: boolean;
}

/** A titled part of a modal, its heading one level under the dialog's title. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={3} size={4} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function List({ items, isColumns = false }: { items: readonly string[]; isColumns?: boolean }) {
  return (
    <ul className={isColumns ? `${styles.list} ${styles.columns}` : styles.list}>
      {items.map((item) => (
        <Text as="li" key={item}>
          {item}
        </Text>
      ))}
    </ul>
  );
}

/** "08:00-11:00" as "08:00–11:00". */
const timeRange = (hours: string) => hours.replace(/\s*-\s*/g, '–');

/** "Getting there" (S-222): the address, the parking facilities and the hotel on a map. */
export function GettingThere({ hotel, tiles }: { hotel: PracticalHotel; tiles?: MapTiles }) {
  const t = useT();
  const parking = parkingFacilities(hotel.infoGeneral);
  return (
    <Stack space="5">
      <Part title={t('practical.address')}>
        <address className={styles.address}>
          {hotel.label}
          <br />
          {hotel.location.address}
          <br />
          {hotel.location.postcode} {hotel.location.city}
        </address>
      </Part>
      <Part title={t('practical.parking')}>
        {parking.length > 0 ? <List items={parking} /> : <Text tone="muted">{t('practical.noParking')}</Text>}
      </Part>
      <HotelMap
        hotelId={hotel.id}
        hotelLabel={hotel.label}
        latitude={hotel.location.latitude}
        longitude={hotel.location.longitude}
        label={t('practical.mapLabel', { hotel: hotel.label })}
        tiles={tiles}
      />
    </Stack>
  );
}

/** "Hours" (S-223): arrival from, departure until, breakfast hours and the activities' schedules. */
export function Hours({
  hotel,
  activitySchedules,
}: {
  hotel: PracticalHotel;
  activitySchedules: readonly ActivitySchedule[];
}) {
  const t = useT();
  const withSchedules = activitySchedules.filter((activity) => activity.schedules.length > 0);
  return (
    <Stack space="5">
      <dl className={styles.hours}>
        <dt className={styles.term}>{t('practical.arrival')}</dt>
        <dd className={styles.definition}>
          {t('practical.arrivalFrom', { time: hotel.checkInOut.checkin })}
        </dd>
        <dt className={styles.term}>{t('practical.departure')}</dt>
        <dd className={styles.definition}>
          {t('practical.departureUntil', { time: hotel.checkInOut.checkout })}
        </dd>
        {hotel.breakfastHours ? (
          <>
            <dt className={styles.term}>{t('practical.breakfast')}</dt>
            <dd className={styles.definition}>{timeRange(hotel.breakfastHours)}</dd>
          </>
        ) : null}
      </dl>
      {withSchedules.length > 0 ? (
        <Part title={t('practical.activities')}>
          <dl className={styles.hours}>
            {withSchedules.map((activity) => (
              <Fragment key={activity.activityId}>
                <dt className={styles.term}>{activity.title}</dt>
                <dd className={styles.definition}>{activity.schedules.map(timeRange).join(', ')}</dd>
              </Fragment>
            ))}
          </dl>
        </Part>
      ) : null}
    </Stack>
  );
}

/** "Services and equipment" (S-224): the count, the highlights, the room and the equipment by group. */
export function Services({ hotel, room }: { hotel: PracticalHotel; room: PracticalRoom | null }) {
  const t = useT();
  const groups = hotel.infoGeneral.filter((group) => group.facilities.length > 0);
  return (
    <Stack space="5">
      <Text weight="medium">{t('practical.servicesCount', { count: servicesCount(hotel) })}</Text>
      {hotel.highlightedFacilities.length > 0 ? (
        <Part title={t('practical.highlights')}>
          <List items={hotel.highlightedFacilities.map((facility) => facility.label)} isColumns />
        </Part>
      ) : null}
      {room ? (
        <Part title={t('practical.room')}>
          <Text weight="medium">{room.title}</Text>
          {room.highlightedFacilities.length > 0 ? (
            <List items={room.highlightedFacilities} isColumns />
          ) : null}
        </Part>
      ) : null}
      <Part title={t('practical.equipment')}>
        {groups.length > 0 ? (
          <Stack space="3">
            {groups.map((group) => (
              <div key={group.code} className={styles.section}>
                <Text weight="medium">{group.label}</Text>
                <List items={group.facilities} isColumns />
              </div>
            ))}
          </Stack>
        ) : (
          <List items={hotel.facilities} isColumns />
        )}
      </Part>
    </Stack>
  );
}

function PetLine({ line }: { line: PetPolicyLine }) {
  const t = useT();
  const format = useFormat();
  switch (line.kind) {
    case 'notAllowed':
      return t('practical.petsNotAllowed');
    case 'allowed':
      return t('practical.petsAllowed', { count: line.maxPets });
    case 'maxWeight':
      return t('practical.petsMaxWeight', { weight: line.kilograms });
    case 'price':
      return t('practical.petsPrice', { price: format.price(line.amount) });
    case 'free':
      return t('practical.petsFree');
  }
}

/**
 * "Things to know" (S-225, S-226, S-314): the pet policy, the tourist tax, the cancellation
 * conditions (not in the gifting flow) and the hotel's important information.
 */
export function ThingsToKnow({
  hotel,
  flow,
  cancellation,
}: {
  hotel: PracticalHotel;
  flow: Flow;
  cancellation: PracticalCancellation | null;
}) {
  const t = useT();
  const tax = touristTaxEstimate(hotel.localTax);
  return (
    <Stack space="5">
      <Part title={t('practical.pets')}>
        <ul className={styles.list} data-part="pets">
          {petPolicyLines(hotel.policy).map((line) => (
            <Text as="li" key={line.kind}>
              <PetLine line={line} />
            </Text>
          ))}
        </ul>
      </Part>
      <Part title={t('touristTax.title')}>
        {tax ? <LocalTaxRuleText rule={tax.rule} /> : <Text>{t('touristTax.notIncluded')}</Text>}
      </Part>
      {flow !== 'gifting' && cancellation ? (
        <Part title={t('cancellation.title')}>
          <CancellationConditions
            policy={toCardPolicy(cancellation.policy)}
            hasDates={cancellation.hasDates}
          />
        </Part>
      ) : null}
      {hotel.importantInfos.length > 0 ? (
        <Part title={t('practical.importantInfos')}>
          <List items={hotel.importantInfos} />
        </Part>
      ) : null}
    </Stack>
  );
}
