import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureBoxSummaries } from '../fixtures/boxes';
import { BoxOverview } from './BoxOverview';

const [spa, gourmet] = fixtureBoxSummaries as [
  (typeof fixtureBoxSummaries)[number],
  (typeof fixtureBoxSummaries)[number],
];

const meta = {
  title: 'Blocks/BoxOverview',
  component: BoxOverview,
  args: { box: spa, onOffer: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof BoxOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Parenthèse bien-être' })).toBeVisible();
    // S-300: included content, one line each.
    const includes = canvas.getByRole('region', { name: 'Ce que contient le coffret' });
    await expect(
      within(includes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(spa.includedContent.split('\n'));
    // S-281: a box is valid a year and a half, for 2 people, exchangeable.
    await expect(canvas.getByText('Valable 18 mois')).toBeVisible();
    await expect(canvas.getByText('Pour 2 personnes')).toBeVisible();
    await expect(canvas.getByText('Échange gratuit')).toBeVisible();
    // S-299: value, struck reference price and discount.
    await expect(canvas.getByText('150 €')).toBeVisible();
    await expect(canvas.getByText('Au lieu de 170 €')).toBeInTheDocument();
    await expect(canvas.getByText(/^-12\s%$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Offrir' }));
    await expect(args.onOffer).toHaveBeenCalledOnce();
  },
};

export const WithoutPromo: Story = {
  args: { box: gourmet },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('190 €')).toBeVisible();
    await expect(canvas.queryByText(/Au lieu de/)).not.toBeInTheDocument();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Offrir' });
    // The Offer button spans the panel on a phone: an easy target.
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.7);
  },
};
