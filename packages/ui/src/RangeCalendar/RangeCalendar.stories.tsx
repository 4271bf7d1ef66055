import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RangeCalendar, type RangeCalendarDay, type RangeCalendarValue } from './RangeCalendar';

const today = '2026-06-10';

/** Every day from 13 June, every 11 days, is closed (13, 24 June, 5 July…). */
const isClosed = (day: string) =>
  Math.round((Date.parse(day) - Date.parse('2026-06-13')) / 86_400_000) % 11 === 0;

/** Prices from 69 to 119 € by day, as a page would give them, none on closed days. */
function withPrices(day: string): RangeCalendarDay {
  if (day < today || isClosed(day)) return {};
  const index = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
  return { price: `${69 + ((index * 7) % 6) * 10} €`, isBestPrice: index === 6 || index === 36 };
}

/** The mobile calendar fills a full-screen container; its month list scrolls inside. */
const fullHeight: Decorator = (Story) => (
  <div style={{ height: 'calc(100vh - 32px)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'UI/RangeCalendar',
  component: RangeCalendar,
  args: {
    minValue: today,
    maxValue: '2027-06-10',
    today,
    onChange: fn(),
    onStartChange: fn(),
    onClear: fn(),
    onValidate: fn(),
    onClose: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'desktop', 'mobile'] } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof RangeCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day's button, by its full French name (the default locale of the stories). */
function day(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('button', { name: new RegExp(`(^|, )${name}\\b`) });
}

function cell(canvasElement: HTMLElement, name: string) {
  const gridcell = day(canvasElement, name).closest<HTMLElement>('[role="gridcell"]');
  if (!gridcell) throw new Error(`No gridcell for ${name}`);
  return gridcell;
}

/** Works in every locale of the toolbar: month and weekday names come from the locale. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('grid')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const todayCells = canvasElement.querySelectorAll('[role="gridcell"][data-today]');
    await expect(todayCells).toHaveLength(1);
    await expect(todayCells[0]).not.toHaveAttribute('data-unavailable');
    // 1 to 9 June are past.
    await expect(canvasElement.querySelectorAll('[role="gridcell"][data-disabled]')).toHaveLength(9);
  },
};

export const LocalisedInDutch: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'juni 2026' })).toBeVisible();
    const [firstGrid] = canvas.getAllByRole('grid');
    if (!firstGrid) throw new Error('No grid');
    // Weeks start on Monday (S-125).
    await expect(within(firstGrid).getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent(
      /^ma/,
    );
    await expect(canvas.getByRole('button', { name: 'Volgende maand' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /woensdag 10 juni 2026/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { isDateUnavailable: isClosed, dayDetails: withPrices, showActions: true },
  globals: { viewport: { value: 'mobile' } },
  decorators: [fullHeight],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('grid')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Mois précédent' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeDisabled();
  },
};

/** What each day shows comes from the page: its price joins the day's name. */
export const WithPrices: Story = {
  args: { isDateUnavailable: isClosed, dayDetails: withPrices },
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 'jeudi 11 juin 2026')).toHaveAccessibleName(/, 79 €$/);
    await expect(day(canvasElement, 'lundi 15 juin 2026')).toHaveAccessibleName(/, 119 €$/);
    await expect(cell(canvasElement, 'samedi 13 juin 2026')).toHaveAttribute('data-unavailable');
    await expect(day(canvasElement, 'samedi 13 juin 2026')).not.toHaveAccessibleName(/€/);
    await expect(cell(canvasElement, 'mardi 16 juin 2026').querySelector('[data-best-price]')).not.toBeNull();
  },
};

/** The page may add a note to a day once it is the start of the selection. */
export const NoteOnStart: Story = {
  args: {
    dayDetails: (date, selection) => (date === selection.start ? { note: 'Séjour minimum : 2 nuits' } : {}),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, 'vendredi 12 juin 2026'));
    await expect(args.onStartChange).toHaveBeenCalledWith('2026-06-12');
    await expect(within(canvasElement).getByText('Séjour minimum : 2 nuits')).toBeVisible();
    await expect(day(canvasElement, 'vendredi 12 juin 2026')).toHaveAccessibleName(
      /Séjour minimum : 2 nuits/,
    );
  },
};

