import type { Review } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productPage, reviewSet } from '../fixtures/product';
import { fakeReviewsLoader } from '../fixtures/reviews';
import { ReviewsBlock } from './ReviewsBlock';

const meta = {
  title: 'Blocks/ReviewsBlock',
  component: ReviewsBlock,
  args: {
    score: productPage.reviews.score,
    count: productPage.reviews.count,
    highlights: productPage.reviews.highlights,
    loadReviews: fn(fakeReviewsLoader()),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ReviewsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const block = (canvasElement: HTMLElement, name = 'Avis clients') =>
  within(canvasElement).getByRole('region', { name });
const reviewById = (id: number) => reviewSet.list.find((review) => review.id === id) as Review;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = block(canvasElement);
    await expect(within(region).getByRole('heading', { level: 2, name: 'Avis clients' })).toBeVisible();
    await expect(region).toHaveTextContent('8,0 sur 10, Très bien');
    await expect(region).toHaveTextContent('40 avis');
    const reviews = within(region).getAllByRole('article');
    await expect(reviews).toHaveLength(4);
    // S-409: customer, stay type in words, date in the locale, score, positive and negative comments.
    const manon = within(region).getByRole('article', { name: 'Manon J.' });
    await expect(manon).toHaveTextContent("Voyage d'affaires · 23 septembre 2026");
    await expect(manon.querySelector('time')).toHaveAttribute('datetime', '2026-09-23');
    await expect(manon).toHaveTextContent('7,6 sur 10');
    await expect(manon).toHaveTextContent('Points fortsLe spa est magnifique et très calme.');
    await expect(manon).toHaveTextContent('Points faiblesLa chambre était un peu petite pour le prix.');
    // The Dutch review keeps its language for assistive technology.
    const koen = within(region).getByRole('article', { name: 'Koen M.' });
    await expect(within(koen).getByText('We mochten zonder problemen later uitchecken.')).toHaveAttribute(
      'lang',
      'nl-NL',
    );
    await expect(within(region).getByRole('button', { name: 'Lire tous les avis' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    // Nothing loads before the modal opens.
    await expect(args.loadReviews).not.toHaveBeenCalled();
  },
};

export const ShowsOnlyReviewsWithAPositiveComment: Story = {
  args: {
    highlights: [reviewById(2469), reviewById(2470), reviewById(2497), reviewById(2478)],
  },
  play: async ({ canvasElement }) => {
    const reviews = within(block(canvasElement)).getAllByRole('article');
    await expect(reviews.map((review) => review.getAttribute('data-review-id'))).toEqual(['2470', '2478']);
  },
};

export const NoReviews: Story = {
  args: { score: null, count: 0, highlights: [] },
  play: async ({ canvasElement }) => {
    const region = block(canvasElement);
    await expect(region).toHaveTextContent('Soyez le premier à tester cette toute nouvelle expérience !');
    await expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(region).queryAllByRole('article')).toHaveLength(0);
  },
};

export const NoPositiveComment: Story = {
  args: { highlights: [reviewById(2469), reviewById(2497)] },
  play: async ({ canvasElement }) => {
    const region = block(canvasElement);
    await expect(within(region).queryAllByRole('article')).toHaveLength(0);
    await expect(within(region).getByRole('button', { name: 'Lire tous les avis' })).toBeVisible();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(block(canvasElement)).getAllByRole('article');
    if (!first || !second) throw new Error('Expected two reviews');
    // One column: the second review sits under the first, as wide.
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
    await expect(Math.round(second.getBoundingClientRect().width)).toBe(
      Math.round(first.getBoundingClientRect().width),
    );
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es_ES', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const region = block(canvasElement, 'Opiniones de clientes');
    await expect(region).toHaveTextContent('8,0 sobre 10, Muy bien');
    await expect(within(region).getByRole('article', { name: 'Émilie V.' })).toHaveTextContent(
      'En solitario · 10 de noviembre de 2026',
    );
    await expect(within(region).getByRole('button', { name: 'Leer todas las opiniones' })).toBeVisible();
  },
};

export const InFlemish: Story = {
  globals: { locale: 'nl_BE', viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const region = block(canvasElement, 'Klantbeoordelingen');
    await expect(within(region).getByRole('article', { name: 'Sandrine Y.' })).toHaveTextContent(
      'Met het gezin · 6 oktober 2026',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Alle beoordelingen lezen' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Klantbeoordelingen' });
    // Belgian visitors read the reviews of their language: Dutch for nl_BE.
    await expect(
      await within(dialog).findByRole('combobox', { name: 'Taal' }, { timeout: 5000 }),
    ).toHaveValue('nl_NL');
    await waitFor(() =>
      expect(args.loadReviews).toHaveBeenCalledWith(
        { locale: 'nl_NL', sort: 'DATE_DESC', page: 0 },
        expect.any(AbortSignal),
      ),
    );
    await expect(await within(dialog).findAllByRole('article')).toHaveLength(8);
  },
};

export const OpensTheModalByKeyboardAndGivesFocusBack: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(block(canvasElement)).getByRole('button', { name: 'Lire tous les avis' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Avis clients' });
    await expect(await within(dialog).findAllByRole('article', {}, { timeout: 5000 })).toHaveLength(10);
    await expect(args.loadReviews).toHaveBeenCalledWith(
      { locale: 'fr_FR', sort: 'DATE_DESC', page: 0 },
      expect.any(AbortSignal),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
