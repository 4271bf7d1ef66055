import type { RecentlyViewedItem } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeImage } from '../fixtures/offers';
import { RecentlyViewed } from './RecentlyViewed';

const item = (id: number, label: string, hotel: string, price: number | null): RecentlyViewedItem => ({
  type: 'STAY',
  id,
  label,
  imageUrl: makeImage(80 + id, label).sizes['640_360'],
  price,
  hotel,
  uri: `/stay/${id}`,
});

const items = [
  item(1, 'Week-end détente avec massage', 'Le Relais de l’Horloge', 24_900),
  item(2, 'Escapade gourmande', 'Hôtel des Vignes', 31_800),
  item(3, 'Nuit insolite en cabane', 'Les Cabanes du Lac', null),
];

const meta = {
  title: 'Blocks/RecentlyViewed',
  component: RecentlyViewed,
  args: { items, hrefOf: (uri: string) => `/fr${uri}` },
} satisfies Meta<typeof RecentlyViewed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'S-436 The stays seen, newest first, with their hotel and from-price',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Vus récemment' });
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/fr/stay/1',
      '/fr/stay/2',
      '/fr/stay/3',
    ]);
    await expect(links[0]).toHaveAccessibleName(
      /^Week-end détente avec massage Le Relais de l’Horloge · dès 249\s€$/,
    );
    // Without a price, the hotel only.
    await expect(links[2]).toHaveAccessibleName('Nuit insolite en cabane Les Cabanes du Lac');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
