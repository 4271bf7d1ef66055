import type { Ideas } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeImage } from '../fixtures/offers';
import { IdeasPage } from './IdeasPage';

const themes = [
  'Bien-être',
  'Gastronomie',
  'Romantique',
  'Sport et aventure',
  'Mer et plage',
  'Montagne',
  'Nature',
  'Insolite',
];

const ideas: Ideas = {
  title: 'Idées de week-end',
  intro: 'Pas encore de destination ? Partez d’une envie : un thème, une ville, une région.',
  sections: [
    {
      title: 'Par envie',
      intro: 'Bien-être, gastronomie, nature… le week-end qui vous ressemble.',
      ideas: themes.map((label, i) => ({
        label,
        url: `/search#theme=${i + 1}`,
        cover: makeImage(60 + i, label),
      })),
    },
    {
      title: 'Escapades en ville',
      intro: 'Les villes où nos hôtels vous attendent le plus nombreux.',
      ideas: ['Annecy', 'Bruges', 'Nice'].map((label, i) => ({
        label,
        url: `/city/${label.toLowerCase()}`,
        cover: makeImage(70 + i, label),
      })),
    },
  ],
  regions: [
    { label: 'Auvergne-Rhône-Alpes', url: '/search#region=region-auvergne-rhone-alpes' },
    { label: 'Bretagne', url: '/search#region=region-bretagne' },
  ],
};

const meta = {
  title: 'Blocks/IdeasPage',
  component: IdeasPage,
  args: { ideas, hrefOf: (url: string) => `/fr${url}` },
} satisfies Meta<typeof IdeasPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'S-390 Sections of ideas with See more, and the regions',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Idées de week-end' })).toBeVisible();
    const themesSection = canvas.getByRole('region', { name: 'Par envie' });
    // G-13: 6 ideas at first.
    await expect(within(themesSection).getAllByRole('link')).toHaveLength(6);
    await expect(within(themesSection).getByRole('link', { name: 'Bien-être' })).toHaveAttribute(
      'href',
      '/fr/search#theme=1',
    );
    await userEvent.click(within(themesSection).getByRole('button', { name: 'Voir plus' }));
    await expect(within(themesSection).getAllByRole('link')).toHaveLength(8);
    // The focus goes to the first idea added; no more to see.
    await expect(within(themesSection).getByRole('link', { name: 'Nature' })).toHaveFocus();
    await expect(within(themesSection).queryByRole('button', { name: 'Voir plus' })).toBeNull();
    // A section of 3 has no "See more".
    const cities = canvas.getByRole('region', { name: 'Escapades en ville' });
    await expect(within(cities).queryByRole('button')).toBeNull();
    const regions = canvas.getByRole('region', { name: 'Par région' });
    await expect(within(regions).getByRole('link', { name: 'Bretagne' })).toHaveAttribute(
      'href',
      '/fr/search#region=region-bretagne',
    );
  },
};

export const Failed: Story = {
  name: 'S-391 A failed call says so',
  args: { ideas: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Idées de week-end' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent("Oups, une erreur s'est produite");
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
