import { DEFAULT_CRITERIA, type SearchCriteria, SUGGESTION_DEBOUNCE_MS } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureRecentSearches, fixtureSuggestions } from '../fixtures/search';
import { DestinationField, type DestinationFieldProps } from './DestinationField';

const lyon: SearchCriteria = { ...DEFAULT_CRITERIA, city: 'lyon', theme: 12 };

/** The field with its page's state: the chosen destination and the stored recent searches. */
function Harness(args: DestinationFieldProps) {
  const [criteria, setCriteria] = useState(args.criteria);
  const [label, setLabel] = useState(args.destinationLabel);
  const [recentSearches, setRecentSearches] = useState(args.recentSearches);
  return (
    <div style={{ maxWidth: 420, minHeight: 440 }}>
      <DestinationField
        {...args}
        criteria={criteria}
        destinationLabel={label}
        recentSearches={recentSearches}
        onChange={(next, nextLabel) => {
          setCriteria(next);
          setLabel(nextLabel);
          args.onChange(next, nextLabel);
        }}
        onRecentSearchesChange={(next) => {
          setRecentSearches(next);
          args.onRecentSearchesChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Blocks/DestinationField',
  component: DestinationField,
  render: Harness,
  args: {
    criteria: lyon,
    destinationLabel: 'Lyon',
    recentSearches: fixtureRecentSearches,
    loadSuggestions: fn(async (term: string) => fixtureSuggestions(term)),
    onChange: fn(),
    onRecentSearchesChange: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof DestinationField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focuses the plain input and waits for the combobox that takes its place. */
async function openCombobox(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('textbox', { name: 'Destination' }));
  const combobox = await canvas.findByRole('combobox', { name: 'Destination' });
  await waitFor(() => expect(combobox).toHaveFocus(), { timeout: 5000 });
  return combobox;
}

/** What the server renders: a plain labelled input, sent as `destination` before JavaScript. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Destination' });
    await expect(input).toHaveValue('Lyon');
    await expect(input).toHaveAttribute('name', 'destination');
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const Empty: Story = {
  args: { criteria: DEFAULT_CRITERIA, destinationLabel: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Destination' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Où allez-vous ?');
  },
};

export const FocusClearsAndShowsRecentSearches: Story = {
  play: async ({ canvasElement }) => {
    const combobox = await openCombobox(canvasElement);
    // S-027: focusing clears the value and opens the suggestions.
    await expect(combobox).toHaveValue('');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    // S-029: with an empty term, the recent searches show.
    const listbox = within(canvasElement).getByRole('listbox');
    const group = within(listbox).getByRole('group', { name: 'Recherches récentes' });
    await expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Annecy', 'Provence-Alpes-Côte d’Azur', 'Château de la Treyne']);
  },
};

export const TypingIsDebounced: Story = {
  play: async ({ canvasElement, args }) => {
    await openCombobox(canvasElement);
    await userEvent.keyboard('cha');
    // S-031: fast typing sends one request, for the last term, after 500 ms.
    await expect(args.loadSuggestions).not.toHaveBeenCalled();
    await waitFor(() => expect(args.loadSuggestions).toHaveBeenCalledTimes(1), {
      timeout: SUGGESTION_DEBOUNCE_MS * 4,
    });
    await expect(args.loadSuggestions).toHaveBeenCalledWith('cha', expect.any(AbortSignal));
  },
};

export const GroupsSuggestionsByCategory: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await openCombobox(canvasElement);
    await userEvent.keyboard('cha');
    // S-030: one group per category, with its heading.
    const hotels = await within(canvasElement).findByRole('group', { name: 'Hôtels' }, { timeout: 5000 });
    const listbox = within(canvasElement).getByRole('listbox');
    await expect(within(hotels).getByRole('option', { name: 'Château de la Treyne' })).toBeVisible();
    const resorts = within(listbox).getByRole('group', { name: 'Stations de ski' });
    await expect(within(resorts).getByRole('option', { name: 'Chamonix-Mont-Blanc' })).toBeVisible();
  },
};

export const SelectsSuggestionWithKeyboard: Story = {
  parameters: { screenshot: false },
  args: {
    criteria: { ...lyon, city: undefined, poi: 'mont-saint-michel', lat: 48.6, lng: -1.5, distanceMax: 30 },
  },
  play: async ({ canvasElement, args }) => {
    const combobox = await openCombobox(canvasElement);
    await userEvent.keyboard('cham');
    await within(canvasElement).findByRole('option', { name: 'Chamonix-Mont-Blanc' }, { timeout: 5000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // S-028: that destination key is set and every other geographic key cleared.
    await expect(args.onChange).toHaveBeenCalledWith(
      { ...DEFAULT_CRITERIA, theme: 12, skiresort: 'chamonix' },
      'Chamonix-Mont-Blanc',
    );
    // S-029: it comes first in the recent searches, which keep 3.
    await expect(args.onRecentSearchesChange).toHaveBeenCalledWith([
      { id: 'chamonix', label: 'Chamonix-Mont-Blanc', category: 'skiresort' },
      fixtureRecentSearches[0],
      fixtureRecentSearches[1],
    ]);
    await expect(combobox).toHaveValue('Chamonix-Mont-Blanc');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ChoosesRecentSearchWithPointer: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await openCombobox(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('option', { name: 'Château de la Treyne' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      { ...DEFAULT_CRITERIA, theme: 12, hotel: '1201' },
      'Château de la Treyne',
    );
    await expect(args.onRecentSearchesChange).toHaveBeenCalledWith([
      fixtureRecentSearches[2],
      fixtureRecentSearches[0],
      fixtureRecentSearches[1],
    ]);
  },
};

export const FailedLoadChangesNothing: Story = {
  args: {
    loadSuggestions: fn(async (term: string) => {
      if (term !== 'ly') throw new Error('autocomplete is down');
      return fixtureSuggestions(term);
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openCombobox(canvasElement);
    await userEvent.keyboard('ly');
    await canvas.findByRole('option', { name: 'Lyon' }, { timeout: 5000 });
    await userEvent.keyboard('x');
    await waitFor(() => expect(args.loadSuggestions).toHaveBeenCalledWith('lyx', expect.any(AbortSignal)), {
      timeout: 2000,
    });
    // S-032: the list stays as it was and no error shows.
    await expect(canvas.getByRole('option', { name: 'Lyon' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LeavingWithoutChoosingKeepsTheDestination: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const combobox = await openCombobox(canvasElement);
    await userEvent.keyboard('par');
    await userEvent.tab();
    await expect(combobox).toHaveValue('Lyon');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ClearsTheDestination: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = await openCombobox(canvasElement);
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer la destination' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, theme: 12 }, '');
    await expect(combobox).toHaveValue('');
  },
};

export const CitiesOnly: Story = {
  parameters: { screenshot: false },
  args: { categories: ['city'], label: 'Ville', placeholder: 'À moins de 2h' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Ville' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Ville' })).toHaveFocus(), {
      timeout: 5000,
    });
    // Only the city among the recent searches.
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['Annecy']);
    await userEvent.keyboard('an');
    await canvas.findByRole('group', { name: 'Villes' }, { timeout: 5000 });
    await expect(canvas.queryByRole('group', { name: 'Hôtels' })).toBeNull();
  },
};

export const NoRecentSearches: Story = {
  parameters: { screenshot: false },
  args: { recentSearches: [] },
  play: async ({ canvasElement }) => {
    const combobox = await openCombobox(canvasElement);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await openCombobox(canvasElement);
    await userEvent.keyboard('a');
    await within(canvasElement).findByRole('group', { name: 'Villes' }, { timeout: 5000 });
  },
};

export const InSpanish: Story = {
  parameters: { screenshot: false },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Destino' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Destino' })).toHaveFocus(), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('group', { name: 'Búsquedas recientes' })).toBeVisible();
  },
};
