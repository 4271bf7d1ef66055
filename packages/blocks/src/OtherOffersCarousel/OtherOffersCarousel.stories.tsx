import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelOffers, manyHotelOffers, onlyCurrentOffer } from '../fixtures/offerContent';
import { OtherOffersCarousel } from './OtherOffersCarousel';

const meta = {
  title: 'Blocks/OtherOffersCarousel',
  component: OtherOffersCarousel,
  args: {
    offers: hotelOffers,
    hotelName: 'Le Relais de l’Horloge',
    hrefFor: (offer) => `/fr/stay/${offer.weekendId}?flow=booking#checkin=2026-12-18&checkout=2026-12-20`,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof OtherOffersCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name = 'Les autres offres de Le Relais de l’Horloge') =>
  within(canvasElement).getByRole('region', { name });
const card = (canvasElement: HTMLElement, name: string) =>
  within(section(canvasElement)).getByRole('article', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const cards = within(region).getAllByRole('article');
    await expect(cards).toHaveLength(2);
    // The offer shown is not among the others.
    await expect(
      within(region).queryByRole('link', { name: 'Week-end détente avec massage et dîner gastronomique' }),
    ).not.toBeInTheDocument();
    const hike = card(canvasElement, 'Séjour randonnée');
    await expect(within(hike).getByRole('link', { name: 'Séjour randonnée' })).toHaveAttribute(
      'href',
      '/fr/stay/100471?flow=booking#checkin=2026-12-18&checkout=2026-12-20',
    );
    await expect(within(hike).getByText('Randonnée')).toBeVisible();
    await expect(within(hike).getByText('-10 %')).toBeVisible();
    await expect(hike).toHaveTextContent('210 €');
    await expect(hike).toHaveTextContent('/ nuit');
    await expect(hike).toHaveTextContent('420 € au total pour 2 nuits, 2 personnes');
    await expect(within(hike).getByText("Voir l'offre")).toBeVisible();
    const breakfast = card(canvasElement, 'Séjour en Chambre Double Classique avec petit-déjeuner');
    await expect(within(breakfast).queryByText(/^-\d+ %$/)).not.toBeInTheDocument();
    await expect(within(region).queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  },
};

export const ScrollsWhenMoreThanThree: Story = {
  name: 'S-243 Scrolls when more than three',
  args: { offers: manyHotelOffers },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await expect(within(region).getAllByRole('article')).toHaveLength(4);
    const next = await within(region).findByRole('button', { name: 'Suivant' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Précédent' })).toBeEnabled());
    await waitFor(() => expect(next).toBeDisabled());
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { offers: manyHotelOffers },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const [first, second] = within(region).getAllByRole('article') as [HTMLElement, HTMLElement];
    // The next card peeks in at the edge.
    await expect(second.getBoundingClientRect().left).toBeLessThan(window.innerWidth);
    await expect(first.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.7);
    // Swiped on mobile: the arrows exist once the carousel can scroll, but stay hidden.
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Suivant', hidden: true })).not.toBeVisible(),
    );
  },
};

export const ReachesTheOffersByKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(section(canvasElement)).getByRole('link', {
        name: 'Séjour en Chambre Double Classique avec petit-déjeuner',
      }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(section(canvasElement)).getByRole('link', { name: 'Séjour randonnée' }),
    ).toHaveFocus();
  },
};

export const NoOtherOffer: Story = {
  name: 'S-243 No other offer',
  args: { offers: onlyCurrentOffer },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT' },
  args: { offers: manyHotelOffers },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement, 'Altre offerte di Le Relais de l’Horloge');
    await expect(within(region).getAllByText("Vedi l'offerta")).toHaveLength(4);
    await expect(within(region).getByText('-20%')).toBeVisible();
  },
};
