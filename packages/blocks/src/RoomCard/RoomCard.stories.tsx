import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { roomForDates, roomFromPrices, suiteOneImage, twinNoImage } from '../fixtures/offerContent';
import { RoomCard } from './RoomCard';

const meta = {
  title: 'Blocks/RoomCard',
  component: RoomCard,
  args: { room: roomFromPrices, onChooseOffer: fn(), isPriority: true },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof RoomCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const room = (canvasElement: HTMLElement, name = 'Chambre Double Classique') =>
  within(canvasElement).getByRole('article', { name });
const offers = (canvasElement: HTMLElement, name?: string, list = 'Offres pour cette chambre') =>
  within(within(room(canvasElement, name)).getByRole('list', { name: list })).getAllByRole('listitem');
const offerRow = (canvasElement: HTMLElement, id: number) =>
  offers(canvasElement).find((row) => row.dataset.offerId === String(id)) as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = room(canvasElement);
    await expect(within(card).getByText('20 m²')).toBeVisible();
    await expect(within(card).getByText('Chambre double')).toBeVisible();
    await expect(within(card).getByText("Jusqu'à 2 personnes")).toBeVisible();
    await expect(
      within(within(card).getByRole('list', { name: 'Points forts de la chambre' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(
      within(card).getByRole('group', { name: 'Photos de Chambre Double Classique' }),
    ).toBeVisible();
    await expect(offers(canvasElement)).toHaveLength(4);
    const hike = offerRow(canvasElement, 100471);
    await expect(within(hike).getByRole('heading', { level: 4, name: 'Séjour randonnée' })).toBeVisible();
    await expect(hike).toHaveTextContent('2 nuits · 2 personnes');
    await expect(hike).toHaveTextContent('2 petits-déjeuners pour 2 personnes, Randonnée accompagnée');
    // A 10 % promo reaches the offer list's threshold: the reference price and the badge show.
    await expect(within(hike).getByText('-10 %')).toBeVisible();
    await expect(within(hike).getByText('Au lieu de 272 €')).toBeInTheDocument();
    await expect(hike).toHaveTextContent('À partir de');
    await expect(within(hike).getByText(/Choisissez vos dates/)).toBeVisible();
    const discovery = offerRow(canvasElement, 100473);
    await expect(within(discovery).queryByText(/Au lieu de/)).not.toBeInTheDocument();
    await expect(discovery).toHaveTextContent('1 nuit · 2 personnes');
  },
};

export const ChoosesAnOfferWithoutDates: Story = {
  name: 'S-204 Chooses an offer without dates',
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(room(canvasElement)).getByRole('button', { name: 'Choisir « Séjour randonnée »' });
    await expect(button).toHaveTextContent('Choisir');
    await userEvent.click(button);
    await expect(args.onChooseOffer).toHaveBeenCalledTimes(1);
    await expect(args.onChooseOffer).toHaveBeenCalledWith(
      expect.objectContaining({ id: 100471, hasSelectedDates: false }),
    );
  },
};

export const ChoosesWithTheKeyboard: Story = {
  name: 'S-205 Chooses a dated offer with the keyboard',
  args: { room: roomForDates },
  play: async ({ canvasElement, args }) => {
    const button = within(room(canvasElement)).getByRole('button', {
      name: 'Choisir « Week-end détente avec massage et dîner gastronomique »',
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChooseOffer).toHaveBeenCalledWith(
      expect.objectContaining({ id: 100472, hasSelectedDates: true }),
    );
  },
};

export const ForDatesPromoOnlyFrom10Percent: Story = {
  name: 'S-203 For dates, promo only from 10 %',
  args: { room: roomForDates },
  play: async ({ canvasElement }) => {
    const [five, nine, twenty] = offers(canvasElement) as [HTMLElement, HTMLElement, HTMLElement];
    for (const row of [five, nine]) {
      await expect(within(row).queryByText(/^-\d+ %$/)).not.toBeInTheDocument();
      await expect(within(row).queryByText(/Au lieu de/)).not.toBeInTheDocument();
    }
    await expect(within(twenty).getByText('-20 %')).toBeVisible();
    await expect(within(twenty).getByText('Au lieu de 599 €')).toBeInTheDocument();
    await expect(twenty).not.toHaveTextContent('À partir de');
    const free = five.querySelector('[data-status]');
    await expect(free).toHaveAttribute('data-tone', 'positive');
    await expect(free).toHaveTextContent("Modification et annulation gratuites jusqu'au 4 décembre 2026");
    await expect(twenty.querySelector('[data-status]')).toHaveTextContent(
      'Non échangeable et non remboursable',
    );
  },
};

export const ComparedWithTheChosenOffer: Story = {
  name: 'S-206 Compared with the chosen offer',
  args: { room: roomForDates, comparedTo: 38000 },
  play: async ({ canvasElement }) => {
    const [chosen, hike, wellness] = offers(canvasElement) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(chosen.querySelector('[data-difference]')).toBeNull();
    // 419.40 € − 380 € = 39.40 €, rounded up to 40 €.
    await expect(within(hike).getByText('+40 € par rapport à votre offre')).toBeVisible();
    await expect(within(wellness).getByText('+99 € par rapport à votre offre')).toBeVisible();
  },
};

export const OneImage: Story = {
  name: 'S-202 One image',
  args: { room: suiteOneImage },
  play: async ({ canvasElement }) => {
    const card = room(canvasElement, 'Suite Mont-Blanc');
    await expect(within(card).queryByRole('group')).not.toBeInTheDocument();
    await expect(card.querySelectorAll('img')).toHaveLength(1);
    await expect(within(card).getByText('Suite')).toBeVisible();
    await expect(within(card).getByText("Jusqu'à 4 personnes")).toBeVisible();
  },
};

export const NoImageNoHighlights: Story = {
  name: 'S-202 No image, no highlights',
  args: { room: twinNoImage },
  play: async ({ canvasElement }) => {
    const card = room(canvasElement, 'Chambre Twin');
    await expect(card.querySelector('[data-media="icon"]')).not.toBeNull();
    await expect(card.querySelectorAll('img')).toHaveLength(0);
    await expect(
      within(card).queryByRole('list', { name: 'Points forts de la chambre' }),
    ).not.toBeInTheDocument();
    await expect(within(card).getByText('Chambre à deux lits')).toBeVisible();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const card = room(canvasElement);
    const pictures = within(card).getByRole('group', { name: 'Photos de Chambre Double Classique' });
    const title = within(card).getByRole('heading', { level: 3 });
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      pictures.getBoundingClientRect().bottom,
    );
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es_ES', viewport: { value: 'tablet' } },
  args: { room: roomForDates },
  play: async ({ canvasElement }) => {
    const card = room(canvasElement);
    await expect(within(card).getByText('Habitación doble')).toBeVisible();
    await expect(within(card).getAllByRole('button', { name: /^Elegir «/ })).toHaveLength(3);
    await expect(
      within(within(card).getByRole('list', { name: 'Ofertas para esta habitación' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
  },
};
