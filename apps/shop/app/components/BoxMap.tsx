import { MapModal } from '@escale/blocks';
import type { MapMarker, OfferCard as OfferCardData } from '@escale/domain';
import type { Locale } from '@escale/i18n';
import { lazy, Suspense, useState } from 'react';
import { apiGet } from '../lib/api';
import { loadBoxMarkers } from '../lib/boxData';
import { dataOr, useLoad } from '../lib/useLoad';

/** The chosen hotel's card: from the cards' own chunk, which the search pages share. */
const OfferCard = lazy(() => import('./cardBlocks').then((cards) => ({ default: cards.OfferCard })));

export interface BoxMapProps {
  locale: Locale;
  code: string;
  /** The box's nights: a hotel's card shows the gift price for them. */
  nights: number;
  /** The cards already listed: a hotel among them shows its card without a call. */
  cards: readonly OfferCardData[];
  onClose: () => void;
  offerHref: (offer: OfferCardData) => string;
}

/** The map of a box's hotels (S-296): every marker, and the chosen hotel's card. Loaded on first use. */
export default function BoxMap({ locale, code, nights, cards, onClose, offerHref }: BoxMapProps) {
  const [selected, setSelected] = useState<MapMarker | null>(null);
  const markers = useLoad(`box-markers|${locale}|${code}`, (signal) => loadBoxMarkers(locale, code, signal), {
    report: true,
  });
  const hotelId = selected?.hotelId ?? null;
  const listed = cards.find((listedCard) => listedCard.hotel.id === hotelId) ?? null;
  const card = useLoad(
    hotelId === null || listed ? null : `box-card|${locale}|${hotelId}|${nights}`,
    (signal) =>
      apiGet(
        '/api/offers.json',
        locale,
        { flow: 'gifting', giftNights: nights, hotelId: hotelId ?? 0, limit: 1 },
        'offerCards',
        signal,
      ).then((answer) => answer.exactMatch[0] ?? null),
    { report: true },
  );
  const offer = listed ?? dataOr(card, null);
  return (
    <MapModal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      markers={dataOr(markers, [])}
      selectedId={hotelId}
      onSelect={setSelected}
      selectedCard={
        offer ? (
          <Suspense fallback={null}>
            <OfferCard offer={offer} view="CONDENSED" flow="gifting" href={offerHref(offer)} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
