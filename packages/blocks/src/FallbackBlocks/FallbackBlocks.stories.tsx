import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeFallbackBlocks, makeOfferCards } from '../fixtures/offers';
import { FallbackBlocks } from './FallbackBlocks';

const meta = {
  title: 'Blocks/FallbackBlocks',
  component: FallbackBlocks,
  args: {
    blocks: makeFallbackBlocks(),
    flow: 'booking',
    offerHref: (offer) => `/fr${offer.uri}?flow=booking`,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof FallbackBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

const blockNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(root.getByRole('heading', { level: 2, name: 'Nos suggestions' })).toBeVisible();
    const nearby = blockNamed(canvasElement, 'Annecy et ses environs · Pour vos dates');
    await expect(within(nearby).getAllByRole('article')).toHaveLength(3);
    await expect(within(nearby).getByRole('link', { name: 'Voir ces séjours' })).toHaveAttribute(
      'href',
      '/fr/search?flow=booking#a=2&lat=45.9&lng=6.12&distanceMin=0&distanceMax=30',
    );
    await expect(blockNamed(canvasElement, 'Pour vos dates · Toutes les thématiques')).toBeVisible();
    await expect(
      within(blockNamed(canvasElement, 'En dehors de vos dates')).getAllByRole('article'),
    ).toHaveLength(2);
  },
};

export const AtMostThreeOffers: Story = {
  args: {
    blocks: [
      {
        id: 'dates',
        subtitles: [{ key: 'outsideYourDates' }],
        offers: makeOfferCards(5),
        href: '/fr/search',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

export const HidesEmptyBlocks: Story = {
  args: {
    blocks: [
      { id: 'category', subtitles: [{ key: 'allThemes' }], offers: [], href: '/fr/search' },
      {
        id: 'destination',
        subtitles: [{ key: 'inArea', values: { destination: 'Auvergne-Rhône-Alpes' } }],
        offers: makeOfferCards(3),
        href: '/fr/search',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Toutes les thématiques' })).toBeNull();
    await expect(blockNamed(canvasElement, 'Zone élargie : Auvergne-Rhône-Alpes')).toBeVisible();
  },
};

export const NothingWithoutOffers: Story = {
  args: { blocks: [{ id: 'category', subtitles: [{ key: 'allThemes' }], offers: [], href: '/fr/search' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang]')).toBeEmptyDOMElement();
  },
};

export const Gifting: Story = {
  args: { flow: 'gifting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Voir le cadeau')).toHaveLength(8);
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(
      blockNamed(canvasElement, 'Pour vos dates · Toutes les thématiques'),
    ).getAllByRole('article');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(blockNamed(canvasElement, 'Rond Annecy · Voor je data')).toBeVisible();
  },
};
