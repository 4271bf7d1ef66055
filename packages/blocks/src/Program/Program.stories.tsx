import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hike, longProgramActivities } from '../fixtures/offerContent';
import { productPage } from '../fixtures/product';
import { Program } from './Program';

const meta = {
  title: 'Blocks/Program',
  component: Program,
  args: { activities: productPage.activities, breakfast: productPage.breakfast },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Program>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The open modal, once its entry animation has made it visible. */
const modal = async (canvasElement: HTMLElement, name: string) => {
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const section = (canvasElement: HTMLElement, name = 'Votre programme') =>
  within(canvasElement).getByRole('region', { name });
const card = (canvasElement: HTMLElement, name: string) =>
  within(section(canvasElement)).getByRole('article', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(section(canvasElement)).getAllByRole('article');
    await expect(cards.map((item) => item.dataset.kind)).toEqual(['breakfast', 'dinner', 'activity']);
    const breakfast = card(canvasElement, 'Petit-déjeuner buffet');
    await expect(breakfast.querySelector('[data-media]')).toHaveAttribute('data-media', 'icon');
    await expect(within(breakfast).getByText('08:00-11:00')).toBeVisible();
    await expect(within(breakfast).getByText('Chaque jour de votre séjour')).toBeVisible();
    const massage = card(canvasElement, 'Massage relaxant de 50 minutes');
    await expect(within(massage).getByText('Bien-être')).toBeVisible();
    await expect(within(massage).getByText('50 min')).toBeVisible();
    await expect(within(massage).getByText('14:00, 16:30')).toBeVisible();
    await expect(within(massage).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    // Three cards side by side on desktop.
    const [first, , third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    await expect(Math.round(third.getBoundingClientRect().top)).toBe(
      Math.round(first.getBoundingClientRect().top),
    );
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(section(canvasElement)).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
    ];
    await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first.getBoundingClientRect().bottom,
    );
  },
};

export const LongSummaryCutAt250Characters: Story = {
  name: 'S-231 Long summary cut at 250 characters',
  args: { activities: longProgramActivities },
  play: async ({ canvasElement }) => {
    const massage = card(canvasElement, 'Massage relaxant de 50 minutes');
    const more = within(massage).getByRole('button', { name: 'Voir plus' });
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(Array.from(text.textContent ?? '').length).toBeLessThanOrEqual(251);
    await expect(text).toHaveTextContent(/…$/);
    await expect(within(massage).getByText('Spa de l’hôtel, niveau -1')).toBeVisible();
    await userEvent.click(more);
    await expect(text).toHaveTextContent(/vue sur le massif du Mont-Blanc\.$/);
    await expect(within(massage).getByRole('button', { name: 'Voir moins' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const OpensTheProgramDetailAndRestoresFocus: Story = {
  name: 'S-227 Opens the program detail and restores focus',
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Voir le détail de « Massage relaxant de 50 minutes »',
    });
    await expect(button).toHaveTextContent('Voir le détail');
    await userEvent.click(button);
    const dialog = await modal(canvasElement, 'Massage relaxant de 50 minutes');
    await expect(dialog).toHaveAccessibleDescription('Bien-être · Pour 2 personnes');
    await expect(within(dialog).getByRole('heading', { name: 'Pourquoi vous allez adorer' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Bon à savoir' })).toBeVisible();
    await expect(within(dialog).getByText('Maillot de bain obligatoire')).toBeVisible();
    await expect(
      within(dialog).getByText('Réservez votre créneau auprès de la réception dès votre arrivée.'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const DinnerDetailShowsTheMenu: Story = {
  name: 'S-221 Dinner detail shows the menu',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Voir le détail de « Dîner du terroir »' }),
    );
    const dialog = await modal(canvasElement, 'Dîner du terroir');
    const menu = within(dialog).getByRole('heading', { name: 'Au menu' });
    await expect(menu.nextElementSibling?.querySelectorAll('li')).toHaveLength(3);
    await expect(within(dialog).getByText('2 h')).toBeVisible();
  },
};

export const DetailOnMobile: Story = {
  args: { activities: [hike], breakfast: null },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Voir le détail de « Randonnée accompagnée »' }),
    );
    const dialog = await modal(canvasElement, 'Randonnée accompagnée');
    await expect(within(dialog).getByText('Départ de l’hôtel')).toBeVisible();
    await expect(within(dialog).getByText('4 h')).toBeVisible();
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const NoItems: Story = {
  name: 'S-221 No items',
  args: { activities: [], breakfast: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT', viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement, 'Il tuo programma');
    await expect(within(region).getAllByRole('button', { name: /^Vedi dettagli di «/ })).toHaveLength(3);
    await expect(within(region).getByText('Ogni giorno del soggiorno')).toBeVisible();
  },
};
