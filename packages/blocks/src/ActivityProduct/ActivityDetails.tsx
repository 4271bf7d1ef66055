import type { ActivityOnlyDetail } from '@escale/domain';
import { useT } from '@escale/i18n';
import { Heading, StarRating, TruncatedText } from '@escale/ui';
import { CalendarCheck, Clock, Gift, type IconComponent, Info, MapPin, Ticket } from '@escale/ui/icons';
import { useId } from 'react';
import { sectionTitle, smallTitle } from '../styles/titles.css';
import * as styles from './ActivityProduct.css';

export interface ActivityDetailsProps {
  activity: ActivityOnlyDetail;
}

export interface ActivityHeaderProps {
  activity: Pick<ActivityOnlyDetail, 'label' | 'mainActivityCenter'>;
}

/** The activity's title and its main activity centre: name, stars and place (S-291). */
export function ActivityHeader({ activity }: ActivityHeaderProps) {
  const t = useT();
  const centre = activity.mainActivityCenter;
  return (
    <header className={styles.header}>
      <Heading level={1}>{activity.label}</Heading>
      <p className={styles.centre}>
        <span className={styles.centreName}>{centre.label}</span>
        {centre.stars > 0 ? (
          <StarRating count={centre.stars} label={t('card.stars', { count: centre.stars })} />
        ) : null}
        <span>{centre.location.label}</span>
      </p>
    </header>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function PracticalPart({
  icon: Icon,
  title,
  children,
}: {
  icon: IconComponent;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.section}>
      <h3 className={`${smallTitle} ${styles.partTitle}`}>
        <Icon size={18} aria-hidden="true" className={styles.benefitIcon} />
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * The standalone activity page's content under its header (001 §2.7, §3 Activity-only detail;
 * S-284): its description, "In the program" with each activity's details, why and how, the
 * practical information (getting there, opening hours, things to know) and the voucher's benefits.
 */
export function ActivityDetails({ activity }: ActivityDetailsProps) {
  const t = useT();
  const centre = activity.mainActivityCenter;
  return (
    <div className={styles.details}>
      <TruncatedText maxChars={250}>{activity.description}</TruncatedText>
      <Section title={t('activityPage.program')}>
        {activity.activities.map((item) => (
          <article key={item.activityId} className={styles.activity} aria-label={item.title}>
            <h3 className={smallTitle}>{item.title}</h3>
            {item.detailList.length > 0 ? (
              <ul className={styles.list}>
                {item.detailList.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
            {item.whyList.length > 0 ? (
              <>
                <h4 className={smallTitle}>{t('activityPage.why')}</h4>
                <ul className={styles.list}>
                  {item.whyList.map((why) => (
                    <li key={why}>{why}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {item.how ? (
              <>
                <h4 className={smallTitle}>{t('activityPage.how')}</h4>
                <p className={styles.text}>{item.how}</p>
              </>
            ) : null}
          </article>
        ))}
      </Section>
      <Section title={t('activityPage.practicalInfo')}>
        <div className={styles.practical}>
          <PracticalPart icon={MapPin} title={t('activityPage.gettingThere')}>
            <address className={styles.text}>
              {centre.label}
              <br />
              {centre.location.address}
            </address>
          </PracticalPart>
          <PracticalPart icon={Clock} title={t('activityPage.openingHours')}>
            {activity.schedules.length > 0 ? (
              <ul className={styles.list}>
                {activity.schedules.map((schedule) => (
                  <li key={schedule}>{schedule}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t('activityPage.noSchedules')}</p>
            )}
          </PracticalPart>
          <PracticalPart icon={Info} title={t('activityPage.thingsToKnow')}>
            <ul className={styles.list}>
              {activity.importantInformation.map((info) => (
                <li key={info}>{info}</li>
              ))}
            </ul>
          </PracticalPart>
        </div>
      </Section>
      <Section title={t('activityPage.benefits')}>
        <ul className={styles.benefits}>
          {(
            [
              [CalendarCheck, 'activityPage.benefitValidity'],
              [Gift, 'activityPage.benefitGive'],
              [Ticket, 'activityPage.benefitBooking'],
            ] as const
          ).map(([Icon, message]) => (
            <li key={message} className={styles.benefit}>
              <Icon size={20} aria-hidden="true" className={styles.benefitIcon} />
              {t(message)}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
