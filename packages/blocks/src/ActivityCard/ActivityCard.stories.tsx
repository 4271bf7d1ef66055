import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeActivityPackage, makeActivityResult } from '../fixtures/offers';
import { ActivityCard, ActivityCardSkeleton } from './ActivityCard';

const centre = makeActivityResult({ distance: 8.4 });

const meta = {
  title: 'Blocks/ActivityCard',
  component: ActivityCard,
  args: {
    voucher: makeActivityPackage(0, 8_900, 10).activityOnlyVoucher,
    centre,
    adults: 2,
    href: '/fr/activity/9001',
    isWishlisted: false,
    onToggleWishlist: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.cardWidth ?? 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      card.getByRole('link', { name: 'Baptême en montgolfière au-dessus de la Dordogne' }),
    ).toHaveAttribute('href', '/fr/activity/9001');
    // 2 adults pay 160,20 €: 80,10 € each, shown rounded up to the euro.
    await expect(card.getByText('81 €')).toBeVisible();
    await expect(card.getByText('/ pers')).toBeVisible();
    await expect(card.getByText('-10 %')).toBeVisible();
    await expect(card.getByText('161 € au total pour 2 personnes')).toBeVisible();
    await expect(card.getByText("Voir l'activité")).toBeVisible();
    await expect(card.getByText('à 8 km')).toBeVisible();
  },
};

export const PricedForTheAdultsSearched: Story = {
  args: { adults: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('241 € au total pour 3 personnes')).toBeVisible();
  },
};

export const PromoBelowFivePercent: Story = {
  args: { voucher: makeActivityPackage(1, 8_900, 4).activityOnlyVoucher },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('-4 %')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/Au lieu de/)).not.toBeInTheDocument();
  },
};

export const PromoAtFivePercent: Story = {
  args: { voucher: makeActivityPackage(1, 8_900, 5).activityOnlyVoucher },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-5 %')).toBeVisible();
  },
};

export const NoPriceForTheAdults: Story = {
  args: { adults: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('article')).not.toBeInTheDocument();
  },
};

export const AutoDiscount: Story = {
  args: { autoDiscount: { isVariationAssigned: true, discount: { code: 'EXTRA10', value: 10 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Promo : 10 % de réduction en plus')).toBeVisible();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('/ pers')).toBeVisible();
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bekijk activiteit')).toBeVisible();
  },
};

export const TogglesWishlist: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /liste d'envies/ }));
    await expect(args.onToggleWishlist).toHaveBeenCalledWith({
      type: 'ACTIVITY',
      id: '9001',
      label: 'Baptême en montgolfière au-dessus de la Dordogne',
      imageUrl: args.voucher.imageUrl,
      uri: '/activity/9001',
      hotel: { label: 'Château de la Treyne', locationLabel: 'Lacave', stars: 5 },
    });
  },
};

export const SkeletonHasTheCardSize: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ width: 300 }} data-testid="slot">
        <ActivityCard {...args} />
      </div>
      <div style={{ width: 300 }} data-testid="slot">
        <ActivityCardSkeleton />
      </div>
    </div>
  ),
  parameters: { cardWidth: 640 },
  play: async ({ canvasElement }) => {
    const [card, skeleton] = within(canvasElement)
      .getAllByTestId('slot')
      .map((slot) => slot.getBoundingClientRect().height);
    await expect(skeleton).toBe(card);
  },
};
