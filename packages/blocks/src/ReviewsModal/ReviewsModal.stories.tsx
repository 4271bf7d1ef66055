import type { ReviewsLoader, ReviewsQuery } from '@escale/domain';
import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { fakeReviewsLoader, pendingReviewsLoader, reviewsAnswer } from '../fixtures/reviews';
import { ReviewsModal } from './ReviewsModal';

const meta = {
  title: 'Blocks/ReviewsModal',
  component: ReviewsModal,
  args: {
    loadReviews: fn(fakeReviewsLoader()),
    defaultLanguage: 'all',
    defaultOpen: true,
    onOpenChange: fn(),
    children: <Button variant="outline">Lire tous les avis</Button>,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ReviewsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = (canvasElement: HTMLElement, name = 'Avis clients') =>
  page(canvasElement).findByRole('dialog', { name });
/** The reviews shown, once the contents' code and the first page are there. */
const reviews = (modal: HTMLElement, count: number) =>
  waitFor(
    () => {
      const articles = within(modal).getAllByRole('article');
      expect(articles).toHaveLength(count);
      return articles;
    },
    { timeout: 5000 },
  );
const idsOf = (articles: HTMLElement[]) => articles.map((article) => article.getAttribute('data-review-id'));
const expectedIds = (query: ReviewsQuery) => reviewsAnswer(query).list.map((review) => String(review.id));
const lastQuery = (loader: ReviewsLoader) => (loader as Mock<ReviewsLoader>).mock.lastCall?.[0];

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    const articles = await reviews(modal, 10);
    await expect(idsOf(articles)).toEqual(expectedIds({ locale: 'all', sort: 'DATE_DESC', page: 0 }));
    await expect(args.loadReviews).toHaveBeenCalledTimes(1);
    await expect(lastQuery(args.loadReviews)).toEqual({ locale: 'all', sort: 'DATE_DESC', page: 0 });
    await expect(within(modal).getByRole('combobox', { name: 'Trier par' })).toHaveValue('DATE_DESC');
    await expect(within(modal).getByRole('combobox', { name: 'Langue' })).toHaveValue('all');
    await expect(modal).toHaveTextContent('10 sur 40 avis');
    // Visible once the modal has faded in.
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Voir plus' })).toBeVisible());
  },
};

export const ScoreAndCriteria: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await reviews(modal, 10);
    const answer = reviewsAnswer({ locale: 'all', sort: 'DATE_DESC', page: 0 });
    await expect(modal).toHaveTextContent(`${answer.score?.toFixed(1).replace('.', ',')} sur 10`);
    // S-402: the six criteria and their labels; S-403: one decimal and a bar of score × 10 %.
    const criteria = within(modal).getByRole('list', { name: 'Notes par critère' });
    const meters = within(criteria).getAllByRole('meter');
    await expect(meters).toHaveLength(6);
    const names = ['Accueil', 'Confort', 'Propreté', 'Restauration', 'Emplacement', 'Qualité/Prix'];
    for (const [index, name] of names.entries()) {
      const meter = within(criteria).getByRole('meter', { name });
      const detail = answer.details[index];
      if (!detail) throw new Error(`No detail for ${name}`);
      const text = detail.score.toFixed(1).replace('.', ',');
      await expect(meter).toHaveAttribute('aria-valuetext', `${text} sur 10`);
      await expect(meter.closest('li')).toHaveTextContent(`${name}${text}`);
      await expect((meter as HTMLMeterElement).value / (meter as HTMLMeterElement).max).toBeCloseTo(
        detail.score / 10,
      );
      await expect(Number(meter.getAttribute('data-percent'))).toBeCloseTo(detail.score * 10);
    }
  },
};

export const OpensOnTheVisitorLanguage: Story = {
  args: { defaultLanguage: undefined },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await reviews(modal, 10);
    await expect(within(modal).getByRole('combobox', { name: 'Langue' })).toHaveValue('fr_FR');
    await expect(lastQuery(args.loadReviews)).toEqual({ locale: 'fr_FR', sort: 'DATE_DESC', page: 0 });
    await expect(modal).toHaveTextContent('10 sur 28 avis');
  },
};

