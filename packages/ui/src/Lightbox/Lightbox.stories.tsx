import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { placeholderImage } from '../Carousel/Carousel.fixtures';
import { Lightbox, type LightboxImage, type LightboxProps } from './Lightbox';

const pictures = (count: number): LightboxImage[] =>
  Array.from({ length: count }, (_, index) => ({
    src: placeholderImage(index),
    thumbnailSrc: placeholderImage(index),
    alt: `Villa Marine, photo ${index + 1}`,
  }));

/** The lightbox with its own picture state, as a gallery holds it. */
function Controlled(args: LightboxProps) {
  const [index, setIndex] = useState(args.index);
  return (
    <Lightbox
      {...args}
      index={index}
      onIndexChange={(next) => {
        setIndex(next);
        args.onIndexChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Lightbox',
  component: Lightbox,
  args: {
    images: pictures(6),
    title: 'Photos de Villa Marine',
    isOpen: true,
    onOpenChange: fn(),
    index: 0,
    onIndexChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Photos de Villa Marine' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('img', { name: 'Villa Marine, photo 1' })).toBeVisible();
    await expect(within(dialog).getByText('1 sur 6')).toBeInTheDocument();
    const thumbnails = within(dialog).getByRole('group', { name: 'Toutes les photos' });
    await expect(within(thumbnails).getAllByRole('button')).toHaveLength(6);
    await expect(within(thumbnails).getByRole('button', { name: 'Photo 1 sur 6' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** One picture: no arrows and no thumbnails. */
export const SinglePicture: Story = {
  args: { images: pictures(1) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Suivant' })).toBeVisible();
    // Thumbnails show from the tablet breakpoint.
    await expect(within(dialog).queryByRole('group', { name: 'Toutes les photos' })).not.toBeInTheDocument();
  },
};

/** Next from the last picture goes back to the first (S-219); a thumbnail shows its picture. */
export const GoesRound: Story = {
  args: { index: 5 },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText('6 sur 6')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(within(dialog).getByText('1 sur 6')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo 4 sur 6' }));
    await expect(within(dialog).getByRole('img', { name: 'Villa Marine, photo 4' })).toBeVisible();
  },
};

/** Arrow keys move, Home and End go to the ends, Escape asks to close. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(dialog).getByText('3 sur 6')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(within(dialog).getByText('6 sur 6')).toBeInTheDocument();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(within(dialog).getByText('6 sur 6')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The words come from the locale; a page may give its own. */
export const OwnWords: Story = {
  args: {
    closeLabel: 'Fermer les photos',
    nextLabel: 'Photo suivante',
    counterLabel: (index, count) => `Photo ${index}/${count}`,
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Fermer les photos' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Photo suivante' })).toBeVisible();
    await expect(within(dialog).getByText('Photo 1/6')).toBeInTheDocument();
  },
};
