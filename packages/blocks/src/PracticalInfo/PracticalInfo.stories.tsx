import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  freePetsHotel,
  noPetsHotel,
  noTaxHotel,
  percentageTaxHotel,
  plainHotel,
  relaisHotel,
} from '../fixtures/hotelInfo';
import { productPage, productQuote } from '../fixtures/product';
import { PracticalInfo } from './PracticalInfo';

const meta = {
  title: 'Blocks/PracticalInfo',
  component: PracticalInfo,
  args: {
    hotel: relaisHotel,
    flow: 'booking',
    activitySchedules: productPage.practicalInfo.activitySchedules,
    room: productPage.room,
    cancellation: { policy: productQuote.cancellationPolicy, hasDates: true },
    onOpenModalChange: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PracticalInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement, name: string) =>
  within(await page(canvasElement).findByRole('dialog', { name }));
const listTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The "Getting there" map once its base layer is drawn. */
async function readyMap(canvasElement: HTMLElement) {
  const region = await page(canvasElement).findByRole(
    'region',
    { name: 'Emplacement de Le Relais de l’Horloge' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(region).toHaveAttribute('data-ready', 'true'), { timeout: 10_000 });
  return region;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Infos pratiques' })).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Comment venir52 rue de la République, 74400 Chamonix-Mont-Blanc',
      "HorairesArrivée à partir de 16:00, départ jusqu'à 11:00",
      'Services et équipements9 services et équipements',
      "À savoirAnimaux, taxe de séjour et conditions d'annulation",
    ]);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // The map loads with its modal only.
    await expect(page(canvasElement).queryByRole('region', { name: /^Emplacement/ })).not.toBeInTheDocument();
  },
};

export const GettingThere: Story = {
  args: { defaultOpenModal: 'gettingThere' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'Comment venir');
    await expect(modal.getByRole('heading', { name: 'Adresse' })).toBeInTheDocument();
    await expect(modal.getByText(/52 rue de la République/)).toHaveTextContent(
      'Le Relais de l’Horloge52 rue de la République74400 Chamonix-Mont-Blanc',
    );
    await expect(modal.getByRole('heading', { name: 'Stationnement' })).toBeInTheDocument();
    await expect(listTexts(modal.getByRole('list'))).toEqual(['Parking', 'Borne de recharge']);
    const map = await readyMap(canvasElement);
    await expect(within(map).getByRole('button', { name: 'Le Relais de l’Horloge' })).toBeInTheDocument();
    await expect(map).toHaveAttribute('data-zoom', '14');
    await expect(modal.queryByRole('button', { name: 'Rechercher dans cette zone' })).not.toBeInTheDocument();
  },
};

export const GettingThereWithoutParking: Story = {
  args: { hotel: plainHotel, defaultOpenModal: 'gettingThere' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'Comment venir');
    await expect(
      modal.getByText("L'hôtel ne donne pas d'information sur le stationnement."),
    ).toBeInTheDocument();
    await readyMap(canvasElement);
  },
};

export const Hours: Story = {
  name: 'S-223 Hours',
  args: { defaultOpenModal: 'hours' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'Horaires');
    const terms = modal.getAllByRole('term').map((term) => term.textContent);
    const values = modal.getAllByRole('definition').map((definition) => definition.textContent);
    await expect(terms).toEqual(['Arrivée', 'Départ', 'Petit-déjeuner', 'Massage relaxant de 50 minutes']);
    await expect(values).toEqual(['À partir de 16:00', "Jusqu'à 11:00", '08:00–11:00', '14:00, 16:30']);
    await expect(modal.getByRole('heading', { name: 'Activités' })).toBeInTheDocument();
  },
};

export const HoursWithoutBreakfastOrActivities: Story = {
  args: { hotel: plainHotel, activitySchedules: [], defaultOpenModal: 'hours' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'Horaires');
    await expect(modal.getAllByRole('term').map((term) => term.textContent)).toEqual(['Arrivée', 'Départ']);
    await expect(modal.queryByRole('heading', { name: 'Activités' })).not.toBeInTheDocument();
  },
};

export const ServicesAndEquipment: Story = {
  args: { defaultOpenModal: 'services' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'Services et équipements');
    await expect(modal.getByText('9 services et équipements')).toBeInTheDocument();
    await expect(modal.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Les points forts',
      'Votre chambre',
      'Équipements',
    ]);
    await expect(modal.getByText('Chambre Double Classique')).toBeInTheDocument();
    await expect(modal.getByText('Douche à l’italienne')).toBeInTheDocument();
    await expect(modal.getByText('Restauration')).toBeInTheDocument();
  },
};