export const SortChange: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await reviews(modal, 10);
    await userEvent.click(within(modal).getByRole('button', { name: 'Voir plus' }));
    await reviews(modal, 20);
    // S-404: another sort starts again from page 0.
    await userEvent.selectOptions(within(modal).getByRole('combobox', { name: 'Trier par' }), 'SCORE_DESC');
    const articles = await reviews(modal, 10);
    await expect(lastQuery(args.loadReviews)).toEqual({ locale: 'all', sort: 'SCORE_DESC', page: 0 });
    await expect(idsOf(articles)).toEqual(expectedIds({ locale: 'all', sort: 'SCORE_DESC', page: 0 }));
    await expect(modal).toHaveTextContent('10 sur 40 avis');
  },
};

export const LanguageChange: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await reviews(modal, 10);
    await userEvent.click(within(modal).getByRole('button', { name: 'Voir plus' }));
    await reviews(modal, 20);
    await userEvent.selectOptions(within(modal).getByRole('combobox', { name: 'Langue' }), 'it_IT');
    const articles = await reviews(modal, 4);
    await expect(lastQuery(args.loadReviews)).toEqual({ locale: 'it_IT', sort: 'DATE_DESC', page: 0 });
    for (const article of articles)
      await expect(article.querySelector('dd')).toHaveAttribute('lang', 'it-IT');
    await expect(modal).toHaveTextContent('4 sur 4 avis');
    // S-405: 4 reviews fit on one page.
    await expect(within(modal).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  },
};

export const ShowMore: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await reviews(modal, 10);
    const more = within(modal).getByRole('button', { name: 'Voir plus' });
    await userEvent.click(more);
    let articles = await reviews(modal, 20);
    await expect(lastQuery(args.loadReviews)).toEqual({ locale: 'all', sort: 'DATE_DESC', page: 1 });
    await expect(idsOf(articles).slice(10)).toEqual(
      expectedIds({ locale: 'all', sort: 'DATE_DESC', page: 1 }),
    );
    // Focus moves to the first review of the new page.
    await waitFor(() => expect(articles[10]).toHaveFocus());
    await expect(modal).toHaveTextContent('20 sur 40 avis');
    await userEvent.click(more);
    await reviews(modal, 30);
    await userEvent.click(more);
    articles = await reviews(modal, 40);
    // S-405: page 3 + 1 is not below ceil(40 / 10).
    await expect(lastQuery(args.loadReviews)).toEqual({ locale: 'all', sort: 'DATE_DESC', page: 3 });
    await expect(within(modal).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    await waitFor(() => expect(articles[30]).toHaveFocus());
    await expect(new Set(idsOf(articles)).size).toBe(40);
  },
};

export const LanguageFallback: Story = {
  args: {
    defaultLanguage: 'es_ES',
    loadReviews: fn(fakeReviewsLoader({ withOtherLanguageFallback: true })),
  },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    // S-406: the answer fell back to every language; the modal says there are none in Spanish.
    const message = await within(modal).findByText(
      "Il n'y a actuellement aucun avis publié en espagnol.",
      {},
      { timeout: 5000 },
    );
    await expect(message.closest('[role="status"]')).toHaveAttribute('data-tone', 'info');
    await expect(within(modal).queryAllByRole('article')).toHaveLength(0);
    await expect(within(modal).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Voir toutes les langues' }));
    const language = within(modal).getByRole('combobox', { name: 'Langue' });
    await expect(language).toHaveValue('all');
    await expect(language).toHaveFocus();
    await reviews(modal, 10);
    await expect(lastQuery(args.loadReviews)).toEqual({ locale: 'all', sort: 'DATE_DESC', page: 0 });
  },
};

