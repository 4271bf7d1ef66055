import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixturePromoBar } from '../fixtures/chrome';
import { PromoBar } from './PromoBar';

const meta = {
  title: 'Blocks/PromoBar',
  component: PromoBar,
  args: { bar: fixturePromoBar },
} satisfies Meta<typeof PromoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Offres du moment' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '/fr/lp/bien-etre');
    await expect(links[0]).toHaveAttribute('data-variant', 'default');
    await expect(links[0]).not.toHaveAttribute('target');
  },
};

export const NewTabAndBlackLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Offrez un coffret/ });
    await expect(link).toHaveAccessibleName("Offrez un coffret (s'ouvre dans un nouvel onglet)");
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('data-variant', 'black');
  },
};

export const OwnSiteLinksBecomePaths: Story = {
  args: {
    siteOrigin: 'https://www.escale.travel',
    bar: {
      ...fixturePromoBar,
      links: [
        {
          label: 'Dernière minute',
          url: 'https://www.escale.travel/fr/lp/derniere-minute',
          newTab: false,
          variant: 'default',
        },
        { label: 'Lien cassé', url: 'http://[promo', newTab: false, variant: 'default' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dernière minute' })).toHaveAttribute(
      'href',
      '/fr/lp/derniere-minute',
    );
    await expect(canvas.getByRole('link', { name: 'Lien cassé' })).toHaveAttribute('href', 'http://[promo');
  },
};

/** A long promotion on a phone: the links and their words wrap, nothing is cut off or scrolled away. */
export const WrapsOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    bar: {
      ...fixturePromoBar,
      links: [
        {
          label: '10\u00a0% de réduction supplémentaire appliquée automatiquement sur votre week-end',
          url: '/fr/search',
          newTab: false,
          variant: 'default',
        },
        ...fixturePromoBar.links,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Offres du moment' });
    const bounds = nav.getBoundingClientRect();
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    for (const link of within(nav).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bounds.left);
      await expect(box.right).toBeLessThanOrEqual(bounds.right);
    }
  },
};

export const NoBar: Story = {
  args: { bar: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const NoLinks: Story = {
  args: { bar: { ...fixturePromoBar, links: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
