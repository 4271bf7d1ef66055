import { DEFAULT_CRITERIA, withDates } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureClock } from '../fixtures/search';
import { DatesField, type DatesFieldProps } from './DatesField';

const dated = withDates({ ...DEFAULT_CRITERIA, city: 'lyon' }, '2026-06-12', '2026-06-14');

/** The field with its form's state. */
function Harness(args: DatesFieldProps) {
  const [criteria, setCriteria] = useState(args.criteria);
  return (
    <div style={{ maxWidth: 280, minHeight: 620 }}>
      <DatesField
        {...args}
        criteria={criteria}
        onChange={(next) => {
          setCriteria(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Blocks/DatesField',
  component: DatesField,
  render: Harness,
  args: { criteria: dated, today: fixtureClock, onChange: fn(), onOpenChange: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof DatesField>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A day of the calendar, by its full French name. */
function day(canvasElement: HTMLElement, name: string) {
  return page(canvasElement).getByRole('button', { name: new RegExp(`(^|, )${name}\\b`) });
}

/** The field's button (the first named so: the calendar's "Dates flexibles" comes after it). */
function trigger(canvasElement: HTMLElement, name = /^Dates/) {
  const [button] = within(canvasElement).getAllByRole('button', { name });
  if (!button) throw new Error('No dates field');
  return button;
}

async function openCalendar(canvasElement: HTMLElement) {
  await userEvent.click(trigger(canvasElement));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Choisissez vos dates' });
  // The calendar's code loads on first open.
  await within(dialog).findAllByRole('grid', {}, { timeout: 5000 });
  return dialog;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(/12.*14 juin/);
    // The calendar loads on first open.
    await expect(page(canvasElement).queryByRole('grid')).toBeNull();
  },
};

export const NoDates: Story = {
  args: { criteria: DEFAULT_CRITERIA },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Ajouter des dates');
  },
};

export const FlexibleDates: Story = {
  args: { criteria: withDates(DEFAULT_CRITERIA, null, null) },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Dates flexibles');
  },
};

export const OpensTwoMonthsWithShortcuts: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    // S-100: two months in a dropdown on desktop.
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    // S-127: the info text, once the popover has faded in.
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          'Choisissez vos dates pour voir le bon prix et la disponibilité de nos offres',
        ),
      ).toBeVisible(),
    );
    // S-124, S-125: fr_FR shows this and next weekend, Saturday to Sunday; no 2024 campaign (G-37).
    const shortcuts = within(dialog).getByRole('group', { name: 'Dates populaires' });
    await expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringMatching(/^Ce week-end · 13.*14 juin$/),
      expect.stringMatching(/^Le week-end prochain · 20.*21 juin$/),
    ]);
  },
};

export const SelectsRangeAndClosesAfterASecond: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await openCalendar(canvasElement);
    await userEvent.click(day(canvasElement, 'lundi 15 juin 2026'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(day(canvasElement, 'jeudi 18 juin 2026'));
    // S-101: the second, later click sets the checkout.
    await expect(args.onChange).toHaveBeenCalledWith(withDates(dated, '2026-06-15', '2026-06-18'));
    // S-108: it closes on its own after 1000 ms.
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(trigger(canvasElement)).toHaveTextContent(/15.*18 juin/);
  },
};

export const ClosingWithOnlyCheckinKeepsDates: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await openCalendar(canvasElement);
    await userEvent.click(day(canvasElement, 'samedi 20 juin 2026'));
    // S-108, S-107: Escape closes; the checkin alone is dropped and the earlier dates stay.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger(canvasElement)).toHaveTextContent(/12.*14 juin/);
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

export const ClearMarksFlexibleDates: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    // S-035, S-105: both dates go and the choice of flexible dates is recorded.
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, city: 'lyon', flexible: true });
    await expect(trigger(canvasElement)).toHaveTextContent('Dates flexibles');
  },
};

export const ChoosesFlexibleDates: Story = {
  parameters: { screenshot: false },
  args: { criteria: DEFAULT_CRITERIA },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dates flexibles' }));
    // S-035: no dates, on purpose.
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, flexible: true });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(trigger(canvasElement)).toHaveTextContent('Dates flexibles');
  },
};

export const ShortcutAppliesAWeekend: Story = {
  parameters: { screenshot: false },
  args: { criteria: DEFAULT_CRITERIA },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Le week-end prochain/ }));
    await expect(args.onChange).toHaveBeenCalledWith(withDates(DEFAULT_CRITERIA, '2026-06-20', '2026-06-21'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};

export const BelgianDutchShortcuts: Story = {
  globals: { locale: 'nl_BE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, /^Datums/));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Kies uw datums' });
    await within(dialog).findAllByRole('grid', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Populaire datums' })).toBeVisible(),
    );
  },
};

export const NoShortcutsInItalian: Story = {
  globals: { locale: 'it_IT' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, /^Date/));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Scegli le tue date' });
    await within(dialog).findAllByRole('grid', {}, { timeout: 5000 });
    // S-124: only es_ES, fr_FR, fr_BE and nl_BE show shortcuts.
    await expect(within(dialog).queryByRole('group')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    // S-100, S-120: a full-screen modal with a scrolling list of months.
    await expect(dialog).toHaveAttribute('data-fullscreen-mobile', 'true');
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(4);
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Dates populaires' })).toBeVisible(),
    );
  },
};

export const MobileSelectsRange: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(day(canvasElement, 'vendredi 19 juin 2026'));
    await userEvent.click(day(canvasElement, 'dimanche 21 juin 2026'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(trigger(canvasElement)).toHaveTextContent(/19.*21 juin/);
  },
};
