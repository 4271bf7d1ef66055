import type { LandingBlock } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeImage } from '../fixtures/offers';
import { JumbotronPromo, LandingTopBar, PromoCards, UspList } from './LandingBlocks';

// The content blocks of a landing page (001 §2.2, §3 Content blocks): each in its colours, with its
// call to action. The page resolves links under its market; here under /fr.

const hrefOf = (url: string) => `/fr${url}`;
type BlockOf<T extends LandingBlock['type']> = Extract<LandingBlock, { type: T }>;

const jumbotron: BlockOf<'jumbotronPromo'> = {
  type: 'jumbotronPromo',
  title: 'Week-ends en amoureux',
  subtitle: 'Une nuit, un dîner, un massage : tout est prévu, il ne reste qu’à partir.',
  image: makeImage(21, 'Week-ends en amoureux'),
  cta: { label: 'Voir les séjours', url: '/search#theme=18', newTab: false },
  cards: [
    { title: 'Hôtels de charme', text: 'Choisis un à un' },
    { title: 'Dîner inclus', text: 'Aux chandelles' },
    { title: 'Spa et détente', text: 'Pour deux' },
  ],
  colorPalette: { background: '#2b1f3a', font: 'light' },
};

const meta = {
  title: 'Blocks/LandingBlocks',
  component: JumbotronPromo,
  args: { block: jumbotron, hrefOf },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof JumbotronPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Jumbotron: Story = {
  name: 'S-385 S-388 S-389 The jumbotron promo in its colours, its cards and its call to action',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Week-ends en amoureux' });
    await expect(section).toHaveStyle({ backgroundColor: 'rgb(43, 31, 58)', color: 'rgb(255, 255, 255)' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Week-ends en amoureux' })).toBeVisible();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    const cta = canvas.getByRole('link', { name: 'Voir les séjours' });
    await expect(cta).toHaveAttribute('href', '/fr/search#theme=18');
    await expect(cta).not.toHaveAttribute('target');
  },
};

export const JumbotronOnAPhone: Story = {
  name: 'S-389 On a phone the picture sits above the words',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvasElement.querySelector('img');
    const title = canvas.getByRole('heading', { level: 1 });
    await expect((picture?.getBoundingClientRect().bottom ?? 0) <= title.getBoundingClientRect().top).toBe(
      true,
    );
  },
};

export const TopBarInANewTab: StoryObj<typeof LandingTopBar> = {
  name: 'S-385 S-388 A top bar in its colours, its link opening a new tab',
  render: () => (
    <LandingTopBar
      hrefOf={hrefOf}
      block={{
        type: 'topBar',
        text: 'Vente flash : -20 % sur les séjours en amoureux',
        cta: { label: 'En profiter', url: '/search', newTab: true },
        colorPalette: { background: '#b3123d', font: 'light' },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'En profiter' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('complementary')).toHaveStyle({ backgroundColor: 'rgb(179, 18, 61)' });
  },
};

export const Usps: StoryObj<typeof UspList> = {
  name: 'S-385 S-388 The main USP list on a light background, with dark text',
  render: () => (
    <UspList
      block={{
        type: 'uspList',
        title: 'Pourquoi réserver avec Escale',
        items: [
          { icon: 'calendar', title: 'Annulation souple', text: 'Sur de nombreux séjours.' },
          { icon: 'gift', title: 'À offrir', text: 'Chaque séjour existe en bon cadeau.' },
          { icon: 'unknown', title: 'Une équipe à l’écoute', text: 'Réponse sous 48 heures.' },
        ],
        colorPalette: { background: '#f7efe6', font: 'dark' },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Pourquoi réserver avec Escale' });
    await expect(section).toHaveStyle({ color: 'rgb(27, 27, 31)' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const PromoCardsFourARow: StoryObj<typeof PromoCards> = {
  name: 'S-385 S-389 Promo cards, 4 a row on a desktop, each link named after its card',
  render: () => (
    <PromoCards
      hrefOf={hrefOf}
      block={{
        type: 'promoCards',
        title: 'Et aussi',
        cards: ['Offrir un coffret', 'Les activités', 'Nos idées week-end', 'Tous les séjours'].map(
          (title, i) => ({
            title,
            image: makeImage(30 + i, title),
            cta: {
              label: 'Découvrir',
              url: ['/gifts', '/activities/search', '/ideas', '/search'][i] ?? '/',
              newTab: false,
            },
          }),
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/fr/gifts',
      '/fr/activities/search',
      '/fr/ideas',
      '/fr/search',
    ]);
    await expect(canvas.getByRole('link', { name: 'Découvrir : Les activités' })).toBeVisible();
    const tops = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};
