import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlowTabs } from './FlowTabs';

const hrefs = {
  booking: '/fr/search#a=2&c=0&b=0&city=annecy',
  gifting: '/fr/search?flow=gifting#a=2&c=0&b=0&city=annecy',
  activity: '/fr/activities/search#a=2&c=0&b=0',
  hotel: '/fr/search?flow=hotel#a=2&c=0&b=0&city=annecy',
};

const meta = {
  title: 'Blocks/FlowTabs',
  component: FlowTabs,
  args: { flow: 'booking', hrefs },
} satisfies Meta<typeof FlowTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Type de recherche' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Séjours',
      'Offrir un séjour',
      'Activités',
      'Nuits d’hôtel',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Séjours' })).toHaveAttribute('aria-current', 'page');
  },
};

export const GiftingCurrent: Story = {
  args: { flow: 'gifting' },
  play: async ({ canvasElement }) => {
    const gifts = within(canvasElement).getByRole('link', { name: 'Offrir un séjour' });
    await expect(gifts).toHaveAttribute('aria-current', 'page');
    await expect(gifts).toHaveAttribute('href', hrefs.gifting);
    await expect(within(canvasElement).getByRole('link', { name: 'Séjours' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const ActivityLeadsToItsOwnPath: Story = {
  args: { flow: 'activity' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Activités' })).toHaveAttribute(
      'href',
      '/fr/activities/search#a=2&c=0&b=0',
    );
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    // One row that scrolls sideways rather than wrapping.
    const tops = within(list)
      .getAllByRole('listitem')
      .map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notti in hotel' })).toBeVisible();
  },
};
