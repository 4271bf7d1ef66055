import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manyImages, stayImages } from '../fixtures/media';
import { hotelPage, productPage } from '../fixtures/product';
import { ProductGallery } from './ProductGallery';

const meta = {
  title: 'Blocks/ProductGallery',
  component: ProductGallery,
  args: { images: productPage.offer.images, name: productPage.offer.label },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const title = `Photos de ${productPage.offer.label}`;

/** The lightbox, once its code has loaded. */
async function lightbox(canvasElement: HTMLElement, name = title) {
  return page(canvasElement).findByRole('dialog', { name }, { timeout: 5000 });
}

/** The "3 sur 11" counter of an open lightbox. */
async function expectCounter(dialog: HTMLElement, text: string) {
  await waitFor(() => expect(within(dialog).getByText(text)).toBeInTheDocument());
}

/** The stay's 11 pictures on desktop: one large and a grid of the next 4, 5 in all (S-198, G-18). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mosaic = canvas.getByRole('region', { name: title });
    await expect(within(mosaic).getAllByRole('img')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Voir toutes les photos' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: title })).not.toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** On mobile a carousel of the same 5 pictures (S-198, S-219). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: title });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    await expect(canvas.queryByRole('region', { name: title })).not.toBeInTheDocument();
  },
};

/** The hotel page's 6 pictures. */
export const HotelPage: Story = {
  args: { images: hotelPage.images, name: hotelPage.label },
  play: async ({ canvasElement }) => {
    const mosaic = within(canvasElement).getByRole('region', { name: `Photos de ${hotelPage.label}` });
    await expect(within(mosaic).getAllByRole('img')).toHaveLength(5);
  },
};

/** Fewer than 4 pictures: a single one, and the lightbox still holds them all (S-199). */
export const FewerThanFourImages: Story = {
  args: { images: stayImages(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('region', { name: title })).getAllByRole('img')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir toutes les photos' }));
    const dialog = await lightbox(canvasElement);
    await expectCounter(dialog, '1 sur 3');
    await expect(within(dialog).getAllByRole('button', { name: /^Photo \d sur 3$/ })).toHaveLength(3);
  },
};

/** With exactly 4 pictures the grid holds the other 3 (G-18). */
export const FourImages: Story = {
  args: { images: stayImages(4) },
  play: async ({ canvasElement }) => {
    const mosaic = within(canvasElement).getByRole('region', { name: title });
    await expect(within(mosaic).getAllByRole('img')).toHaveLength(4);
  },
};

/** One picture: no arrows nor thumbnails in the lightbox. */
export const SingleImage: Story = {
  args: { images: stayImages(1) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voir toutes les photos' }));
    const dialog = await lightbox(canvasElement);
    await expectCounter(dialog, '1 sur 1');
    await expect(within(dialog).queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('group', { name: 'Toutes les photos' })).not.toBeInTheDocument();
  },
};

/** Without pictures: the placeholder, nothing to open. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** "See all pictures" opens the full-screen lightbox at the first picture; Escape closes it and focus returns (S-198). */
export const OpensLightbox: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const seeAll = within(canvasElement).getByRole('button', { name: 'Voir toutes les photos' });
    await userEvent.click(seeAll);
    const dialog = await lightbox(canvasElement);
    await expectCounter(dialog, '1 sur 11');
    await expect(within(dialog).getByRole('img', { name: 'Massage relaxant de 50 minutes' })).toBeVisible();
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(seeAll).toHaveFocus());
  },
};

/** Opened from a grid picture by keyboard, then moved with the arrow keys, Home and End, going round at the ends. */
export const NavigatesByKeyboard: Story = {
  args: { images: manyImages(8), name: 'Villa Marine' },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('button', { name: 'Vue 3' });
    tile.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await lightbox(canvasElement, 'Photos de Villa Marine');
    await expectCounter(dialog, '3 sur 8');
    await userEvent.keyboard('{ArrowRight}');
    await expectCounter(dialog, '4 sur 8');
    await expect(within(dialog).getByRole('img', { name: 'Vue 4' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expectCounter(dialog, '2 sur 8');
    await userEvent.keyboard('{End}');
    await expectCounter(dialog, '8 sur 8');
    await userEvent.keyboard('{ArrowRight}');
    await expectCounter(dialog, '1 sur 8');
    await userEvent.keyboard('{ArrowLeft}');
    await expectCounter(dialog, '8 sur 8');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tile).toHaveFocus());
  },
};

/** The previous and next buttons and the thumbnails; the close button closes it. */
export const ButtonsAndThumbnails: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voir toutes les photos' }));
    const dialog = await lightbox(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await expectCounter(dialog, '2 sur 11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Précédent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Précédent' }));
    await expectCounter(dialog, '11 sur 11');
    const thumbnail = within(dialog).getByRole('button', { name: 'Photo 6 sur 11' });
    await userEvent.click(thumbnail);
    await expectCounter(dialog, '6 sur 11');
    await expect(thumbnail).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Arrow keys on a thumbnail move the picture and the focus with it. */
export const ThumbnailsFollowTheKeyboard: Story = {
  args: { images: manyImages(8), name: 'Villa Marine' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vue 2' }));
    const dialog = await lightbox(canvasElement, 'Photos de Villa Marine');
    within(dialog).getByRole('button', { name: 'Photo 2 sur 8' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expectCounter(dialog, '3 sur 8');
    await expect(within(dialog).getByRole('button', { name: 'Photo 3 sur 8' })).toHaveFocus();
  },
};

/** On mobile a picture of the carousel opens the lightbox; a swipe to the left shows the next one (S-219). */
export const SwipesOnMobile: Story = {
  args: { images: manyImages(6), name: 'Villa Marine' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vue 1' }));
    const dialog = await lightbox(canvasElement, 'Photos de Villa Marine');
    await expectCounter(dialog, '1 sur 6');
    // Thumbnails show from the tablet breakpoint.
    await expect(within(dialog).queryByRole('group', { name: 'Toutes les photos' })).not.toBeInTheDocument();
    const picture = within(dialog).getByRole('img', { name: 'Vue 1' });
    await userEvent.pointer([
      { keys: '[TouchA>]', target: picture, coords: { clientX: 300, clientY: 300 } },
      { pointerName: 'TouchA', target: picture, coords: { clientX: 120, clientY: 310 } },
      { keys: '[/TouchA]', target: picture, coords: { clientX: 120, clientY: 310 } },
    ]);
    await expectCounter(dialog, '2 sur 6');
    await expect(within(dialog).getByRole('img', { name: 'Vue 2' })).toBeVisible();
  },
};

/** In Dutch. */
export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: "Alle foto's bekijken" }));
    const dialog = await lightbox(canvasElement, `Foto's van ${productPage.offer.label}`);
    await userEvent.keyboard('{ArrowRight}');
    await expectCounter(dialog, '2 van 11');
    await expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  },
};
