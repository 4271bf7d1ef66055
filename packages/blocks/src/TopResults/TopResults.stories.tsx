import { LinkRouterProvider } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivityCard, ActivityCardSkeleton } from '../ActivityCard';
import { fixtureTopResultsBlocks } from '../fixtures/content';
import {
  makeActivityPackage,
  makeActivityResult,
  makeGiftOfferCard,
  makeOfferCards,
} from '../fixtures/offers';
import { OfferCard, OfferCardSkeleton } from '../OfferCard';
import { TopResults, type TopResultsProps } from './TopResults';

const navigate = fn().mockName('navigate');
const [block] = fixtureTopResultsBlocks;
const title = block?.title ?? '';

const stayCards = (count: number) =>
  makeOfferCards(count).map((offer) => (
    <OfferCard
      key={offer.id}
      offer={offer}
      view="NORMAL"
      flow="booking"
      href={`/fr${offer.uri}?flow=booking`}
    />
  ));

const meta = {
  title: 'Blocks/TopResults',
  component: TopResults,
  args: {
    title,
    subtitle: block?.subtitle,
    seeAllHref: `/fr${block?.url}`,
    items: stayCards(3),
  },
  decorators: [
    (Story) => (
      <LinkRouterProvider navigate={navigate}>
        <Story />
      </LinkRouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof TopResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The carousel's slides, not those of the cards' own galleries. */
const slidesOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: title }))
    .getAllByRole('group')
    .filter((group) => !group.closest('article'));
/** The carousel's arrow, not those of the cards' galleries. */
const arrowOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .queryAllByRole('button', { name })
    .find((button) => !button.closest('article'));
const inView = (element: Element | undefined) => {
  const box = element?.getBoundingClientRect();
  return box !== undefined && box.left >= 0 && box.right <= window.innerWidth;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    await expect(canvas.getByText('Les séjours préférés de nos voyageurs ce mois-ci')).toBeInTheDocument();
    const seeAll = canvas.getByRole('link', { name: `Voir tout : ${title}` });
    await expect(seeAll).toHaveAttribute('href', '/fr/search?flow=booking');
    await expect(seeAll).not.toHaveAttribute('target');
    await expect(slidesOf(canvasElement)).toHaveLength(3);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** One card and the next peeking in, swiped sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const slides = slidesOf(canvasElement);
    await expect(inView(slides[0])).toBe(true);
    await expect(slides[1]?.getBoundingClientRect().left).toBeLessThan(window.innerWidth);
    await expect(slides[2]?.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
};

/** Three cards in a row, without arrows. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const slides = slidesOf(canvasElement);
    await expect(slides.every(inView)).toBe(true);
    await expect(new Set(slides.map((slide) => Math.round(slide.getBoundingClientRect().top))).size).toBe(1);
    await expect(arrowOf(canvasElement, 'Suivant')).toBeUndefined();
  },
};

/** Past three cards, the arrows move the row by three. */
export const MovesToTheNextCardsOnDesktop: Story = {
  args: { items: stayCards(6) },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const slides = slidesOf(canvasElement);
    await expect(inView(slides[3])).toBe(false);
    const next = arrowOf(canvasElement, 'Suivant');
    if (!next) throw new Error('No next arrow');
    await userEvent.click(next);
    await waitFor(() => expect(inView(slides[3]) && inView(slides[5])).toBe(true));
    await expect(inView(slides[0])).toBe(false);
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Chargement : ${title}`);
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: title })).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[aria-busy="true"] [data-view="NORMAL"]')).toHaveLength(3);
  },
};

export const LoadingOnMobile: Story = {
  args: { items: [], isLoading: true },
  globals: { viewport: { value: 'mobile' } },
};

export const LoadingOnDesktop: Story = {
  args: { items: [], isLoading: true },
  globals: { viewport: { value: 'desktop' } },
};

/** The skeletons, beside the cards they stand for, have their size (CLS 0). */
export const SkeletonsHaveTheCardsSize: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (args: TopResultsProps) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 32 }}>
      <div data-testid="loading">
        <TopResults {...args} title={`${args.title} (2)`} items={[]} isLoading />
      </div>
      <TopResults {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeletons = [...canvas.getByTestId('loading').querySelectorAll('[data-view]')];
    const cards = canvas.getAllByRole('article');
    await expect(skeletons).toHaveLength(3);
    skeletons.forEach((skeleton, index) => {
      const placeholder = skeleton.getBoundingClientRect();
      const card = cards[index]?.getBoundingClientRect();
      expect(Math.round(placeholder.width)).toBe(Math.round(card?.width ?? 0));
      expect(Math.round(placeholder.height)).toBe(Math.round(card?.height ?? 0));
      expect(Math.round(placeholder.top)).toBe(Math.round(card?.top ?? 0));
    });
  },
};

export const GiftCards: Story = {
  args: {
    title: 'Les séjours cadeaux les plus offerts',
    subtitle: undefined,
    seeAllHref: '/fr/search?flow=gifting',
    items: [0, 1, 2].map((index) => {
      const offer = makeGiftOfferCard({}, index);
      return (
        <OfferCard
          key={offer.id}
          offer={offer}
          view="GIFT"
          flow="gifting"
          href={`/fr${offer.uri}?flow=gifting`}
        />
      );
    }),
    skeleton: <OfferCardSkeleton view="GIFT" />,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Voir le cadeau')).toHaveLength(3);
  },
};

export const Activities: Story = {
  args: {
    title: 'Des activités à la journée',
    subtitle: 'Sans nuit d’hôtel, près de chez vous',
    seeAllHref: '/fr/activities/search',
    items: [0, 1, 2].map((index) => {
      const { activityOnlyVoucher } = makeActivityPackage(index, 8_900);
      return (
        <ActivityCard
          key={activityOnlyVoucher.id}
          voucher={activityOnlyVoucher}
          centre={makeActivityResult({}, index)}
          adults={2}
          href={`/fr${activityOnlyVoucher.uri}`}
        />
      );
    }),
    skeleton: <ActivityCardSkeleton />,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Voir l'activité")).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvasElement.textContent).toBe('');
  },
};

export const SeeAllInANewTab: Story = {
  args: { seeAllLabel: 'Voir les 42 séjours', isSeeAllInNewTab: true },
  play: async ({ canvasElement }) => {
    const seeAll = within(canvasElement).getByRole('link', { name: `Voir les 42 séjours : ${title}` });
    await expect(seeAll).toHaveAttribute('target', '_blank');
    await expect(seeAll).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Spanish: Story = {
  args: {
    title: 'Nuestras escapadas más reservadas',
    subtitle: 'Las estancias favoritas de nuestros viajeros este mes',
    seeAllHref: '/es/search?flow=booking',
  },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Ver todo: Nuestras escapadas más reservadas' }),
    ).toBeVisible();
  },
};

export const FollowsSeeAll: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: `Voir tout : ${title}` }));
    await expect(navigate).toHaveBeenCalledWith('/fr/search?flow=booking');
  },
};
