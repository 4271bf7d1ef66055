import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureBoxSummaries } from '../fixtures/boxes';
import { BoxCard } from './BoxCard';

const [spa, gourmet, romance] = fixtureBoxSummaries as [
  (typeof fixtureBoxSummaries)[number],
  (typeof fixtureBoxSummaries)[number],
  (typeof fixtureBoxSummaries)[number],
];

const meta = {
  title: 'Blocks/BoxCard',
  component: BoxCard,
  args: {
    title: spa.title,
    href: '/fr/gifts/p/parenthese-bien-etre/SPA1NEBOX',
    image: spa.images[0] as (typeof spa.images)[number],
    rating: spa.rating,
    sellPrice: spa.price.sellPrice,
    refPrice: spa.price.referencePrice,
    promoPercent: spa.price.promo,
    includedContent: spa.includedContent,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BoxCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const link = card.getByRole('link', { name: 'Parenthèse bien-être' });
    await expect(link).toHaveAttribute('href', '/fr/gifts/p/parenthese-bien-etre/SPA1NEBOX');
    await expect(card.getByRole('heading', { level: 3, name: 'Parenthèse bien-être' })).toBeVisible();
    await expect(card.getByText('8,8')).toBeVisible();
    // S-300: what the box holds, one line each.
    await expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 nuit avec petit-déjeuner pour 2 personnes',
      'Accès au spa pour 2 personnes',
      'E-coffret envoyé par e-mail',
      expect.stringMatching(/18 mois/),
    ]);
    // S-299: a promo above 5 % shows with the struck reference price.
    await expect(card.getByText(/^-12\s%$/)).toBeVisible();
    await expect(card.getByText('Au lieu de 170 €')).toBeInTheDocument();
    // One link: the keyboard reaches the card once.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(canvasElement.querySelectorAll('a, button')).toHaveLength(1);
  },
};

/** A box in a block: no content lines, a promo of 5 % or less counting as none (S-299). */
export const WithoutContent: Story = {
  args: {
    title: gourmet.title,
    image: gourmet.images[0] as (typeof gourmet.images)[number],
    rating: gourmet.rating,
    sellPrice: gourmet.price.sellPrice,
    refPrice: null,
    promoPercent: 0,
    includedContent: undefined,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.queryByRole('list')).not.toBeInTheDocument();
    await expect(card.getByText('190 €')).toBeVisible();
    await expect(card.queryByText(/Au lieu de/)).not.toBeInTheDocument();
  },
};

/** A new box without ratings shows no score. */
export const WithoutRating: Story = {
  args: {
    title: romance.title,
    image: romance.images[0] as (typeof romance.images)[number],
    rating: romance.rating,
    sellPrice: romance.price.sellPrice,
    refPrice: romance.price.referencePrice,
    promoPercent: romance.price.promo,
    includedContent: romance.includedContent,
    headingLevel: 2,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(romance.rating).toBeNull();
    await expect(card.queryByText(/^\d+,\d$/)).not.toBeInTheDocument();
    await expect(card.getByRole('heading', { level: 2, name: 'Week-end en amoureux' })).toBeVisible();
  },
};
