import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeGiftOfferCard } from '../fixtures/offers';
import { OfferCard } from '../OfferCard';
import { BoxOffers, type BoxOffersProps } from './BoxOffers';

const card = (index: number) => {
  const offer = makeGiftOfferCard({}, index);
  return <OfferCard key={offer.id} offer={offer} view="GIFT" flow="gifting" href={`/fr${offer.uri}`} />;
};
const page = (number: number) => Array.from({ length: 8 }, (_, index) => card(number * 8 + index));

/** Pages of 8 arriving as the page asks, the third one empty (S-297). */
function Paged(props: BoxOffersProps) {
  const [pages, setPages] = useState(1);
  const cards = Array.from({ length: Math.min(pages, 2) }, (_, index) => page(index)).flat();
  return (
    <BoxOffers
      {...props}
      cards={cards}
      hasMore={pages <= 2}
      onLoadMore={() => {
        props.onLoadMore();
        setPages((count) => count + 1);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/BoxOffers',
  component: BoxOffers,
  render: (args) => <Paged {...args} />,
  args: {
    totalCount: 16,
    cards: [],
    hasMore: true,
    isLoading: false,
    hasError: false,
    onLoadMore: fn(),
    onOpenMap: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof BoxOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Où utiliser ce coffret' });
    await expect(within(section).getByText('16 hôtels au choix')).toBeVisible();
    await expect(within(section).getAllByRole('article')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir sur la carte' }));
    await expect(args.onOpenMap).toHaveBeenCalledOnce();
  },
};

export const LoadsPagesUntilOneIsEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The end of the list is near: the next page loads by itself, then the empty one ends it.
    const more = () => canvas.getByRole('button', { name: 'Afficher plus d’hôtels' });
    more().scrollIntoView();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(16));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    more().scrollIntoView();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(2));
    await expect(canvas.getAllByRole('article')).toHaveLength(16);
    await expect(canvas.queryByRole('button', { name: 'Afficher plus d’hôtels' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: (args) => <BoxOffers {...args} cards={page(0)} />,
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Où utiliser ce coffret' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByRole('status')).toHaveTextContent('Chargement d’autres hôtels');
  },
};

export const Failed: Story = {
  render: (args) => <BoxOffers {...args} cards={page(0)} />,
  args: { hasError: true, onOpenMap: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Oups, une erreur s'est produite");
    await expect(canvas.queryByRole('button', { name: 'Voir sur la carte' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement)
      .getAllByRole('article')
      .map((article) => article.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Number.POSITIVE_INFINITY);
  },
};
