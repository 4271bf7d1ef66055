import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureGiftContent, fixtureGiftContentThree, fixtureGiftContentTwo } from '../fixtures/giftContent';
import { GiftBlock } from './GiftBlock';

const meta = {
  title: 'Blocks/GiftBlock',
  component: GiftBlock,
  args: { content: fixtureGiftContent },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof GiftBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list')).getAllByRole('link');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Offrez une escapade' })).toBeVisible();
    await expect(canvas.getByText(fixtureGiftContent.subtitle ?? '')).toBeVisible();
    const cards = cardsOf(canvasElement);
    await expect(cards.map((card) => card.dataset.kind)).toEqual([
      'singleVoucher',
      'box',
      'giftcard',
      'activity',
    ]);
    await expect(canvas.getByRole('list')).toHaveAttribute('data-columns', '4');
    // One row on desktop.
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

export const OpensCardsInANewTab: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link', { name: /Coffrets cadeaux/ });
    await expect(card).toHaveAttribute('href', 'https://www.escale-coffrets.fr/');
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card).toHaveAccessibleName(/s'ouvre dans un nouvel onglet/);
  },
};

export const ThreeCardsInThreeColumns: Story = {
  args: { content: fixtureGiftContentThree },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list).toHaveAttribute('data-columns', '3');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
    // The activity gift has no URL, so its card is left out (S-394).
    await expect(within(list).queryByRole('link', { name: /Activité cadeau/ })).not.toBeInTheDocument();
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
  },
};

export const OwnCopyWithoutTitle: Story = {
  args: { content: fixtureGiftContentTwo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Offrez une escapade' })).toBeVisible();
    await expect(canvas.getByText('Offrez un séjour, ils choisissent les dates')).toBeVisible();
    await expect(cardsOf(canvasElement)).toHaveLength(2);
  },
};

export const VerticalOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const cards = cardsOf(canvasElement);
    const boxes = cards.map((card) => card.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
    for (let index = 1; index < boxes.length; index += 1) {
      await expect(boxes[index]?.top).toBeGreaterThan(boxes[index - 1]?.top ?? 0);
    }
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(busy).not.toBeNull();
    const placeholders = busy.querySelectorAll('[data-shape="rect"][aria-hidden="true"]');
    // The title placeholder and the three cards' placeholders of the final height (S-396).
    await expect(placeholders).toHaveLength(4);
    const heights = [...placeholders].slice(1).map((node) => node.getBoundingClientRect().height);
    await expect(heights).toEqual([200, 200, 200]);
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LoadingOnMobile: Story = {
  args: { isLoading: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const placeholders = canvasElement.querySelectorAll('[data-shape="rect"]');
    const heights = [...placeholders].slice(1).map((node) => node.getBoundingClientRect().height);
    await expect(heights).toEqual([96, 96, 96]);
  },
};

export const NoContent: Story = {
  args: { content: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT' },
  args: { content: { ...fixtureGiftContentTwo, locale: 'it_IT' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Regala una fuga' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Carta regalo/ })).toBeVisible();
  },
};
