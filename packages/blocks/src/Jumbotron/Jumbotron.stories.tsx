import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureHomeFlow, fixtureSearchBoxProps } from '../fixtures/content';
import { makeImage } from '../fixtures/offers';
import { SearchBox } from '../SearchBox';
import { Jumbotron } from './Jumbotron';

const { jumbotron } = fixtureHomeFlow;

const meta = {
  title: 'Blocks/Jumbotron',
  component: Jumbotron,
  args: {
    title: jumbotron.title,
    subtitle: jumbotron.subtitle,
    image: jumbotron.image,
    children: <SearchBox {...fixtureSearchBoxProps()} />,
  },
} satisfies Meta<typeof Jumbotron>;

export default meta;
type Story = StoryObj<typeof meta>;

const pictureOf = (canvasElement: HTMLElement) => {
  const image = canvasElement.querySelector('img');
  if (!image) throw new Error('No jumbotron picture');
  return image;
};
const searchBoxOf = (
  canvasElement: HTMLElement,
  name = 'Réservez les plus beaux séjours avec activités incluses',
) => within(canvasElement).getByRole('region', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Des week-ends qui changent tout' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Plus de 2 000 séjours avec activités incluses, dans les plus beaux hôtels'),
    ).toBeInTheDocument();
    const image = pictureOf(canvasElement);
    const { sizes } = jumbotron.image;
    await expect(image).toHaveAttribute(
      'srcset',
      `${sizes['120_80']} 120w, ${sizes['640_360']} 640w, ${sizes['960_540']} 960w`,
    );
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).not.toHaveAttribute('loading');
    await expect(searchBoxOf(canvasElement)).toBeInTheDocument();
  },
};

/** The picture holds the title; the search box follows it on the page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const picture = pictureOf(canvasElement).getBoundingClientRect();
    await expect(Math.round(picture.height)).toBe(280);
    const title = within(canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(title.bottom).toBeLessThanOrEqual(picture.bottom);
    await expect(searchBoxOf(canvasElement).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      picture.bottom,
    );
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
};

/** A large picture with the title and the search box centred on it. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const picture = pictureOf(canvasElement).getBoundingClientRect();
    await expect(picture.height).toBeGreaterThanOrEqual(480);
    const box = searchBoxOf(canvasElement).getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(picture.bottom);
    const title = within(canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect();
    const middle = (rect: DOMRect) => rect.left + rect.width / 2;
    await expect(Math.abs(middle(title) - middle(picture))).toBeLessThan(2);
    await expect(Math.abs(middle(box) - middle(picture))).toBeLessThan(2);
  },
};

export const GiftingFlow: Story = {
  args: {
    title: 'Offrez un séjour, ils choisiront la date',
    subtitle: 'Des coffrets et des séjours cadeaux valables 18 mois',
    image: makeImage(5, 'Offrez un séjour'),
    children: <SearchBox {...fixtureSearchBoxProps('gifting')} />,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: 'Offrez un séjour, ils choisiront la date',
      }),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(1);
  },
};

export const ActivityFlowOnMobile: Story = {
  args: {
    title: 'Des activités près de chez vous',
    subtitle: 'Spa, cours de cuisine, canoë : une journée qui change tout, sans nuit à l’hôtel',
    image: makeImage(2, 'Des activités près de chez vous'),
    children: <SearchBox {...fixtureSearchBoxProps('activity')} />,
  },
  globals: { viewport: { value: 'mobile' } },
};