export const NoReviewsInSpanish: Story = {
  args: { defaultLanguage: undefined },
  globals: { locale: 'es_ES', viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement, 'Opiniones de clientes');
    await within(modal).findByText(
      'Actualmente no hay opiniones publicadas en español.',
      {},
      { timeout: 5000 },
    );
    await expect(lastQuery(args.loadReviews)).toEqual({ locale: 'es_ES', sort: 'DATE_DESC', page: 0 });
    await expect(within(modal).getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent(
      'Más recientesMás antiguasMejor puntuaciónPeor puntuación',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Ver todos los idiomas' }));
    await reviews(modal, 10);
    await expect(modal).toHaveTextContent('10 de 40 opiniones');
  },
};

export const InDutch: Story = {
  args: { defaultLanguage: undefined },
  globals: { locale: 'nl_NL', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'Klantbeoordelingen');
    await reviews(modal, 8);
    const language = within(modal).getByRole('combobox', { name: 'Taal' });
    await expect(language).toHaveValue('nl_NL');
    await expect(language).toHaveTextContent('Alle talenFransSpaansItaliaansNederlands');
    await expect(within(modal).getByRole('meter', { name: 'Prijs/kwaliteit' })).toBeInTheDocument();
    await expect(modal).toHaveTextContent('8 van 8 beoordelingen');
  },
};

export const Loading: Story = {
  args: { loadReviews: fn(pendingReviewsLoader) },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await waitFor(() => expect(within(modal).getByRole('combobox', { name: 'Trier par' })).toBeEnabled(), {
      timeout: 5000,
    });
    await expect(modal).toHaveTextContent('Chargement des avis');
    await expect(modal.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(modal).queryAllByRole('article')).toHaveLength(0);
    await expect(modal.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(10);
  },
};

export const ChangesAbortTheRequestUnderway: Story = {
  args: { loadReviews: fn(fakeReviewsLoader({ delay: 300 })) },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    const sortSelect = await within(modal).findByRole('combobox', { name: 'Trier par' }, { timeout: 5000 });
    await userEvent.selectOptions(sortSelect, 'DATE_ASC');
    const articles = await reviews(modal, 10);
    const calls = (args.loadReviews as Mock<ReviewsLoader>).mock.calls;
    await expect(calls).toHaveLength(2);
    await expect(calls[0]?.[1].aborted).toBe(true);
    await expect(calls[1]?.[1].aborted).toBe(false);
    await expect(idsOf(articles)).toEqual(expectedIds({ locale: 'all', sort: 'DATE_ASC', page: 0 }));
  },
};

export const LoadError: Story = {
  args: { loadReviews: fn(fakeReviewsLoader({ failing: () => true })) },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const alert = await within(modal).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("Oups, une erreur s'est produite");
    // The answer can come before the dialog has finished fading in.
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible());
    await expect(within(modal).queryAllByRole('article')).toHaveLength(0);
  },
};

export const RetriesAfterAnError: Story = {
  parameters: { screenshot: false },
  args: { loadReviews: fn(fakeReviewsLoader({ failing: (_query, call) => call === 1 })) },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    const alert = await within(modal).findByRole('alert', {}, { timeout: 5000 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await reviews(modal, 10);
    await expect(args.loadReviews).toHaveBeenCalledTimes(2);
    await expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ShowMoreError: Story = {
  args: { loadReviews: fn(fakeReviewsLoader({ failing: (query, call) => query.page === 1 && call === 2 })) },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await reviews(modal, 10);
    const button = within(modal).getByRole('button', { name: 'Voir plus' });
    await userEvent.click(button);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      "Oups, une erreur s'est produite",
    );
    // The reviews shown stay; the same button now tries again and keeps focus.
    await expect(within(modal).getAllByRole('article')).toHaveLength(10);
    await expect(button).toHaveAccessibleName('Réessayer');
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await reviews(modal, 20);
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await reviews(modal, 10);
    await waitFor(() => {
      const box = modal.getBoundingClientRect();
      expect(Math.round(box.width)).toBe(window.innerWidth);
      expect(Math.round(box.height)).toBe(window.innerHeight);
    });
    // The score and criteria come above the selects.
    const criteria = within(modal).getByRole('list', { name: 'Notes par critère' });
    const sort = within(modal).getByRole('combobox', { name: 'Trier par' });
    await expect(criteria.getBoundingClientRect().bottom).toBeLessThan(sort.getBoundingClientRect().top);
  },
};

export const OpensFromItsTriggerAndGivesFocusBack: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Lire tous les avis' });
    await expect(args.loadReviews).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    const modal = await dialog(canvasElement);
    await reviews(modal, 10);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(modal).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
