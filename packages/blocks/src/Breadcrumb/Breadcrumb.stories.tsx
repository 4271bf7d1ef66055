import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Blocks/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'France', href: '/fr/search#country=country-fr' },
      { label: 'Auvergne-Rhône-Alpes', href: '/fr/search#region=region-auvergne-rhone-alpes' },
      { label: 'Haute-Savoie', href: '/fr/search#department=department-haute-savoie' },
      { label: 'Chamonix-Mont-Blanc', href: '/fr/search#city=city-chamonix-mont-blanc' },
      { label: 'Le Relais de l’Horloge' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'Haute-Savoie' })).toHaveAttribute(
      'href',
      '/fr/search#department=department-haute-savoie',
    );
    await expect(within(nav).getByText('Le Relais de l’Horloge')).toHaveAttribute('aria-current', 'page');
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // The trail wraps instead of overflowing the screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Kruimelpad' })).toBeVisible();
  },
};
