import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBoxSummaries } from '../fixtures/boxes';
import { BoxListing } from './BoxListing';

const meta = {
  title: 'Blocks/BoxListing',
  component: BoxListing,
  args: { boxes: fixtureBoxSummaries, hrefOf: (box) => `/fr${box.uri}` },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof BoxListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coffrets cadeaux' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 2, name: 'Parenthèse bien-être' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Parenthèse bien-être' })).toHaveAttribute(
      'href',
      '/fr/gifts/p/parenthese-bien-etre/SPA1NEBOX',
    );
    // S-300: what the box holds, one line each.
    await expect(first.getAllByRole('listitem')).toHaveLength(4);
    await expect(first.getByText('Accès au spa pour 2 personnes')).toBeVisible();
    // S-299: the promo above 5 % shows with the struck reference price.
    await expect(first.getByText(/^-12\s%$/)).toBeVisible();
    await expect(first.getByText('Au lieu de 170 €')).toBeInTheDocument();
    // A promo of 5 % or less counts as 0: no reference price.
    const second = within(cards[1] as HTMLElement);
    await expect(second.getByText('190 €')).toBeVisible();
    await expect(second.queryByText(/Au lieu de/)).not.toBeInTheDocument();
    // Three cards a row on a desktop.
    const tops = cards.slice(0, 3).map((card) => card.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(canvasElement.querySelectorAll('img[loading="eager"]')).toHaveLength(3);
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Number.POSITIVE_INFINITY);
  },
};

export const Failed: Story = {
  args: { boxes: [], hasError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Oups, une erreur s'est produite");
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { boxes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun coffret cadeau n’est en vente pour le moment.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
