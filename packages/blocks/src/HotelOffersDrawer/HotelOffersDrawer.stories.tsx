import type { OfferCard as OfferCardData } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeCardHotel, makeDatedOfferCard, makeHotelOffers } from '../fixtures/offers';
import { OfferCard } from '../OfferCard';
import { HotelOffersDrawer } from './HotelOffersDrawer';

// The cheapest offer comes second, so the drawer has to find it.
const offers: OfferCardData[] = makeHotelOffers(5, 0).map((offer, index) =>
  index === 0 ? { ...offer, sellPrice: 26_900, refPrice: 26_900, pricePerNight: 13_500 } : offer,
);
const cheapest = offers[1] as OfferCardData;

const meta = {
  title: 'Blocks/HotelOffersDrawer',
  component: HotelOffersDrawer,
  args: {
    hotel: makeCardHotel(0),
    offers,
    flow: 'booking',
    hasDates: false,
    isLoading: false,
    isOpen: true,
    onOpenChange: fn(),
    offerHref: (offer) => `/fr${offer.uri}?flow=booking`,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof HotelOffersDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const drawer = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('dialog', { name: 'Château de la Treyne 5 étoiles' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('4 autres offres disponibles');
    const main = within(dialog).getByRole('region', { name: 'Offre la moins chère' });
    await expect(within(main).getByRole('link', { name: cheapest.label })).toHaveAttribute(
      'href',
      `/fr/stay/${cheapest.id}?flow=booking`,
    );
    const others = within(dialog).getByRole('list', { name: 'Autres offres' });
    const rows = within(others).getAllByRole('article');
    await expect(rows).toHaveLength(4);
    for (const row of rows) await expect(row).toHaveAttribute('data-view', 'CONDENSED');
    await expect(within(dialog).getByRole('button', { name: 'Retour à la recherche' })).toBeVisible();
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth));
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(within(dialog).getAllByText("Voir l'offre")[1]).not.toBeVisible();
  },
};

export const BookingWithDates: Story = {
  args: { hasDates: true, offers: makeHotelOffers(2, 2).map((offer) => makeDatedOfferCard(offer)) },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription('1 autre offre disponible pour vos dates');
  },
};

export const HotelFlowWithDates: Story = {
  args: { flow: 'hotel', hasDates: true },
  play: async ({ canvasElement }) => {
    await expect(await drawer(canvasElement)).toHaveAccessibleDescription(
      '4 autres offres disponibles pour vos dates',
    );
  },
};

export const Gifting: Story = {
  args: { flow: 'gifting', hasDates: true },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('4 autres offres disponibles');
    await expect(within(dialog).getAllByRole('article')[0]).toHaveAttribute('data-view', 'GIFT');
  },
};

export const SingleOffer: Story = {
  args: { offers: offers.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Aucune autre offre disponible');
    await expect(within(dialog).queryByRole('list', { name: 'Autres offres' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true, offers: [] },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent("Chargement des offres de l'hôtel");
    await expect(within(dialog).queryAllByRole('article')).toHaveLength(0);
  },
};

export const FetchError: Story = {
  args: { error: new Error('502'), offers: [] },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent("Oups, une erreur s'est produite");
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Château de la Treyne 5 stelle' });
    await expect(dialog).toHaveAccessibleDescription('4 altre offerte disponibili');
    await expect(within(dialog).getByRole('button', { name: 'Torna alla ricerca' })).toBeVisible();
  },
};

export const GoesBackToSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await drawer(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retour à la recherche' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

function FromCard(args: Parameters<typeof HotelOffersDrawer>[0]) {
  const [isOpen, setOpen] = useState(false);
  const main = args.offers[1];
  if (!main) return null;
  return (
    <div style={{ maxWidth: 400 }}>
      <OfferCard
        offer={main}
        view="NORMAL"
        flow="booking"
        href={args.offerHref(main)}
        onSeeOtherOffers={() => setOpen(true)}
      />
      <HotelOffersDrawer {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </div>
  );
}

export const OpensFromTheCardAndRestoresFocus: Story = {
  args: { isOpen: false },
  render: (args) => <FromCard {...args} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Voir les autres offres de cet hôtel' });
    await userEvent.click(button);
    const dialog = await drawer(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