/** Which days can end the range may depend on its start: here, 2 to 4 days after it. */
export const UnavailableAfterStart: Story = {
  args: {
    isDateUnavailable: (date, { start, end }) => {
      if (!start || end || date <= start) return false;
      const nights = Math.round((Date.parse(date) - Date.parse(start)) / 86_400_000);
      return nights < 2 || nights > 4;
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(day(canvasElement, 'vendredi 12 juin 2026'));
    await expect(cell(canvasElement, 'vendredi 12 juin 2026')).toHaveAttribute('data-selection-start');
    await expect(cell(canvasElement, 'samedi 13 juin 2026')).toHaveAttribute('data-unavailable');
    await expect(cell(canvasElement, 'dimanche 14 juin 2026')).not.toHaveAttribute('data-unavailable');
    await expect(cell(canvasElement, 'mardi 16 juin 2026')).not.toHaveAttribute('data-unavailable');
    await expect(cell(canvasElement, 'mercredi 17 juin 2026')).toHaveAttribute('data-unavailable');
  },
};

export const BothDatesSelected: Story = {
  args: {
    isDateUnavailable: isClosed,
    dayDetails: withPrices,
    defaultValue: { start: '2026-06-15', end: '2026-06-18' },
    showActions: true,
  },
  play: async ({ canvasElement }) => {
    await expect(cell(canvasElement, 'lundi 15 juin 2026')).toHaveAttribute('data-selection-start');
    // The range's ends are named by their date first, with no empty part before it.
    await expect(day(canvasElement, 'lundi 15 juin 2026')).toHaveAccessibleName(
      /^lundi 15 juin 2026 sélectionné, 119 €$/,
    );
    await expect(day(canvasElement, 'jeudi 18 juin 2026')).toHaveAccessibleName(/^jeudi 18 juin 2026/);
    await expect(cell(canvasElement, 'mardi 16 juin 2026')).toHaveAttribute('data-in-range');
    await expect(cell(canvasElement, 'mercredi 17 juin 2026')).toHaveAttribute('aria-selected', 'true');
    await expect(cell(canvasElement, 'jeudi 18 juin 2026')).toHaveAttribute('data-selection-end');
    await expect(cell(canvasElement, 'vendredi 19 juin 2026')).not.toHaveAttribute('aria-selected');
    await expect(within(canvasElement).getByRole('button', { name: 'Valider' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: {
    isLoading: true,
    showActions: true,
    dayDetails: (date) => ({ isPricePending: date >= today }),
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Chargement');
    await expect(within(canvasElement).getByRole('application')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The buttons' words come from the locale; a page may give its own. */
export const OwnWords: Story = {
  // The Loading story's picture with other words: the play function checks the words.
  parameters: { screenshot: false },
  args: {
    showActions: true,
    isLoading: true,
    loadingLabel: 'Nous recherchons les prochaines disponibilités...',
    'aria-label': 'Dates du séjour',
    clearLabel: 'Tout effacer',
    validateLabel: 'Appliquer',
    previousMonthLabel: 'Mois d’avant',
    nextMonthLabel: 'Mois d’après',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('application', { name: /^Dates du séjour/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nous recherchons les prochaines disponibilités...',
    );
    await expect(canvas.getByRole('button', { name: 'Tout effacer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Appliquer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mois d’après' })).toBeEnabled();
  },
};

/** Today may be unavailable while the next days are not. */
export const TodayUnavailable: Story = {
  args: { isDateUnavailable: (date) => date === today },
  play: async ({ canvasElement, args }) => {
    const todayCell = cell(canvasElement, 'mercredi 10 juin 2026');
    await expect(todayCell).toHaveAttribute('data-today');
    await expect(todayCell).toHaveAttribute('data-unavailable');
    await userEvent.click(day(canvasElement, 'mercredi 10 juin 2026'));
    await expect(args.onStartChange).not.toHaveBeenCalled();
    await userEvent.click(day(canvasElement, 'jeudi 11 juin 2026'));
    await expect(args.onStartChange).toHaveBeenCalledWith('2026-06-11');
  },
};

export const SelectsRangeWithClicks: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, 'vendredi 12 juin 2026'));
    await expect(args.onStartChange).toHaveBeenCalledWith('2026-06-12');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(day(canvasElement, 'lundi 15 juin 2026'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-06-12', end: '2026-06-15' });
    await expect(cell(canvasElement, 'vendredi 12 juin 2026')).toHaveAttribute('data-selection-start');
    await expect(cell(canvasElement, 'samedi 13 juin 2026')).toHaveAttribute('data-in-range');
    await expect(cell(canvasElement, 'lundi 15 juin 2026')).toHaveAttribute('data-selection-end');
    await expect(cell(canvasElement, 'lundi 15 juin 2026')).toHaveAttribute('aria-selected', 'true');
  },
};

export const ClickBeforeCheckinRestarts: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, 'lundi 15 juin 2026'));
    await userEvent.click(day(canvasElement, 'vendredi 12 juin 2026'));
    // S-101: a date before the first one restarts the selection instead of making a range.
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onStartChange).toHaveBeenLastCalledWith('2026-06-12');
    await expect(cell(canvasElement, 'vendredi 12 juin 2026')).toHaveAttribute('data-selection-start');
    await expect(cell(canvasElement, 'lundi 15 juin 2026')).not.toHaveAttribute('data-selected');
    await userEvent.click(day(canvasElement, 'dimanche 14 juin 2026'));
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-06-12', end: '2026-06-14' });
  },
};

export const ClickWithBothDatesRestarts: Story = {
  args: { showActions: true },
  render: function Controlled(args) {
    const [value, setValue] = useState<RangeCalendarValue | null>({ start: '2026-06-15', end: '2026-06-18' });
    return (
      <RangeCalendar
        {...args}
        value={value}
        onChange={(range) => {
          setValue(range);
          args.onChange?.(range);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const validate = within(canvasElement).getByRole('button', { name: 'Valider' });
    await expect(validate).toBeEnabled();
    // A click on the start of the range restarts there instead of dragging the range's edge.
    await userEvent.click(day(canvasElement, 'lundi 15 juin 2026'));
    await expect(args.onStartChange).toHaveBeenLastCalledWith('2026-06-15');
    await expect(cell(canvasElement, 'jeudi 18 juin 2026')).not.toHaveAttribute('data-selected');
    await expect(validate).toBeDisabled();
    await userEvent.click(day(canvasElement, 'samedi 20 juin 2026'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-06-15', end: '2026-06-20' });
    // Once both dates exist, any click restarts, even after the checkout.
    await userEvent.click(day(canvasElement, 'mercredi 24 juin 2026'));
    await expect(args.onStartChange).toHaveBeenLastCalledWith('2026-06-24');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(cell(canvasElement, 'mercredi 24 juin 2026')).toHaveAttribute('data-selection-start');
    await expect(cell(canvasElement, 'lundi 15 juin 2026')).not.toHaveAttribute('data-selected');
  },
};

export const MobileSelectsRangeWithTaps: Story = {
  args: { isDateUnavailable: isClosed, dayDetails: withPrices, showActions: true },
  globals: { viewport: { value: 'mobile' } },
  decorators: [fullHeight],
  play: async ({ canvasElement, args }) => {
    await userEvent.pointer({ keys: '[TouchA]', target: day(canvasElement, 'vendredi 12 juin 2026') });
    await expect(args.onStartChange).toHaveBeenCalledWith('2026-06-12');
    await userEvent.pointer({ keys: '[TouchA]', target: day(canvasElement, 'lundi 15 juin 2026') });
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-06-12', end: '2026-06-15' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Valider' }));
    await expect(args.onValidate).toHaveBeenCalledWith({ start: '2026-06-12', end: '2026-06-15' });
  },
};

export const SelectsRangeWithKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(day(canvasElement, 'mercredi 10 juin 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onStartChange).toHaveBeenCalledWith('2026-06-12');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-06-12', end: '2026-06-14' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(day(canvasElement, 'dimanche 21 juin 2026')).toHaveFocus();
  },
};

export const ValidateDisabledUntilBothDates: Story = {
  args: { showActions: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const validate = canvas.getByRole('button', { name: 'Valider' });
    const clear = canvas.getByRole('button', { name: 'Effacer' });
    await expect(validate).toBeDisabled();
    await userEvent.click(day(canvasElement, 'vendredi 12 juin 2026'));
    await expect(validate).toBeDisabled();
    await userEvent.click(day(canvasElement, 'dimanche 14 juin 2026'));
    await expect(validate).toBeEnabled();
    await userEvent.click(validate);
    await expect(args.onValidate).toHaveBeenCalledWith({ start: '2026-06-12', end: '2026-06-14' });
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(cell(canvasElement, 'vendredi 12 juin 2026')).not.toHaveAttribute('data-selected');
    await expect(validate).toBeDisabled();
  },
};

export const PreviousMonthDisabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Mois précédent' });
    await expect(previous).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mois suivant' }));
    await expect(canvas.getByRole('heading', { name: 'juillet 2026' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'août 2026' })).toBeVisible();
    await expect(previous).toBeEnabled();
    // By keyboard: when the button it is on turns disabled, focus moves into the grid.
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'juin 2026' })).toBeVisible();
    await expect(previous).toBeDisabled();
    await waitFor(() => expect(day(canvasElement, 'mercredi 10 juin 2026')).toHaveFocus());
  },
};

