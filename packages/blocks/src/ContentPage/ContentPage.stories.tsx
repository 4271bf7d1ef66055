import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentPage } from './ContentPage';

const page = {
  title: 'Politique cookies',
  updatedOn: '2026-09-01',
  sections: [
    {
      heading: 'Ce que le site garde',
      paragraphs: [
        'Le site garde dans votre navigateur vos recherches récentes, votre liste d’envies et votre message cadeau.',
      ],
    },
    {
      heading: 'Mesure d’audience',
      paragraphs: [
        'Les statistiques de visite ne sont collectées qu’avec votre accord.',
        'Vous pouvez le retirer à tout moment depuis le bas de chaque page.',
      ],
    },
  ],
};

const meta = {
  title: 'Blocks/ContentPage',
  component: ContentPage,
  args: { page, homeHref: '/fr' },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Politique cookies' })).toBeVisible();
    await expect(canvas.getByText('Mis à jour le 1 septembre 2026')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Ce que le site garde',
      'Mesure d’audience',
    ]);
    // Every paragraph as written, in order.
    await expect(canvasElement.querySelectorAll('section p')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr');
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_BE' },
  args: { page: { ...page, title: 'Cookiebeleid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bijgewerkt op 1 september 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Startpagina' })).toHaveAttribute('href', '/fr');
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
