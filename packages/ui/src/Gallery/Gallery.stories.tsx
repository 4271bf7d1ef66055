import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { placeholderImage } from '../Carousel/Carousel.fixtures';
import { Gallery, type GalleryImage } from './Gallery';

const images = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, index) => ({
    src: placeholderImage(index),
    alt: `Hôtel des Remparts, photo ${index + 1}`,
  }));

const cardWidth = { maxWidth: 360 } as const;

const meta = {
  title: 'UI/Gallery',
  component: Gallery,
  args: { images: images(4), label: 'Photos de l’Hôtel des Remparts', layout: 'card', onOpenLightbox: fn() },
  argTypes: { layout: { control: 'inline-radio', options: ['card', 'product'] } },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's gallery: the pictures in a carousel with dots. */
export const Default: Story = {
  render: (args) => (
    <div style={cardWidth}>
      <Gallery {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Photos de l’Hôtel des Remparts' });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(4);
    await expect(within(carousel).getAllByRole('img')).toHaveLength(4);
    await expect(await canvas.findAllByRole('button', { name: /^Aller à la diapositive/ })).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Voir toutes les photos' })).not.toBeInTheDocument();
  },
};

export const CardGalleryOnMobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    const dots = await canvas.findAllByRole('button', { name: /^Aller à la diapositive/ });
    await userEvent.click(dots[1] as HTMLElement);
    await waitFor(() => expect(dots[1]).toHaveAttribute('aria-current', 'true'));
  },
};

/** One large picture and the others in a grid beside it. */
export const ProductGrid: Story = {
  args: { layout: 'product', images: images(5) },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pictures = canvas.getAllByRole('img');
    await expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Hôtel des Remparts, photo ${n}`),
    );
    await expect(pictures[0]).toHaveAttribute('loading', 'eager');
    await expect(pictures.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir toutes les photos' }));
    await expect(args.onOpenLightbox).toHaveBeenCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Hôtel des Remparts, photo 3' }));
    await expect(args.onOpenLightbox).toHaveBeenLastCalledWith(2);
  },
};

export const ProductGridWithFourImages: Story = {
  args: { layout: 'product', images: images(4) },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    const last = canvas.getByRole('img', { name: 'Hôtel des Remparts, photo 4' }).getBoundingClientRect();
    const third = canvas.getByRole('img', { name: 'Hôtel des Remparts, photo 3' }).getBoundingClientRect();
    await expect(last.width).toBeGreaterThan(third.width * 1.5);
  },
};

/** A single picture fills the frame, with the button under it. */
export const SingleImage: Story = {
  args: { layout: 'product', images: images(1) },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir toutes les photos' }));
    await expect(args.onOpenLightbox).toHaveBeenCalledWith(0);
  },
};

export const Mobile: Story = {
  args: { layout: 'product', images: images(5) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Photos de l’Hôtel des Remparts' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    await expect(await canvas.findAllByRole('button', { name: /^Aller à la diapositive/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir toutes les photos' }));
    await expect(args.onOpenLightbox).toHaveBeenCalledWith(0);
  },
};

export const WithoutLightbox: Story = {
  args: { layout: 'product', images: images(5), onOpenLightbox: undefined },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NoImages: Story = {
  args: { images: [] },
  render: (args) => (
    <div style={cardWidth}>
      <Gallery {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
  },
};

/** The button's words come from the locale; a page may give its own. */
export const SeeAllLabel: Story = {
  args: { layout: 'product', images: images(5), seeAllLabel: 'Toutes les photos du séjour' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Toutes les photos du séjour' }),
    ).toBeVisible();
  },
};
