import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { svgImage } from '../fixtures/offers';
import { CardGallery } from './CardGallery';

const images = Array.from({ length: 6 }, (_, index) => ({
  src: svgImage(index, 640, 360),
  srcSet: `${svgImage(index, 640, 360)} 640w, ${svgImage(index, 960, 540)} 960w`,
  alt: '',
}));

const meta = {
  title: 'Blocks/CardGallery',
  component: CardGallery,
  args: { images, label: 'Photos de Week-end gastronomique', href: '/fr/stay/5001', isPriority: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof CardGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const slides = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('group', { name: /sur/ });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Photos de Week-end gastronomique' }),
    ).toBeVisible();
    // Six pictures given, four shown (S-156).
    await expect(slides(canvasElement)).toHaveLength(4);
    await expect(slides(canvasElement)[0]).toHaveAccessibleName('1 sur 4');
  },
};

export const FirstPictureLoadsAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('img');
    await expect(first).toHaveAttribute('src', images[0]?.src);
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // The second slide is outside the viewport, clipped by the carousel: it waits, also once the
    // observer has had its frames.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(second).not.toHaveAttribute('src');
  },
};

export const LoadsTheNextSlideWhenShown: Story = {
  play: async ({ canvasElement }) => {
    const second = canvasElement.querySelectorAll('img')[1] as HTMLImageElement;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(second).toHaveAttribute('src', images[1]?.src));
  },
};

export const PicturesAreLinks: Story = {
  play: async ({ canvasElement }) => {
    const links = canvasElement.querySelectorAll('a');
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', '/fr/stay/5001');
      await expect(link).toHaveAttribute('tabindex', '-1');
    }
  },
};

export const SinglePicture: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

export const NoPicture: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // Swiped on touch screens: no arrows below the desktop breakpoint.
    await expect(within(canvasElement).queryByRole('button', { name: 'Suivant' })).toBeNull();
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Aller à la diapositive 2' }),
    ).toBeVisible();
  },
};
