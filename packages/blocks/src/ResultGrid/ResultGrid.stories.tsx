import type { OfferCard as OfferCardData } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ActivityCard, ActivityCardSkeleton } from '../ActivityCard';
import { makeActivityPackage, makeActivityResult, makeOfferCards } from '../fixtures/offers';
import { OfferCard } from '../OfferCard';
import { ResultGrid, type ResultGridProps } from './ResultGrid';

function Promo({ label }: { label: string }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        height: 160,
        borderRadius: 16,
        background: '#f4e3d3',
        color: '#4a2c17',
        font: '600 18px/1.3 sans-serif',
      }}
    >
      {label}
    </div>
  );
}

const renderOffer = (offer: OfferCardData, index: number) => (
  <OfferCard
    offer={offer}
    view="NORMAL"
    flow="booking"
    href={`/fr${offer.uri}?flow=booking`}
    isPriority={index < 3}
    onToggleWishlist={fn()}
    onSeeOtherOffers={fn()}
  />
);

type Args = ResultGridProps<OfferCardData>;

const meta = {
  title: 'Blocks/ResultGrid',
  component: ResultGrid as (props: Args) => ReturnType<typeof ResultGrid>,
  args: {
    items: makeOfferCards(24),
    renderItem: renderOffer,
    giftBlock: <Promo label="Offrez un week-end : le bloc cadeau" />,
    boxBlock: <Promo label="Nos coffrets : le bloc coffrets" />,
    locale: 'fr_FR',
    isCustomerCare: false,
    isLoading: false,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsIn = (canvasElement: HTMLElement, part: string) => [
  ...(canvasElement.querySelector(`[data-part="${part}"]`)?.children ?? []),
];
const columns = (canvasElement: HTMLElement) =>
  getComputedStyle(
    canvasElement.querySelector('[data-part="firstRow"]') as HTMLElement,
  ).gridTemplateColumns.split(' ').length;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Résultats de recherche' })).toBeVisible();
    await expect(cardsIn(canvasElement, 'firstRow')).toHaveLength(3);
    await expect(cardsIn(canvasElement, 'secondBlock')).toHaveLength(6);
    await expect(cardsIn(canvasElement, 'rest')).toHaveLength(15);
    await expect(columns(canvasElement)).toBe(3);
    const order = [...canvasElement.querySelectorAll('[data-part], [data-block]')].map(
      (node) => node.getAttribute('data-part') ?? node.getAttribute('data-block'),
    );
    await expect(order).toEqual(['firstRow', 'gift', 'secondBlock', 'box', 'rest']);
  },
};

export const OnTablet: Story = {
  args: { items: makeOfferCards(9) },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(2);
  },
};

export const OnMobile: Story = {
  args: { items: makeOfferCards(4) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(1);
    await expect(canvasElement.querySelector('[data-block="gift"]')).not.toBeNull();
  },
};

export const FewResults: Story = {
  args: { items: makeOfferCards(2) },
  play: async ({ canvasElement }) => {
    await expect(cardsIn(canvasElement, 'firstRow')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-block="gift"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-block="box"]')).toBeNull();
  },
};

export const CustomerCareMode: Story = {
  args: { isCustomerCare: true, items: makeOfferCards(12) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
    await expect(cardsIn(canvasElement, 'rest')).toHaveLength(3);
  },
};

export const InItalian: Story = {
  args: { locale: 'it_IT', items: makeOfferCards(12) },
  globals: { locale: 'it_IT', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
    await expect(
      within(canvasElement).getByRole('region', { name: 'Risultati della ricerca' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Résultats de recherche' });
    await expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(region).getByRole('status')).toHaveTextContent('Chargement des résultats');
    await expect(within(region).queryAllByRole('article')).toHaveLength(0);
    await expect(cardsIn(canvasElement, 'firstRow')).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-block="gift"]')).not.toBeNull();
  },
};

export const SkeletonsKeepTheLayout: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div data-testid="loading">
        <ResultGrid {...args} items={[]} isLoading skeletonCount={3} />
      </div>
      <div data-testid="loaded">
        <ResultGrid {...args} items={makeOfferCards(3)} label="Résultats chargés" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const height = (id: string) => within(canvasElement).getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBe(height('loaded'));
  },
};

const centres = [0, 1, 2, 3].map((index) =>
  makeActivityResult(
    { activityOnlyPackages: [makeActivityPackage(index, 6_900 + index * 1_000, index * 4)] },
    index,
  ),
);

export const ActivityResults: Story = {
  render: (args) => (
    <ResultGrid
      locale={args.locale}
      items={centres.flatMap((centre) => centre.activityOnlyPackages.map((pack) => ({ centre, pack })))}
      getKey={({ pack }) => pack.activityOnlyVoucher.id}
      renderItem={({ centre, pack }, index) => (
        <ActivityCard
          voucher={pack.activityOnlyVoucher}
          centre={centre}
          adults={2}
          href={`/fr${pack.activityOnlyVoucher.uri}`}
          isPriority={index < 3}
        />
      )}
      skeleton={<ActivityCardSkeleton />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
    await expect(within(canvasElement).getAllByText("Voir l'activité")).toHaveLength(4);
  },
};
