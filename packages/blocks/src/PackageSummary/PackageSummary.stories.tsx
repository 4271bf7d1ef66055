import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hikeSummary, roomOnlySummary } from '../fixtures/offerContent';
import { productPage } from '../fixtures/product';
import { PackageSummary } from './PackageSummary';

const meta = {
  title: 'Blocks/PackageSummary',
  component: PackageSummary,
  args: { summary: productPage.packageSummary },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PackageSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name = 'Votre séjour comprend') =>
  within(canvasElement).getByRole('region', { name });

const items = (canvasElement: HTMLElement, name?: string) =>
  within(section(canvasElement, name))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.kind);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = items(canvasElement);
    await expect(rows.map((row) => row.dataset.kind)).toEqual(['room', 'breakfast', 'dinner', 'extra']);
    const [room, breakfast, dinner, extra] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(room).toHaveTextContent('2 nuits en Chambre Double Classique');
    await expect(breakfast).toHaveTextContent('Chaque jour de votre séjour');
    await expect(within(dinner).getByText('Pour 2 personnes')).toBeVisible();
    await expect(within(dinner).getByText('2 h')).toBeVisible();
    await expect(within(extra).getByText('Extra ajouté')).toBeVisible();
    await expect(within(extra).getByText('50 min')).toBeVisible();
    // Two columns on desktop: the breakfast sits beside the room.
    await expect(Math.round(breakfast.getBoundingClientRect().top)).toBe(
      Math.round(room.getBoundingClientRect().top),
    );
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [room, breakfast] = items(canvasElement) as [HTMLElement, HTMLElement];
    await expect(breakfast.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      room.getBoundingClientRect().bottom,
    );
  },
};

export const WithActivitiesAndNoDinner: Story = {
  name: 'S-220 With activities and no dinner',
  args: { summary: hikeSummary },
  play: async ({ canvasElement }) => {
    const rows = items(canvasElement);
    await expect(rows.map((row) => row.dataset.kind)).toEqual(['room', 'breakfast', 'activity']);
    await expect(rows[2]).toHaveTextContent('Randonnée accompagnée');
    await expect(rows[2]).toHaveTextContent('4 h');
    await expect(within(section(canvasElement)).queryByText('Extra ajouté')).not.toBeInTheDocument();
  },
};

export const RoomOnlyWithItsPictogram: Story = {
  name: 'S-220 Room only, with its pictogram',
  args: { summary: roomOnlySummary },
  play: async ({ canvasElement }) => {
    const rows = items(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]?.querySelector('[data-media]')).toHaveAttribute('data-media', 'icon');
    await expect(rows[0]?.querySelector('img')).toBeNull();
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const rows = items(canvasElement, 'Je verblijf omvat');
    await expect(rows[1]).toHaveTextContent('Elke dag van je verblijf');
    await expect(rows[2]).toHaveTextContent('2 uur');
    await expect(rows[3]).toHaveTextContent('Toegevoegde extra');
  },
};
