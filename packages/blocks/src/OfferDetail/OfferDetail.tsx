import { addDays, displayedPromo, type OfferDetail as OfferDetailData, type Pax } from '@escale/domain';
import { useFormat, useT } from '@escale/i18n';
import {
  Alert,
  Button,
  Drawer,
  DrawerContent,
  Heading,
  Modal,
  ModalBody,
  ModalContent,
  Price,
  Spinner,
  Text,
  useBreakpoint,
} from '@escale/ui';
import { type ReactNode, useId } from 'react';
import { CancellationLine, ContentMedia, ProgramLines } from '../offerContent/offerContentParts';
import * as styles from './OfferDetail.css';

export interface OfferDetailProps {
  /** The offer's detail for the criteria (GET weekend/{id}/detail.json); `null` until it arrives. */
  offer: OfferDetailData | null;
  /** The travellers the offer is priced for. */
  travellers: Pax;
  isOpen: boolean;
  /** Called with `false` by the close button, Escape and the backdrop. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called by "Book" with the offer shown. */
  onBook: (offer: OfferDetailData) => void;
  /** The offer is being fetched: a spinner stands for its content. */
  isLoading?: boolean;
  /** The booking is starting: "Book" shows a spinner and ignores presses. */
  isBooking?: boolean;
}

function Option({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

function Content({ offer, travellers }: { offer: OfferDetailData; travellers: Pax }) {
  const t = useT();
  const format = useFormat();
  const programId = useId();
  const optionsId = useId();
  const { price } = offer;
  const hasDates = price?.priceType === 'final';
  return (
    <ModalBody className={styles.body} label={t('offerDetail.title')}>
      <ContentMedia
        imageUrl={offer.imagesBySize['640_360'][0] ?? null}
        icon="room"
        size="banner"
        isPriority
      />
      <section className={styles.section} aria-labelledby={programId}>
        <Heading level={3} size={4} id={programId}>
          {t('offerDetail.program')}
        </Heading>
        <ProgramLines lines={offer.programLine} />
      </section>
      <section className={styles.section} aria-labelledby={optionsId}>
        <Heading level={3} size={4} id={optionsId}>
          {t('offerDetail.options')}
        </Heading>
        {price === null ? (
          <Alert tone="caution">{t('offerDetail.unavailable')}</Alert>
        ) : (
          <dl className={styles.options}>
            {hasDates ? (
              <Option term={t('offerDetail.dates')}>
                {format.dateRange(price.checkin, addDays(price.checkin, price.nights))}
              </Option>
            ) : null}
            <Option term={t('offerDetail.nights')}>
              {t('offerDetail.nightsValue', { nights: price.nights })}
            </Option>
            <Option term={t('offerDetail.travellers')}>{t('travellers.summary', { ...travellers })}</Option>
            <Option term={t('offerDetail.price')}>
              <span className={styles.priceValue}>
                <Price
                  sellPrice={price.sellPrice}
                  refPrice={price.refPrice}
                  promoPercent={displayedPromo(price.promoPercentageRounded, 'quote')}
                  priceType={price.priceType}
                />
                {price.nbRooms > 1 ? (
                  <span className={styles.caption}>{t('product.roomsAmount', { count: price.nbRooms })}</span>
                ) : null}
                {hasDates ? null : <span className={styles.caption}>{t('offerDetail.noDates')}</span>}
              </span>
            </Option>
            <Option term={t('offerDetail.cancellation')}>
              <CancellationLine policy={offer.cancellationPolicy} hasDates={hasDates} />
            </Option>
          </dl>
        )}
        <Text size="small" tone="muted">
          {t('offerDetail.checkInOut', offer.hotel.checkInOut)}
        </Text>
      </section>
    </ModalBody>
  );
}

/**
 * The offer-detail popup (001 §2.4, S-205): a bottom drawer on mobile, a centred modal from the
 * tablet breakpoint. The offer's label and hotel, its picture, its program lines, the booking
 * options (dates, nights, travellers, price, cancellation) and a "Book" button; "Sorry, no
 * availability on your dates" and no booking when the offer cannot be sold for them. Focus returns
 * to what opened it.
 */
export function OfferDetail({
  offer,
  travellers,
  isOpen,
  onOpenChange,
  onBook,
  isLoading = false,
  isBooking = false,
}: OfferDetailProps) {
  const t = useT();
  const isMobile = useBreakpoint() === 'mobile';
  const shown = isLoading ? null : offer;
  const title = shown?.label ?? t('offerDetail.title');
  const footer = shown ? (
    <Button isFullWidth isDisabled={shown.price === null} isPending={isBooking} onPress={() => onBook(shown)}>
      {t('offerDetail.book')}
    </Button>
  ) : undefined;
  const body = shown ? (
    <Content offer={shown} travellers={travellers} />
  ) : (
    <div className={styles.loading}>
      <Spinner size="large" label={t('offerDetail.loading')} />
    </div>
  );
  const description = shown?.hotel.label;
  return isMobile ? (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange}>
      <DrawerContent placement="bottom" title={title} description={description} footer={footer}>
        {body}
      </DrawerContent>
    </Drawer>
  ) : (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <ModalContent title={title} description={description} footer={footer}>
        {body}
      </ModalContent>
    </Modal>
  );
}