export const NoNavigationPastMaxValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Mois suivant' });
    for (let page = 0; page < 11; page += 1) await userEvent.click(next);
    await expect(canvas.getByRole('heading', { name: 'juin 2027' })).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(cell(canvasElement, 'jeudi 10 juin 2027')).not.toHaveAttribute('data-disabled');
    await expect(cell(canvasElement, 'vendredi 11 juin 2027')).toHaveAttribute('data-disabled');
  },
};

export const MobileLoadsMoreMonthsOnScroll: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [fullHeight],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('grid')).toHaveLength(4);
    const list = canvas.getAllByRole('grid')[0]?.closest('[data-month]')?.parentElement;
    if (!list) throw new Error('No month list');
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('grid')).toHaveLength(7));
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('grid')).toHaveLength(10));
    list.scrollTop = 0;
    await expect(canvas.getByRole('heading', { name: 'juin 2026' })).toBeVisible();
  },
};

export const EscapeCallsClose: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(day(canvasElement, 'mercredi 10 juin 2026')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const UnavailableDayNotSelectable: Story = {
  parameters: { screenshot: false },
  args: { isDateUnavailable: isClosed, dayDetails: withPrices },
  play: async ({ canvasElement, args }) => {
    const closed = day(canvasElement, 'samedi 13 juin 2026');
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(closed);
    await expect(args.onStartChange).not.toHaveBeenCalled();
    await expect(cell(canvasElement, 'samedi 13 juin 2026')).not.toHaveAttribute('data-selected');
  },
};
