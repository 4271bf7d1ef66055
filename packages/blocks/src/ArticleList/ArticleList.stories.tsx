import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeArticles } from '../fixtures/articles';
import { ArticleList } from './ArticleList';

const meta = {
  title: 'Blocks/ArticleList',
  component: ArticleList,
  args: { articles: makeArticles() },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('link');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Notre sélection du moment' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    const first = canvas.getByRole('link', {
      name: 'Nos plus beaux week-ends romantiques au bord de la mer',
    });
    await expect(first).toHaveAttribute('href', '/fr/idea/week-ends-romantiques');
    await expect(first.querySelector('img')).toHaveAttribute('width', '640');
  },
};

export const GridOfFourOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const boxes = links(canvasElement).map((link) => link.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    await expect(boxes.every((box) => box.right <= window.innerWidth)).toBe(true);
  },
};

export const WrapsAfterFourOnDesktop: Story = {
  args: { articles: makeArticles(5) },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const boxes = links(canvasElement).map((link) => link.getBoundingClientRect());
    await expect(boxes[4]?.top).toBeGreaterThan(boxes[0]?.bottom ?? 0);
    await expect(Math.round(boxes[4]?.left ?? 0)).toBe(Math.round(boxes[0]?.left ?? 0));
  },
};

export const CarouselOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const boxes = links(canvasElement).map((link) => link.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    await expect(boxes[1]?.left).toBeLessThan(window.innerWidth);
    await expect(boxes[2]?.left).toBeGreaterThan(window.innerWidth);
  },
};

export const ScrollsToTheLastWithKeyboard: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const last = links(canvasElement)[3];
    await expect(last?.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth);
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(last).toHaveFocus();
    await waitFor(() => expect(last?.getBoundingClientRect().left).toBeLessThan(window.innerWidth));
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
