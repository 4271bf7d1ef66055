import { UPSELL_NAVIGATION_DELAY_MS } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { baseOfBreakfastOffer, breakfastOfferUpsells, giftUpsells } from '../fixtures/offerContent';
import { productPage } from '../fixtures/product';
import { UpsellExtras } from './UpsellExtras';

const meta = {
  title: 'Blocks/UpsellExtras',
  component: UpsellExtras,
  args: {
    upsells: breakfastOfferUpsells,
    flow: 'booking',
    nights: 2,
    hasDates: true,
    onNavigate: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof UpsellExtras>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name = 'Ajoutez un extra à votre séjour') =>
  within(canvasElement).getByRole('region', { name });
const extra = (canvasElement: HTMLElement, name: string) =>
  within(section(canvasElement)).getByRole('article', { name });

/** The added program lines of an extra's card. */
const addedLines = (card: HTMLElement) =>
  Array.from(card.querySelectorAll<HTMLElement>('li[data-added]')).map((line) => line.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hike = extra(canvasElement, 'Séjour randonnée');
    await expect(within(hike).getAllByRole('listitem')).toHaveLength(3);
    await expect(addedLines(hike)).toEqual(['Randonnée accompagnée']);
    await expect(within(hike).getByText('+40 €')).toBeVisible();
    await expect(within(hike).getByText('pour 2 nuits')).toBeVisible();
    await expect(hike.querySelector('img')).not.toBeNull();
    const wellness = extra(canvasElement, 'Week-end détente avec massage et dîner gastronomique');
    await expect(addedLines(wellness)).toEqual([
      '1 dîner pour 2 personnes',
      'Massage relaxant de 50 minutes',
    ]);
    await expect(within(wellness).getByText('+219 €')).toBeVisible();
    await expect(within(section(canvasElement)).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const PerLengthOfStayWithoutDates: Story = {
  name: 'S-309 Per length of stay without dates',
  args: { hasDates: false, nights: 2 },
  play: async ({ canvasElement }) => {
    // The difference for 2 nights (priceDifferencePerLos), not the shortest stay's.
    const hike = extra(canvasElement, 'Séjour randonnée');
    await expect(within(hike).getByText('+50 €')).toBeVisible();
    await expect(within(hike).getByText('pour 2 nuits')).toBeVisible();
  },
};

export const WithoutNights: Story = {
  args: { hasDates: false, nights: null },
  play: async ({ canvasElement }) => {
    const hike = extra(canvasElement, 'Séjour randonnée');
    await expect(within(hike).getByText('+40 €')).toBeVisible();
    await expect(within(hike).queryByText(/^pour /)).not.toBeInTheDocument();
  },
};

export const AddsAnExtraAfter500Ms: Story = {
  name: 'S-306 Adds an extra after 500 ms',
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ajouter « Séjour randonnée »' });
    await expect(button).toHaveTextContent('Ajouter');
    const start = performance.now();
    await userEvent.click(button);
    await expect(within(section(canvasElement)).getByRole('status')).toHaveTextContent(
      'Nous ajoutons votre extra ...',
    );
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(100471), { timeout: 2000 });
    await expect(performance.now() - start).toBeGreaterThanOrEqual(UPSELL_NAVIGATION_DELAY_MS);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
  },
};

export const AddsWithTheKeyboard: Story = {
  name: 'S-306 Adds with the keyboard',
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    within(canvasElement)
      .getByRole('button', { name: 'Ajouter « Week-end détente avec massage et dîner gastronomique »' })
      .focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(100472), { timeout: 2000 });
  },
};

export const OneChangeAtATime: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter « Séjour randonnée »' }));
    const other = canvas.getByRole('button', {
      name: 'Ajouter « Week-end détente avec massage et dîner gastronomique »',
    });
    await expect(other).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(other);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalled(), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, UPSELL_NAVIGATION_DELAY_MS + 100));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith(100471);
  },
};

export const RemovesAnExtraAfter500Ms: Story = {
  name: 'S-307 Removes an extra after 500 ms',
  args: {
    upsells: [],
    addedTo: { ...baseOfBreakfastOffer, extras: productPage.packageSummary.extra },
  },
  play: async ({ canvasElement, args }) => {
    const added = extra(canvasElement, 'Massage relaxant de 50 minutes');
    await expect(added).toHaveAttribute('data-variant', 'added');
    await expect(added).toHaveTextContent(
      'Ajoutés à « Séjour en Chambre Double Classique avec petit-déjeuner »',
    );
    const start = performance.now();
    await userEvent.click(
      within(added).getByRole('button', { name: 'Retirer « Massage relaxant de 50 minutes »' }),
    );
    await expect(within(section(canvasElement)).getByRole('status')).toHaveTextContent(
      'Nous retirons votre extra ...',
    );
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(100470), { timeout: 2000 });
    await expect(performance.now() - start).toBeGreaterThanOrEqual(UPSELL_NAVIGATION_DELAY_MS);
  },
};

export const GiftOneNight: Story = {
  name: 'S-308 Gift of one night',
  args: { flow: 'gifting', giftNights: 1, nights: 1, hasDates: false, upsells: giftUpsells },
  play: async ({ canvasElement }) => {
    const hike = extra(canvasElement, 'Séjour randonnée');
    // 24.50 € for one night, rounded up.
    await expect(within(hike).getByText('+25 €')).toBeVisible();
    await expect(within(hike).getByText('pour 1 nuit')).toBeVisible();
  },
};

export const GiftTwoNightsHidesExtras: Story = {
  name: 'S-308 Gift of two nights hides the extras',
  args: { flow: 'gifting', giftNights: 2, nights: 2, hasDates: false, upsells: giftUpsells },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NoExtras: Story = {
  args: { upsells: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
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

export const InSpanish: Story = {
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement, args }) => {
    const region = section(canvasElement, 'Añade un extra a tu estancia');
    await expect(within(region).getAllByText('por 2 noches')).toHaveLength(2);
    await userEvent.click(within(region).getByRole('button', { name: 'Añadir «Séjour randonnée»' }));
    await expect(within(region).getByRole('status')).toHaveTextContent('Estamos añadiendo tu extra ...');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(100471), { timeout: 2000 });
  },
};
