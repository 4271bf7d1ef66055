import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productPage } from '../fixtures/product';
import { HotelSummary } from './HotelSummary';

const hotel = productPage.hotel;

const meta = {
  title: 'Blocks/HotelSummary',
  component: HotelSummary,
  args: { hotel, hotelHref: `/fr/hotel/${hotel.id}` },
} satisfies Meta<typeof HotelSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: hotel.label })).toHaveAttribute('href', '/fr/hotel/10047');
    await expect(canvas.getByText('3 étoiles')).toBeInTheDocument();
    await expect(canvas.getByText(hotel.location.label)).toBeVisible();
    await expect(canvas.getByText(/40 avis/)).toBeVisible();
  },
};

export const MapOpens: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Voir sur la carte' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: hotel.label });
    await expect(dialog).toHaveTextContent(hotel.location.address);
    const map = await within(dialog).findByRole('region', { name: `Carte situant ${hotel.label}` });
    // The dialog fades in.
    await waitFor(() => expect(map).toBeVisible());
    await userEvent.keyboard('{Escape}');
    // Focus goes back to the button once the dialog has closed.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OnTheHotelPage: Story = {
  args: { hotelHref: undefined, hotel: { ...hotel, review: { score: null, count: 0 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's title names the hotel: the line keeps the stars only.
    await expect(canvas.queryByText(hotel.label)).not.toBeInTheDocument();
    await expect(canvas.getByText('3 étoiles')).toBeInTheDocument();
    await expect(canvas.getByText('Nouveau')).toBeVisible();
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Vedi sulla mappa' })).toBeVisible();
  },
};
