import { type AvailabilityMap, addDays } from '@escale/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StayCalendar } from './StayCalendar';

const today = '2026-06-10';

/** 150 days from today: prices from 69 to 119 €, a closed day every 11 days (13 June first). */
function makeAvailability(overrides: AvailabilityMap = {}): AvailabilityMap {
  const availability: AvailabilityMap = {};
  for (let index = 0; index < 150; index += 1) {
    availability[addDays(today, index)] =
      index % 11 === 3
        ? null
        : { amount: 6900 + ((index * 7) % 6) * 1000, bestPriceOfTheMonth: index === 6 || index === 36 };
  }
  return { ...availability, ...overrides };
}

/** The mobile calendar fills a full-screen container; its month list scrolls inside. */
const fullHeight: Decorator = (Story) => (
  <div style={{ height: 'calc(100vh - 32px)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Blocks/StayCalendar',
  component: StayCalendar,
  args: {
    today: { today, hour: 10 },
    layout: 'desktop',
    availability: makeAvailability(),
    onChange: fn(),
    onStartChange: fn(),
    onClear: fn(),
    onValidate: fn(),
    onClose: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof StayCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid cell of a day and its button, by the day's full French name (the stories' locale). */
function dayOf(canvasElement: HTMLElement, name: string) {
  const button = within(canvasElement).getByRole('button', { name: new RegExp(`^${name}\\b`) });
  const gridcell = button.closest<HTMLElement>('[role="gridcell"]');
  if (!gridcell) throw new Error(`No gridcell for ${name}`);
  return { button, gridcell };
}

/** Prices on the selectable days (G-31): none on a closed day or a past one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('application', { name: /^Choisissez vos dates/ })).toBeVisible();
    await expect(dayOf(canvasElement, 'jeudi 11 juin 2026').button).toHaveAccessibleName(/, 79\s€$/);
    await expect(dayOf(canvasElement, 'lundi 15 juin 2026').button).toHaveAccessibleName(/, 119\s€$/);
    await expect(dayOf(canvasElement, 'samedi 13 juin 2026').gridcell).toHaveAttribute('data-unavailable');
    await expect(dayOf(canvasElement, 'samedi 13 juin 2026').button).not.toHaveAccessibleName(/€/);
    await expect(dayOf(canvasElement, 'mardi 9 juin 2026').button).not.toHaveAccessibleName(/€/);
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [fullHeight],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('grid')).toHaveLength(4);
  },
};

/** S-207: a day's promo shows over it, and the best price of the month is said with the price. */
export const PromoAndBestPrice: Story = {
  name: 'S-207 Promo and best price',
  args: {
    availability: makeAvailability({
      '2026-06-12': { amount: 8900, promo: 15 },
      '2026-06-16': { amount: 6900, promo: 20, bestPriceOfTheMonth: true },
    }),
  },
  play: async ({ canvasElement }) => {
    const promo = dayOf(canvasElement, 'vendredi 12 juin 2026');
    await expect(promo.button).toHaveAccessibleName(/^vendredi 12 juin 2026, 89\s€, -15\s%$/);
    await expect(within(promo.gridcell).getByText(/^-15\s%$/)).toBeVisible();
    await expect(dayOf(canvasElement, 'mardi 16 juin 2026').button).toHaveAccessibleName(
      /^mardi 16 juin 2026, 69\s€, -20\s%, Meilleur prix du mois$/,
    );
    await expect(dayOf(canvasElement, 'jeudi 11 juin 2026').button).toHaveAccessibleName(/, 79\s€$/);
  },
};

/** A selected day's name starts with its date, as every other day's. */
export const SelectedDayNames: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dayOf(canvasElement, 'vendredi 12 juin 2026').button);
    await userEvent.click(dayOf(canvasElement, 'dimanche 14 juin 2026').button);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-06-12', end: '2026-06-14' });
    for (const cell of within(canvasElement).getAllByRole('gridcell', { selected: true })) {
      const button = within(cell).getByRole('button');
      await expect(button.getAttribute('aria-label') ?? '').toMatch(/^[a-z]+ \d{1,2} juin 2026\b/);
    }
  },
};

/** S-116: the checkin day shows its minimum stay once picked. */
export const MinimumStay: Story = {
  args: { availability: makeAvailability({ '2026-06-12': { amount: 8900, minLos: 2 } }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dayOf(canvasElement, 'vendredi 12 juin 2026').button);
    await expect(args.onStartChange).toHaveBeenCalledWith('2026-06-12');
    await expect(within(canvasElement).getByText('Séjour minimum : 2 nuits')).toBeVisible();
    await expect(dayOf(canvasElement, 'vendredi 12 juin 2026').button).toHaveAccessibleName(
      /Séjour minimum : 2 nuits/,
    );
  },
};

/** S-113: with a checkin, only the nights allowed after it can be the checkout. */
export const PossibleNightsWindow: Story = {
  args: { possibleNights: { start: 2, end: 4 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(dayOf(canvasElement, 'vendredi 12 juin 2026').button);
    await expect(dayOf(canvasElement, 'vendredi 12 juin 2026').gridcell).toHaveAttribute(
      'data-selection-start',
    );
    await expect(dayOf(canvasElement, 'samedi 13 juin 2026').gridcell).toHaveAttribute('data-unavailable');
    await expect(dayOf(canvasElement, 'dimanche 14 juin 2026').gridcell).not.toHaveAttribute(
      'data-unavailable',
    );
    await expect(dayOf(canvasElement, 'mardi 16 juin 2026').gridcell).not.toHaveAttribute('data-unavailable');
    await expect(dayOf(canvasElement, 'mercredi 17 juin 2026').gridcell).toHaveAttribute('data-unavailable');
  },
};

/** While availability loads, the selectable days show a placeholder and the calendar says why. */
export const Loading: Story = {
  args: { isLoading: true, availability: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nous recherchons les prochaines disponibilités...',
    );
    await expect(canvas.getByRole('application')).toHaveAttribute('aria-busy', 'true');
  },
};

/** S-110: from 20:00 today can no longer be the checkin; tomorrow can. */
export const TodayAfterCutoff: Story = {
  args: { today: { today, hour: 20 }, availability: undefined },
  play: async ({ canvasElement }) => {
    const { gridcell, button } = dayOf(canvasElement, 'mercredi 10 juin 2026');
    await expect(gridcell).toHaveAttribute('data-unavailable');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(dayOf(canvasElement, 'jeudi 11 juin 2026').gridcell).not.toHaveAttribute('data-unavailable');
  },
};

/** S-119: the calendar reaches one year ahead and no further (by keyboard: a year forward, then a day). */
export const NoNavigationPastHorizon: Story = {
  args: { availability: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(dayOf(canvasElement, 'mercredi 10 juin 2026').button).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await expect(dayOf(canvasElement, 'jeudi 10 juin 2027').button).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dayOf(canvasElement, 'jeudi 10 juin 2027').button).toHaveFocus();
    await expect(dayOf(canvasElement, 'vendredi 11 juin 2027').gridcell).toHaveAttribute('data-disabled');
  },
};

/** Dutch words for the page's texts and react-aria's dates, Belgian Dutch's own title (nl_BE). */
export const InBelgianDutch: Story = {
  globals: { locale: 'nl_BE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('application', { name: /^Kies uw datums/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bevestigen' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Volgende maand' })).toBeEnabled();
  },
};
