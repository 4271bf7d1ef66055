import { Text } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CancellationInfo } from '../CancellationInfo';
import {
  bookingClock,
  offersWithNonRefundable,
  quoteTwoActivities,
  quoteTwoRooms,
  quoteWithoutActivities,
  quoteWithPromo,
  singleOffer,
} from '../fixtures/booking';
import { offerAvailability, productOffers, productPage, productQuote } from '../fixtures/product';
import { BookingPanel, type BookingPanelHandle, type BookingPanelProps } from './BookingPanel';
import type { BookingStay } from './bookingTypes';
import { StickyBookingBar } from './StickyBookingBar';

const noDates: BookingStay = { checkin: null, checkout: null, adults: 2, children: 0, babies: 0 };
const dated: BookingStay = { ...noDates, checkin: '2026-12-18', checkout: '2026-12-20' };
if (!productPage.price) throw new Error('The product fixture has a from-price');
const fromPrice = productPage.price;

/** The panel in a product page's side column, with the page's state, and the sticky bar if asked. */
function Harness({ withStickyBar = false, ...args }: BookingPanelProps & { withStickyBar?: boolean }) {
  const [stay, setStay] = useState(args.stay);
  const [activityDates, setActivityDates] = useState(args.selectedActivityDates);
  const [offerId, setOfferId] = useState(args.selectedOfferId);
  const panel = useRef<BookingPanelHandle>(null);
  return (
    <div style={{ maxWidth: 400, minHeight: 760 }}>
      <BookingPanel
        {...args}
        ref={panel}
        stay={stay}
        onDatesChange={(dates) => {
          setStay((current) => ({
            ...current,
            checkin: dates?.checkin ?? null,
            checkout: dates?.checkout ?? null,
          }));
          setActivityDates([]);
          args.onDatesChange(dates);
        }}
        onTravellersChange={(pax) => {
          setStay((current) => ({ ...current, ...pax }));
          setActivityDates([]);
          args.onTravellersChange(pax);
        }}
        selectedActivityDates={activityDates}
        onActivityDatesChange={(values) => {
          setActivityDates(values);
          args.onActivityDatesChange(values);
        }}
        selectedOfferId={offerId}
        onOfferChange={(id) => {
          setOfferId(id);
          args.onOfferChange(id);
        }}
      />
      {withStickyBar ? (
        <StickyBookingBar
          isVisible
          flow={args.flow}
          stay={stay}
          price={args.price}
          title={productPage.offer.label}
          onPress={() => panel.current?.pressMainButton()}
        />
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Blocks/BookingPanel',
  component: BookingPanel,
  render: (args) => <Harness {...args} />,
  args: {
    flow: 'booking',
    today: bookingClock,
    stay: noDates,
    availability: offerAvailability.days,
    possibleNights: offerAvailability.possibleNights,
    price: { status: 'from', price: fromPrice },
    selectedActivityDates: [],
    offers: productOffers.offers,
    selectedOfferId: 100472,
    onDatesChange: fn(),
    onTravellersChange: fn(),
    onCheckinPick: fn(),
    onActivityDatesChange: fn(),
    onOfferChange: fn(),
    onBook: fn(),
    onSeeAllOffers: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof BookingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const panel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Réserver ce séjour' }));

/** A day of the calendar, by its full French name. */
function day(canvasElement: HTMLElement, name: string) {
  return page(canvasElement).getByRole('button', { name: new RegExp(`(^|, )${name}\\b`) });
}

async function findCalendar(canvasElement: HTMLElement) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Choisissez vos dates' });
  // The calendar's code loads on first use.
  await within(dialog).findAllByRole('grid', {}, { timeout: 5000 });
  return dialog;
}

const withQuote = (quote = productQuote) => ({ stay: dated, price: { status: 'quote' as const, quote } });

/** No dates: the from-price and "See prices". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = panel(canvasElement);
    // S-246: a "From" price per night, rounded up (S-251), and the total for the nights.
    await expect(region.getByText('À partir de')).toBeVisible();
    await expect(region.getByText(/^208\s€$/)).toBeVisible();
    await expect(region.getByText(/^414,20\s€ au total pour 2 nuits, 2 personnes$/)).toBeVisible();
    // S-232: "See prices" without dates; the calendar is not loaded yet.
    await expect(region.getByRole('button', { name: 'Voir les prix' })).toBeVisible();
    await expect(page(canvasElement).queryByRole('grid')).toBeNull();
    // S-315: several offers, the cancellation choice.
    await expect(
      region.getByRole('radiogroup', { name: 'Choisissez vos conditions d’annulation' }),
    ).toBeVisible();
  },
};

export const SeePricesOpensCalendar: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(panel(canvasElement).getByRole('button', { name: 'Voir les prix' }));
    // S-232: the calendar opens, with the offer's prices.
    const dialog = await findCalendar(canvasElement);
    await waitFor(() => expect(within(dialog).getByText(/^décembre 2026$/i)).toBeVisible(), {
      timeout: 5000,
    });
    await expect(args.onBook).not.toHaveBeenCalled();
    // 001 §4: the second date completes the range and is reported at once.
    await userEvent.click(day(canvasElement, 'vendredi 18 décembre 2026'));
    await expect(args.onCheckinPick).toHaveBeenCalledWith('2026-12-18');
    await userEvent.click(day(canvasElement, 'dimanche 20 décembre 2026'));
    await expect(args.onDatesChange).toHaveBeenCalledWith({ checkin: '2026-12-18', checkout: '2026-12-20' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // Focus goes back to the dates field, which shows them; the button now books (S-232).
    await expect(panel(canvasElement).getByRole('button', { name: /^Dates/ })).toHaveFocus();
    await expect(panel(canvasElement).getByRole('button', { name: /^Dates/ })).toHaveTextContent(
      /18.*20 déc/,
    );
    await expect(panel(canvasElement).getByRole('button', { name: 'Réserver' })).toBeVisible();
  },
};

export const SeePricesClosedWithoutDates: Story = {
  name: 'S-238 See prices closed without dates',
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const region = panel(canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Voir les prix' }));
    await findCalendar(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // S-238: closing the calendar without dates leaves the info message.
    const info = region.getByText('Veuillez choisir vos dates de séjour.');
    await expect(info).toBeVisible();
    await expect(info.closest('[role="status"]')).toHaveAttribute('data-tone', 'info');
  },
};

const calendarCancellation = (cancellationDeadline: string | null) => (
  <CancellationInfo
    policy={{ isCancellable: cancellationDeadline !== null, cancellationDeadline }}
    hasDates
    flow="booking"
    size="small"
    isDeadlineOnly
  />
);

/**
 * S-310, S-312: with dates that have a cancellation deadline, the calendar gives it, and its
 * conditions open over the calendar, which is still there when they close.
 */
export const CalendarCancellation: Story = {
  name: 'S-310 S-312 Calendar cancellation deadline and conditions',
  // The calendar's picture is See Prices Opens Calendar's; the deadline's words are checked below.
  parameters: { screenshot: false },
  args: { ...withQuote(), calendarCancellation: calendarCancellation('2026-12-04') },
  play: async ({ canvasElement }) => {
    await userEvent.click(panel(canvasElement).getByRole('button', { name: /^Dates/ }));
    const dialog = await findCalendar(canvasElement);
    // The popover fades in: the deadline is visible once it has.
    await waitFor(() =>
      expect(
        within(dialog).getByText("Modification et annulation gratuites jusqu'au 4 décembre 2026"),
      ).toBeVisible(),
    );
    const conditions = within(dialog).getByRole('button', { name: "Conditions d'annulation" });
    await userEvent.click(conditions);
    const modal = await page(canvasElement).findByRole('dialog', { name: "Conditions d'annulation" });
    await expect(within(modal).getByText(/4 décembre 2026/)).toBeInTheDocument();
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(modal).not.toBeInTheDocument());
    // Escape closed the conditions only: the calendar is open, with focus back on their button.
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(conditions).toHaveFocus());
    // Closed with its own button, the same.
    await userEvent.click(conditions);
    const again = await page(canvasElement).findByRole('dialog', { name: "Conditions d'annulation" });
    await userEvent.click(within(again).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
  },
};

/** S-312: without a deadline, the calendar says nothing of cancellation. */
export const CalendarWithoutDeadline: Story = {
  parameters: { screenshot: false },
  args: { ...withQuote(), calendarCancellation: calendarCancellation(null) },
  play: async ({ canvasElement }) => {
    await userEvent.click(panel(canvasElement).getByRole('button', { name: /^Dates/ }));
    const dialog = await findCalendar(canvasElement);
    await expect(within(dialog).queryByText('Non échangeable et non remboursable')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: "Conditions d'annulation" })).toBeNull();
  },
};

export const QuoteWithPromo: Story = {
  name: 'S-256 Quote with promo',
  args: {
    ...withQuote(quoteWithPromo),
    selectedActivityDates: ['100473_2026-12-19'],
    taxNote: <Text size="small">Taxe de séjour : 12 € à régler sur place</Text>,
  },
  play: async ({ canvasElement }) => {
    const region = panel(canvasElement);
    // S-246, S-251: a final price per night, rounded up: 598,50 € / 2 → 300 €.
    await expect(region.queryByText('À partir de')).toBeNull();
    await expect(region.getByText(/^300\s€$/)).toBeVisible();
    // S-255: 10 % reaches the quotes' threshold: the reference, the promo, the saving.
    await expect(region.getByText(/^Au lieu de 333\s€$/)).toBeInTheDocument();
    await expect(region.getByText(/^-10\s%$/)).toBeVisible();
    await expect(region.getByText(/^Vous économisez 66,50\s€$/)).toBeVisible();
    // EU price rules: the lowest price of the previous 30 days beside the promo.
    await expect(region.getByText(/^Prix le plus bas des 30 derniers jours : 579\s€$/)).toBeVisible();
    // The price paid, tourist tax apart.
    await expect(region.getByText(/^598,50\s€ au total pour 2 nuits, 2 personnes$/)).toBeVisible();
    await expect(region.getByText('Taxe de séjour : 12 € à régler sur place')).toBeVisible();
  },
};

export const QuoteWithoutPromo: Story = {
  args: { ...withQuote(), selectedActivityDates: ['100473_2026-12-18'] },
  play: async ({ canvasElement }) => {
    const region = panel(canvasElement);
    await expect(region.getByText(/^300\s€$/)).toBeVisible();
    // S-255: 5 % is under the threshold: it counts as 0, with no saving nor 30-day price.
    await expect(region.queryByText(/%/)).toBeNull();
    await expect(region.queryByText(/Au lieu de/)).toBeNull();
    await expect(region.queryByText(/économisez/)).toBeNull();
    await expect(region.queryByText(/30 derniers jours/)).toBeNull();
  },
};

export const RoomsAmount: Story = {
  args: {
    ...withQuote(quoteTwoRooms),
    stay: { ...dated, adults: 3, children: 1 },
    selectedActivityDates: ['100473_2026-12-18'],
  },
  play: async ({ canvasElement }) => {
    const region = panel(canvasElement);
    // S-254: the rooms-amount message, and the people of the quote.
    await expect(region.getByText('Prix pour 2 chambres')).toBeVisible();
    await expect(region.getByText(/^1\s?197\s€ au total pour 2 nuits, 4 personnes$/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { stay: dated, price: { status: 'loading' } },
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    // Skeletons of the price's size, announced.
    await expect(region.getByRole('status')).toHaveTextContent('Chargement des prix');
    await expect(region.queryByText(/au total/)).toBeNull();
    // Book waits for the quote.
    const book = region.getByRole('button', { name: 'Réserver' });
    await expect(book).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(book);
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

export const Unavailable: Story = {
  args: { stay: dated, price: { status: 'unavailable' } },
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    // S-209: the message and "See all offers", which the page answers by clearing the dates.
    await expect(region.getByText('Désolé, aucune disponibilité à vos dates')).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Voir toutes les offres' }));
    await expect(args.onSeeAllOffers).toHaveBeenCalledTimes(1);
    await expect(region.getByRole('button', { name: 'Réserver' })).toBeDisabled();
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

export const QuoteError: Story = {
  args: { stay: dated, price: { status: 'error', productLabel: 'Le Relais de l’Horloge' } },
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    // S-249: the message names the product, and booking is refused.
    await expect(region.getByRole('alert')).toHaveTextContent(
      'Plus de disponibilités. Modifiez les critères de votre séjour pour profiter des offres de Le Relais de l’Horloge.',
    );
    await expect(region.getByRole('button', { name: 'Réserver' })).toBeDisabled();
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

export const MissingDatesAfterBook: Story = {
  args: { stay: { ...noDates, checkin: '2026-12-18' }, price: { status: 'from', price: fromPrice } },
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Réserver' }));
    // S-238: the info message, and the calendar opens.
    const info = region.getByText('Veuillez choisir vos dates de séjour.');
    await expect(info).toBeVisible();
    await expect(info.closest('[role="status"]')).toHaveAttribute('data-tone', 'info');
    await findCalendar(canvasElement);
    await expect(args.onBook).not.toHaveBeenCalled();
    // S-233: choosing the dates clears the message.
    await userEvent.click(day(canvasElement, 'vendredi 18 décembre 2026'));
    await userEvent.click(day(canvasElement, 'dimanche 20 décembre 2026'));
    await expect(args.onDatesChange).toHaveBeenCalledWith({ checkin: '2026-12-18', checkout: '2026-12-20' });
    await expect(region.queryByText('Veuillez choisir vos dates de séjour.')).toBeNull();
  },
};

export const ClearDates: Story = {
  args: withQuote(quoteWithoutActivities),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(panel(canvasElement).getByRole('button', { name: /^Dates/ }));
    const dialog = await findCalendar(canvasElement);
    // S-234: Clear reports no dates; Validate waits for both.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    await expect(args.onDatesChange).toHaveBeenCalledWith(null);
    await expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(panel(canvasElement).getByRole('button', { name: 'Voir les prix' })).toBeVisible();
  },
};

export const MissingActivityDate: Story = {
  parameters: { screenshot: false },
  args: withQuote(),
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    const massage = region.getByRole('combobox', { name: 'Massage relaxant de 50 minutes' });
    await expect(massage).toHaveValue('');
    await userEvent.click(region.getByRole('button', { name: 'Réserver' }));
    // S-239: the error next to the selectors, and focus on the activity without a date.
    await expect(region.getByRole('alert')).toHaveTextContent('Veuillez choisir les dates de vos activités.');
    await expect(
      region.getByRole('group', { name: 'Les dates de vos activités' }),
    ).toHaveAccessibleDescription('Veuillez choisir les dates de vos activités.');
    await expect(massage).toHaveFocus();
    await expect(args.onBook).not.toHaveBeenCalled();
    // Choosing it clears the error.
    await userEvent.selectOptions(massage, '100473_2026-12-19');
    await expect(args.onActivityDatesChange).toHaveBeenLastCalledWith(['100473_2026-12-19']);
    await expect(region.queryByText('Veuillez choisir les dates de vos activités.')).toBeNull();
  },
};

export const ActivityDatesChosen: Story = {
  args: { ...withQuote(), selectedActivityDates: ['100473_2026-12-19'] },
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    // The days in the locale's words.
    const massage = region.getByRole('combobox', { name: 'Massage relaxant de 50 minutes' });
    await expect(massage).toHaveValue('100473_2026-12-19');
    await expect(within(massage).getByRole('option', { selected: true })).toHaveTextContent(/sam\. 19 déc\./);
    // By keyboard: Book goes on.
    region.getByRole('button', { name: 'Réserver' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

export const OneDatePerActivity: Story = {
  args: withQuote(quoteTwoActivities),
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    const massage = region.getByRole('combobox', { name: 'Massage relaxant de 50 minutes' });
    const wine = region.getByRole('combobox', { name: 'Dégustation de vins' });
    await userEvent.selectOptions(massage, '100473_2026-12-18');
    await userEvent.selectOptions(wine, '100474_2026-12-19');
    // S-240: another day of the massage replaces its first one, the tasting keeps its own.
    await userEvent.selectOptions(massage, '100473_2026-12-20');
    await expect(args.onActivityDatesChange).toHaveBeenLastCalledWith([
      '100474_2026-12-19',
      '100473_2026-12-20',
    ]);
    await userEvent.click(region.getByRole('button', { name: 'Réserver' }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

export const SeveralOffers: Story = {
  args: { ...withQuote(quoteWithoutActivities), offers: offersWithNonRefundable },
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    const choice = region.getByRole('radiogroup', { name: 'Choisissez vos conditions d’annulation' });
    // S-315: one radio per offer, with its price and cancellation line (S-313).
    const radios = within(choice).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    const current = within(choice).getByRole('radio', { name: /^Week-end détente.* : 598,50\s€$/ });
    await expect(current).toBeChecked();
    await expect(current).toHaveAccessibleDescription(
      "Modification et annulation gratuites jusqu'au 4 décembre 2026",
    );
    const nonRefundable = within(choice).getByRole('radio', { name: /^Séjour en Chambre Double/ });
    await expect(nonRefundable).toHaveAccessibleDescription('Non échangeable et non remboursable');
    // Each label, on one line or several, ends above its description: no text over text.
    for (const radio of radios) {
      const label = radio.closest('label');
      const description = document.getElementById(radio.getAttribute('aria-describedby') ?? '');
      if (!label || !description) throw new Error('an option without its label or description');
      const text = label.lastElementChild ?? label;
      await expect(description.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        text.getBoundingClientRect().bottom - 1,
      );
    }
    await userEvent.click(nonRefundable);
    await expect(args.onOfferChange).toHaveBeenCalledWith(100470);
    await expect(nonRefundable).toBeChecked();
  },
};

export const SingleOffer: Story = {
  args: { ...withQuote(quoteWithoutActivities), offers: singleOffer },
  play: async ({ canvasElement }) => {
    // S-315: no choice with one offer.
    await expect(panel(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};

export const Travellers: Story = {
  args: withQuote(quoteWithoutActivities),
  play: async ({ canvasElement, args }) => {
    const trigger = panel(canvasElement).getByRole('button', { name: /^Voyageurs/ });
    await expect(trigger).toHaveTextContent('2 adultes');
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Avec qui partez-vous ?' });
    // S-245: 1 to 20 adults.
    const adults = within(dialog).getByRole('spinbutton', { name: 'Adultes' });
    await expect(adults).toHaveAttribute('aria-valuemin', '1');
    await expect(adults).toHaveAttribute('aria-valuemax', '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un : Adultes' }));
    await expect(args.onTravellersChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    // S-235: the page gets the new travellers when the panel closes.
    await expect(args.onTravellersChange).toHaveBeenCalledWith({ adults: 3, children: 0, babies: 0 });
    await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5000 });
    await expect(trigger).toHaveTextContent('3 adultes');
  },
};

export const Gifting: Story = {
  args: { flow: 'gifting', stay: noDates },
  play: async ({ canvasElement, args }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Offrir ce séjour' }));
    // Gift prices are for 2 adults: no dates, travellers nor cancellation choice.
    await expect(region.queryByRole('button', { name: /^Dates/ })).toBeNull();
    await expect(region.queryByRole('button', { name: /^Voyageurs/ })).toBeNull();
    await expect(region.queryByRole('radiogroup')).toBeNull();
    await expect(region.getByText(/2 nuits, 2 personnes/)).toBeVisible();
    // S-237: "Offer"; the page decides what follows.
    await userEvent.click(region.getByRole('button', { name: 'Offrir' }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(panel(canvasElement).getByRole('button', { name: 'Voir les prix' }));
    // A full-screen modal with the scrolling months on mobile.
    const dialog = await findCalendar(canvasElement);
    await expect(dialog).toHaveAttribute('data-fullscreen-mobile', 'true');
    // The modal fades in.
    await waitFor(() => expect(day(canvasElement, 'vendredi 18 décembre 2026')).toBeVisible(), {
      timeout: 5000,
    });
  },
};

export const InSpanish: Story = {
  args: { ...withQuote(quoteWithPromo), selectedActivityDates: ['100473_2026-12-19'] },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Reservar esta estancia' }));
    await expect(region.getByRole('button', { name: 'Reservar' })).toBeVisible();
    await expect(region.getByText(/^Ahorras 66,50\s€$/)).toBeVisible();
    await expect(region.getByText(/^Precio más bajo de los últimos 30 días: 579\s€$/)).toBeVisible();
    await expect(region.getByRole('combobox', { name: 'Massage relaxant de 50 minutes' })).toHaveDisplayValue(
      /s[áa]b.* 19 dic/,
    );
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Boek dit verblijf' }));
    await expect(region.getByRole('button', { name: 'Bekijk de prijzen' })).toBeVisible();
    await expect(region.getByText('Vanaf')).toBeVisible();
    await expect(region.getByText(/^€\s208$/)).toBeVisible();
    await expect(region.getByRole('radiogroup', { name: 'Kies je annuleringsvoorwaarden' })).toBeVisible();
  },
};

export const StickyBarVisible: Story = {
  args: withQuote(quoteWithPromo),
  render: (args) => <Harness {...args} withStickyBar />,
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const buttons = body.getAllByRole('button', { name: 'Réserver' });
    // S-217: the compact bar, its price per night (the promo stays in the panel, with its 30-day
    // price) and the same button as the panel.
    await expect(buttons).toHaveLength(2);
    await expect(body.getAllByText(/^300\s€$/)).toHaveLength(2);
    await expect(body.getAllByText(/^-10\s%$/)).toHaveLength(1);
    // Its button acts as the panel's: the missing activity date shows and takes focus (S-239).
    const [, sticky] = buttons;
    if (!sticky) throw new Error('No sticky button');
    await userEvent.click(sticky);
    await expect(panel(canvasElement).getByRole('alert')).toHaveTextContent(
      'Veuillez choisir les dates de vos activités.',
    );
    await expect(
      panel(canvasElement).getByRole('combobox', { name: 'Massage relaxant de 50 minutes' }),
    ).toHaveFocus();
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};
