import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { productPage } from '../fixtures/product';
import { StayRoom } from './StayRoom';

const room = productPage.room;

const meta = {
  title: 'Blocks/StayRoom',
  component: StayRoom,
  args: { room },
} satisfies Meta<typeof StayRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: room.title })).toBeVisible();
    await expect(canvas.getByText(`${room.size} m²`)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Points forts de la chambre' })).toBeVisible();
  },
};

export const LongDescriptionOnMobile: Story = {
  args: { room: { ...room, description: `${room.description} ${room.description} ${room.description}` } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: /voir plus/i });
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: /voir moins/i })).toBeVisible();
  },
};

export const WithoutHighlights: Story = {
  args: { room: { ...room, highlightedFacilities: [] } },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: /habitación/i })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Hasta 2 personas/)).toBeVisible();
  },
};
