import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeDatedOfferCard, makeOfferCard } from '../fixtures/offers';
import { HotelCard } from './HotelCard';

const meta = {
  title: 'Blocks/HotelCard',
  component: HotelCard,
  args: {
    offer: makeOfferCard({ distance: 2.2 }, 2),
    href: '/fr/stay/5003?flow=hotel',
    onToggleWishlist: fn(),
    onSeeOtherOffers: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Hôtel Le Bellevue' })).toBeVisible();
    await expect(card.getByRole('article')).toHaveAttribute('data-view', 'HOTEL');
    await expect(
      card.getByText('Offre la moins chère : Séjour lac et montagne avec croisière'),
    ).toBeVisible();
    await expect(card.getByText("Voir l'offre")).toBeVisible();
  },
};

export const WithDates: Story = {
  args: { offer: makeDatedOfferCard({}, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Plus que 2 chambres disponibles !')).toBeVisible();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Hôtel Le Bellevue' })).toBeVisible();
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Vedi l'offerta")).toBeVisible();
  },
};

export const SeesOtherOffers: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Voir les autres offres de cet hôtel' }),
    );
    await expect(args.onSeeOtherOffers).toHaveBeenCalledTimes(1);
  },
};
