import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBoxBlock } from '../fixtures/boxes';
import { BoxBlock } from './BoxBlock';

const meta = {
  title: 'Blocks/BoxBlock',
  component: BoxBlock,
  args: { block: fixtureBoxBlock },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof BoxBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'S-303 Title, subtitle, the boxes and a button to all of them',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nos coffrets cadeaux' })).toBeVisible();
    const carousel = canvas.getByRole('group', { name: 'Nos coffrets cadeaux' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByText('Un séjour à offrir, à utiliser quand ils veulent')).toBeVisible();
    await expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    const first = within(carousel).getAllByRole('group')[0] as HTMLElement;
    await expect(within(first).getByRole('link', { name: 'Séjour gourmand' })).toHaveAttribute(
      'href',
      'https://www.escale-coffrets.fr/p/3101',
    );
    // Promo price, struck reference price and discount.
    await expect(within(first).getByText('120 €')).toBeVisible();
    await expect(within(first).getByText('Au lieu de 150 €')).toBeInTheDocument();
    await expect(within(first).getByText(/^-21\s%$/)).toBeVisible();
    await expect(within(first).getByText('8,7 sur 10, Excellent')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voir tous les coffrets' })).toHaveAttribute(
      'href',
      'https://www.escale-coffrets.fr/',
    );
  },
};

export const WithoutPromoOrRating: Story = {
  args: {
    block: { ...fixtureBoxBlock, results: [fixtureBoxBlock.results[3]].filter((box) => box !== undefined) },
  },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('group', { name: 'Nos coffrets cadeaux' });
    const slide = within(carousel).getByRole('group');
    await expect(within(slide).getByText('180 €')).toBeVisible();
    await expect(within(slide).queryByText(/Au lieu de/)).not.toBeInTheDocument();
    await expect(within(slide).queryByText(/sur 10/)).not.toBeInTheDocument();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const slides = within(canvasElement).getAllByRole('group');
    const width = slides[0]?.getBoundingClientRect().width ?? 0;
    // One box and a peek of the next.
    await expect(width).toBeGreaterThan(window.innerWidth * 0.6);
    await expect(width).toBeLessThan(window.innerWidth);
  },
};

export const NoBoxes: Story = {
  args: { block: { ...fixtureBoxBlock, results: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('group', { name: 'Nos coffrets cadeaux' }),
    ).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const ErrorHidden: Story = {
  name: 'S-302 A failed call hides the block',
  args: { block: null, error: { message: 'Request failed with status 503' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const ErrorShown: Story = {
  name: 'S-302 A failed call says its error when showErrors is set',
  args: { block: null, error: { message: 'Request failed with status 503' }, showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Erreur : Request failed with status 503',
    );
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  args: { block: null, error: { message: 'Timeout' }, showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Fout: Timeout');
  },
};
