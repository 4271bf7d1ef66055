import type { Article } from '@escale/domain';
import { useT } from '@escale/i18n';
import { ButtonLink, Carousel, Heading } from '@escale/ui';
import { Hourglass } from '@escale/ui/icons';
import type { ReactNode } from 'react';
import { ArticleList } from '../ArticleList';
import { StatusMessage } from '../NotFound/StatusMessage';
import * as styles from './ExpiredOffer.css';

/** The 404 page's variant when the hash names a hotel that has other offers (000 §2, S-185…S-188). */
export interface ExpiredOfferNotFoundProps {
  variant?: 'notFound';
  /** The hotel of the expired offer, named in the carousel's title. */
  hotelName: string;
  /** The hotel's other offers as cards (OfferCard), each with a key: the carousel's slides. */
  offers: ReactNode[];
  /** The search form (mobile and desktop variants of the search box), under the offers (S-187). */
  searchForm?: ReactNode;
  /** "Our selection of the moment" (S-188); an empty list leaves the section out. */
  articles?: Article[];
}

/** The stay product page's expired view (001 §2.5, S-190, S-191). */
export interface ExpiredOfferProductProps {
  variant: 'product';
  /** The hotel's other offers: its hotel page, or a search when the hotel could not be fetched. */
  otherOffersHref: string;
}

export type ExpiredOfferProps = ExpiredOfferNotFoundProps | ExpiredOfferProductProps;

function OtherOffers({ hotelName, offers }: { hotelName: string; offers: ReactNode[] }) {
  const t = useT();
  const title = t('expired.otherOffers', { hotel: hotelName });
  return (
    <div className={styles.section}>
      <Heading level={2}>{title}</Heading>
      <Carousel label={title} slidesPerView={{ mobile: 1.15, tablet: 2.2, desktop: 3 }}>
        {offers}
      </Carousel>
    </div>
  );
}

/**
 * An offer that is no longer sold. On the 404 page (`notFound`, the default): "Too late!", "This
 * offer has expired... Fortunately, …", a carousel of the hotel's other offers, the search form and
 * the marketing articles. On the product page (`product`): "Too late!", "This offer has expired...
 * Luckily, …" and a link to the hotel's other offers (G-24 keeps both wordings).
 */
export function ExpiredOffer(props: ExpiredOfferProps) {
  const t = useT();
  if (props.variant === 'product') {
    return (
      <StatusMessage
        icon={<Hourglass size={32} />}
        title={t('expired.title')}
        text={t('expired.productText')}
        action={<ButtonLink href={props.otherOffersHref}>{t('expired.seeOtherOffers')}</ButtonLink>}
      />
    );
  }
  const { hotelName, offers, searchForm, articles = [] } = props;
  return (
    <div className={styles.root}>
      <StatusMessage icon={<Hourglass size={32} />} title={t('expired.title')} text={t('expired.text')} />
      {offers.length > 0 ? <OtherOffers hotelName={hotelName} offers={offers} /> : null}
      {searchForm ? <div className={styles.section}>{searchForm}</div> : null}
      <ArticleList articles={articles} />
    </div>
  );
}