export const ThingsToKnow: Story = {
  name: 'S-225 Things to know',
  args: { defaultOpenModal: 'thingsToKnow' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'À savoir');
    await expect(modal.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Animaux de compagnie',
      'Taxe de séjour',
      "Conditions d'annulation",
      'Informations importantes',
    ]);
    const pets = modal.getAllByRole('list')[0];
    await expect(pets && listTexts(pets)).toEqual([
      'Les animaux de compagnie sont acceptés : 1 animal maximum.',
      'Poids maximum : 20 kg par animal.',
      expect.stringMatching(/^Supplément : 25\s€ par animal\.$/),
    ]);
    await expect(
      modal.getByText(/^3\s€ par adulte et par nuit, à régler sur place à l'hôtel\.$/),
    ).toBeInTheDocument();
    const status = modal.getByRole('status');
    await expect(status).toHaveTextContent("Modification et annulation gratuites jusqu'au 4 décembre 2026");
    await expect(status.closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
  },
};

export const ThingsToKnowInTheGiftFlow: Story = {
  args: { flow: 'gifting', defaultOpenModal: 'thingsToKnow' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: /^À savoir\s*Animaux et taxe de séjour$/,
        hidden: true,
      }),
    ).toBeInTheDocument();
    const modal = await dialog(canvasElement, 'À savoir');
    await expect(modal.queryByRole('heading', { name: "Conditions d'annulation" })).not.toBeInTheDocument();
    await expect(modal.queryByRole('status')).not.toBeInTheDocument();
    await expect(modal.getByRole('heading', { name: 'Taxe de séjour' })).toBeInTheDocument();
  },
};

export const PetsNotAllowed: Story = {
  args: { hotel: noPetsHotel, defaultOpenModal: 'thingsToKnow' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'À savoir');
    const pets = modal.getAllByRole('list')[0];
    await expect(pets && listTexts(pets)).toEqual(['Les animaux de compagnie ne sont pas acceptés.']);
  },
};

export const TwoPetsFree: Story = {
  args: { hotel: freePetsHotel, defaultOpenModal: 'thingsToKnow' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'À savoir');
    const pets = modal.getAllByRole('list')[0];
    await expect(pets && listTexts(pets)).toEqual([
      "Les animaux de compagnie sont acceptés : jusqu'à 2 animaux.",
      'Les animaux séjournent gratuitement.',
    ]);
  },
};

export const NoTaxData: Story = {
  args: { hotel: noTaxHotel, defaultOpenModal: 'thingsToKnow' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'À savoir');
    await expect(
      modal.getByText("Le prix n'inclut pas la taxe de séjour à régler sur place"),
    ).toBeInTheDocument();
  },
};

export const PercentageTax: Story = {
  args: { hotel: percentageTaxHotel, defaultOpenModal: 'thingsToKnow' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'À savoir');
    await expect(
      modal.getByText(/^5\s% du prix du séjour, à régler sur place à l'hôtel\.$/),
    ).toBeInTheDocument();
  },
};

export const HotelPage: Story = {
  args: { flow: 'hotel', activitySchedules: [], room: null, cancellation: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /^À savoir\s*Animaux et taxe de séjour$/ }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Services et équipements/ }));
    const modal = await dialog(canvasElement, 'Services et équipements');
    await expect(modal.queryByRole('heading', { name: 'Votre chambre' })).not.toBeInTheDocument();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const [first, second] = buttons.map((button) => button.getBoundingClientRect());
    await expect(second && first && second.top).toBeGreaterThan(first?.bottom ?? 0);
    for (const button of buttons)
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ThingsToKnowOnMobile: Story = {
  args: { defaultOpenModal: 'thingsToKnow' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog', { name: 'À savoir' });
    await waitFor(() => expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es_ES' },
  args: { defaultOpenModal: 'hours' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement, 'Horarios');
    await expect(modal.getAllByRole('definition').map((definition) => definition.textContent)).toContain(
      'A partir de las 16:00',
    );
    // The page behind the modal is hidden from assistive technology while it is open.
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Información práctica', hidden: true }),
    ).toBeInTheDocument();
  },
};

export const OpensEachModalAndGivesFocusBack: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('button', { name: /^Horaires/ });
    await userEvent.click(hours);
    await dialog(canvasElement, 'Horaires');
    await expect(args.onOpenModalChange).toHaveBeenLastCalledWith('hours');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenModalChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(hours).toHaveFocus());
    const things = canvas.getByRole('button', { name: /^À savoir/ });
    things.focus();
    await userEvent.keyboard('{Enter}');
    const modal = await dialog(canvasElement, 'À savoir');
    await userEvent.click(modal.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(things).toHaveFocus());
  },
};

export const LoadsTheMapOnFirstOpen: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('region', { name: /^Emplacement/ })).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Comment venir/ }));
    await dialog(canvasElement, 'Comment venir');
    const map = await readyMap(canvasElement);
    await expect(within(map).getAllByRole('button', { name: 'Le Relais de l’Horloge' })).toHaveLength(1);
  },
};
