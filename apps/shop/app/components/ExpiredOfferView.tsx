import { ExpiredOffer, OfferCard, SearchBox } from '@escale/blocks';
import {
  type Article,
  articleHrefs,
  cardViewFor,
  DEFAULT_CRITERIA,
  marketHref,
  type OfferCard as OfferCardData,
  searchPath,
} from '@escale/domain';
import { useNavigate } from 'react-router';
import { productHref } from '../lib/cardLinks';
import { searchHref } from '../lib/searchUrl';
import { useSearchBoxProps } from '../lib/useSearchBox';

/** What the expired-offer page shows (S-185…S-188): the hotel's other offers and a few articles. */
export interface Expired {
  hotelName: string;
  offers: OfferCardData[];
  articles: Article[];
}

/**
 * The expired-offer page: the 404 of a hotel that still has offers. It only ever renders in the
 * browser (the hotel is in the hash), so its code loads with its data, not with the 404 page.
 */
export default function ExpiredOfferView({ expired, market }: { expired: Expired; market: string }) {
  const navigate = useNavigate();
  const searchBox = useSearchBoxProps();
  return (
    <ExpiredOffer
      hotelName={expired.hotelName}
      articles={articleHrefs(expired.articles, market)}
      offers={expired.offers.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          view={cardViewFor('booking')}
          flow="booking"
          href={productHref(market, offer.uri, 'booking', DEFAULT_CRITERIA)}
        />
      ))}
      searchForm={
        <SearchBox
          {...searchBox}
          flow="booking"
          criteria={DEFAULT_CRITERIA}
          actionHref={marketHref(market, searchPath('booking'))}
          onSearch={(criteria) =>
            navigate(searchHref(market, criteria, { flow: 'booking', from: 'searchbar' }))
          }
        />
      }
    />
  );
}
