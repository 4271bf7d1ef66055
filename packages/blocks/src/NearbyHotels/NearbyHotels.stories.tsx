import type { NearbyHotel } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nearbyHotels, nearbyHotelWithPromo } from '../fixtures/media';
import { hotelPage } from '../fixtures/product';
import { NearbyHotels } from './NearbyHotels';

const hrefFor = (hotel: NearbyHotel) => `/fr/hotel/${hotel.id}`;

const meta = {
  title: 'Blocks/NearbyHotels',
  component: NearbyHotels,
  args: { hotels: hotelPage.nearbyHotels, hrefFor },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof NearbyHotels>;

export default meta;
type Story = StoryObj<typeof meta>;

const carouselOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Hôtels à proximité' });

/** Where a slide starts, relative to the carousel. */
const offset = (slide: HTMLElement, carousel: HTMLElement) =>
  slide.getBoundingClientRect().left - carousel.getBoundingClientRect().left;

/** The hotel page's 9 nearby hotels on desktop: 3 in view, arrows, a card per hotel linking to it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hôtels à proximité' })).toBeVisible();
    const carousel = carouselOf(canvasElement);
    await expect(within(carousel).getAllByRole('group')).toHaveLength(9);
    await expect(await canvas.findByRole('button', { name: 'Suivant' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    const first = canvas.getByRole('article', { name: 'Le Grand Hôtel' });
    await expect(within(first).getByRole('link', { name: 'Le Grand Hôtel' })).toHaveAttribute(
      'href',
      '/fr/hotel/10025',
    );
    await expect(within(first).getByText('4 étoiles')).toBeInTheDocument();
    await expect(within(first).getByText('Nouveau')).toBeVisible();
    // 0.8 km away: rounded km (001 §9).
    await expect(within(first).getByText(/^à 1\skm$/)).toBeVisible();
    await expect(within(first).getByText('104 €')).toBeVisible();
    const third = canvas.getByRole('article', { name: 'Le Relais de la Tour' });
    await expect(within(third).getByText(/^à 56\skm$/)).toBeVisible();
    await expect(within(third).getByText('7,6 sur 10')).toBeInTheDocument();
  },
};

/** The arrows move 3 hotels at a time on desktop (S-210). */
export const ScrollsThreeAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = carouselOf(canvasElement);
    const slides = within(carousel).getAllByRole('group');
    const [first, , , fourth, , , seventh] = slides as HTMLElement[];
    if (!first || !fourth || !seventh) throw new Error('Missing slides');
    const start = offset(first, carousel);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(Math.abs(offset(fourth, carousel) - start)).toBeLessThan(0.5), {
      timeout: 3000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(Math.abs(offset(seventh, carousel) - start)).toBeLessThan(0.5), {
      timeout: 3000,
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled());
  },
};

/** On mobile the hotels are swiped: no arrows (S-210). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(carouselOf(canvasElement)).getAllByRole('group')).toHaveLength(9);
    await expect(canvas.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Précédent' })).not.toBeInTheDocument();
  },
};

/** On a tablet too the hotels are swiped: the arrows are for desktop only (S-210). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  },
};

/** Two hotels fit on desktop: no arrows. */
export const FewHotels: Story = {
  args: { hotels: nearbyHotels(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(carouselOf(canvasElement)).getAllByRole('group')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  },
};

/** A promo from 10 %: the struck price per night beside the promo (S-147, S-251). */
export const WithPromo: Story = {
  args: { hotels: [nearbyHotelWithPromo, ...nearbyHotels(2)] },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Le Chalet des Aiguilles' }));
    await expect(card.getByText('90 €')).toBeVisible();
    await expect(card.getByText('Au lieu de 120 €')).toBeInTheDocument();
    await expect(card.getByText('-25 %')).toBeVisible();
  },
};

/** No nearby hotels: nothing shows. */
export const Empty: Story = {
  args: { hotels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
  },
};

/** In Italian. */
export const InItalian: Story = {
  globals: { locale: 'it_IT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Hotel nelle vicinanze' })).toBeVisible();
    const first = within(canvas.getByRole('article', { name: 'Le Grand Hôtel' }));
    await expect(first.getByText(/^a 1\skm$/)).toBeVisible();
    await expect(first.getByText('Nuovo')).toBeVisible();
  },
};
