import {
  cardViewFor,
  type Flow,
  type OfferCard as OfferCardData,
  otherOffersScope,
  splitHotelOffers,
} from '@escale/domain';
import { useT } from '@escale/i18n';
import { Alert, Button, Drawer, DrawerClose, DrawerContent, SkeletonGroup } from '@escale/ui';
import { OfferCard, OfferCardSkeleton } from '../OfferCard';
import { Stars } from '../OfferCard/Stars';
import * as styles from './HotelOffersDrawer.css';

export interface HotelOffersDrawerProps {
  /** The hotel whose offers show: its name and stars head the drawer. */
  hotel: OfferCardData['hotel'];
  /** The hotel's offers for the search (offers.json with hotelId, 20 per hotel, G-16). */
  offers: readonly OfferCardData[];
  flow: Flow;
  /** Whether the search has dates: "for your dates" in booking (S-142). */
  hasDates: boolean;
  /** The offers are being fetched: skeletons. */
  isLoading?: boolean;
  /** The offers fetch failed: "Oops, something went wrong" (S-144). Any truthy value. */
  error?: unknown;
  isOpen: boolean;
  /** Called with `false` by the close button, Escape, the backdrop and "Go back to search". */
  onOpenChange: (isOpen: boolean) => void;
  /** The link of an offer, usually its `uri` under the market root with the flow. */
  offerHref: (offer: OfferCardData) => string;
}

/**
 * The hotel offers drawer (S-140…S-144): from the bottom on mobile and the right on desktop, the
 * hotel's name with its stars, the main (cheapest) offer as a card of the flow's view, the line
 * "N other offers available" ("… for your dates" in booking with dates), the other offers as
 * compact rows (picture, label, headwords, price, "See offer" or a chevron on mobile) and "Go back
 * to search". Skeletons while loading; the error message when the fetch failed.
 */
export function HotelOffersDrawer({
  hotel,
  offers,
  flow,
  hasDates,
  isLoading = false,
  error,
  isOpen,
  onOpenChange,
  offerHref,
}: HotelOffersDrawerProps) {
  const t = useT();
  const split = isLoading || error ? null : splitHotelOffers(offers);
  const countLine = split
    ? t(
        otherOffersScope(flow, hasDates) === 'forYourDates'
          ? 'hotelOffers.otherOffersForYourDates'
          : 'hotelOffers.otherOffers',
        { count: split.others.length },
      )
    : undefined;
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange}>
      <DrawerContent
        title={
          <span className={styles.title}>
            {hotel.label}
            <Stars count={hotel.stars} />
          </span>
        }
        description={countLine}
        footer={
          <DrawerClose>
            <Button variant="outline" tone="neutral" isFullWidth>
              {t('hotelOffers.back')}
            </Button>
          </DrawerClose>
        }
      >
        {error ? (
          <Alert tone="critical">{t('results.error')}</Alert>
        ) : (
          <SkeletonGroup isLoading={isLoading} label={t('hotelOffers.loading')}>
            <div className={styles.body}>
              {isLoading ? (
                <>
                  <OfferCardSkeleton view={cardViewFor(flow)} hasSeeOtherOffers={false} />
                  <OfferCardSkeleton view="CONDENSED" />
                  <OfferCardSkeleton view="CONDENSED" />
                </>
              ) : split ? (
                <>
                  <section aria-label={t('hotelOffers.cheapest')}>
                    <OfferCard
                      offer={split.main}
                      view={cardViewFor(flow)}
                      flow={flow}
                      href={offerHref(split.main)}
                      isPriority
                    />
                  </section>
                  {split.others.length > 0 ? (
                    <ul aria-label={t('hotelOffers.others')} className={styles.others}>
                      {split.others.map((offer) => (
                        <li key={offer.id}>
                          <OfferCard offer={offer} view="CONDENSED" flow={flow} href={offerHref(offer)} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </>
              ) : null}
            </div>
          </SkeletonGroup>
        )}
      </DrawerContent>
    </Drawer>
  );
}
