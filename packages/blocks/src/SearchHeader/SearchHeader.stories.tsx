import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureSearchBoxProps, fixtureSearchPage } from '../fixtures/content';
import { svgImage } from '../fixtures/offers';
import { SearchBox } from '../SearchBox';
import { SearchHeader } from './SearchHeader';

const meta = {
  title: 'Blocks/SearchHeader',
  component: SearchHeader,
  args: {
    title: fixtureSearchPage.title,
    subtitle: fixtureSearchPage.subtitle,
    image: fixtureSearchPage.headerImage,
    children: <SearchBox {...fixtureSearchBoxProps()} headingLevel={2} />,
  },
} satisfies Meta<typeof SearchHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const pictureOf = (canvasElement: HTMLElement) => {
  const image = canvasElement.querySelector('img');
  if (!image) throw new Error('No header image');
  return image;
};
const searchBoxOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', {
    name: 'Réservez les plus beaux séjours avec activités incluses',
  });
const heightOf = (element: Element | null | undefined) => element?.getBoundingClientRect().height ?? 0;
/** The banner: the picture's box, title and subtitle over it. */
const bannerOf = (canvasElement: HTMLElement) => pictureOf(canvasElement).parentElement?.parentElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Week-end à Annecy' })).toBeInTheDocument();
    await expect(canvas.getByText('42 séjours avec activités dans 18 hôtels')).toBeInTheDocument();
    const image = pictureOf(canvasElement);
    const { sizes } = fixtureSearchPage.headerImage;
    await expect(image).toHaveAttribute(
      'srcset',
      `${sizes['120_80']} 120w, ${sizes['640_360']} 640w, ${sizes['960_540']} 960w`,
    );
    await expect(image).toHaveAttribute('sizes', '100vw');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).not.toHaveAttribute('loading');
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '540');
    await expect(image).toHaveAttribute('alt', '');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const banner = bannerOf(canvasElement);
    const height = heightOf(banner);
    await expect(height).toBeGreaterThanOrEqual(180);
    await expect(height).toBeLessThanOrEqual(220);
    const summary = within(canvasElement).getByRole('button', { name: /Modifier votre recherche/ });
    await expect(summary.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      banner?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = pictureOf(canvasElement).getBoundingClientRect();
    await expect(picture.height).toBeGreaterThanOrEqual(320);
    const box = searchBoxOf(canvasElement).getBoundingClientRect();
    await expect(box.top).toBeGreaterThan(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().bottom,
    );
    await expect(box.bottom).toBeLessThanOrEqual(picture.bottom);
  },
};

export const WithoutSearchBox: Story = {
  args: { children: undefined },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(heightOf(pictureOf(canvasElement))).toBeGreaterThanOrEqual(320);
  },
};

/** A picture of another shape takes the same box: the header's height never depends on it. */
export const KeepsItsHeightWithAnyPicture: Story = {
  args: {
    image: {
      alt: 'Portrait',
      sizes: {
        '120_80': svgImage(3, 80, 120),
        '640_360': svgImage(3, 360, 640),
        '960_540': svgImage(3, 540, 960),
      },
    },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const image = pictureOf(canvasElement);
    await expect(image.currentSrc).not.toBe('');
    await expect(heightOf(bannerOf(canvasElement))).toBe(200);
    await expect(Math.round(heightOf(image))).toBe(200);
  },
};

export const LongTitleOnMobile: Story = {
  args: {
    title: 'Week-end à Chamonix-Mont-Blanc et dans toute la vallée de l’Arve',
    subtitle: '128 séjours avec activités dans 47 hôtels, au pied du mont Blanc',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    const banner = bannerOf(canvasElement)?.getBoundingClientRect();
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner?.top ?? 0);
  },
};
