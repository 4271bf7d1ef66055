import { DEFAULT_CRITERIA } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  fixtureCriteria,
  fixtureRecentSearches,
  fixtureSuggestions,
  fixtureThemes,
} from '../fixtures/search';
import { ActivitySearchForm } from './ActivitySearchForm';

const meta = {
  title: 'Blocks/ActivitySearchForm',
  component: ActivitySearchForm,
  args: {
    criteria: DEFAULT_CRITERIA,
    themes: fixtureThemes,
    actionHref: '/fr/activities/search',
    recentSearches: fixtureRecentSearches,
    loadSuggestions: fn(async (term: string) => fixtureSuggestions(term)),
    onSearch: fn(),
    onRecentSearchesChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, minHeight: 480, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ActivitySearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const form = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('form', { name: 'Des activités à la journée, sans nuit d’hôtel' });
const hidden = (element: HTMLElement, name: string) =>
  element.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const activity = form(canvasElement);
    // S-036: city, theme, participants and Search; "Less than 2h" without a city.
    const city = within(activity).getByRole('textbox', { name: 'Ville' });
    await expect(city).toHaveAttribute('placeholder', 'À moins de 2h');
    await expect(within(activity).getByRole('button', { name: /^Thématiques/ })).toBeVisible();
    await expect(within(activity).getByRole('button', { name: /^Participants/ })).toHaveTextContent(
      '2 participants',
    );
    await expect(within(activity).getByRole('button', { name: 'Rechercher' })).toBeVisible();
    await expect(activity).toHaveAttribute('action', '/fr/activities/search');
    await expect(hidden(activity, 'flow')).toBe('activity');
    await expect(hidden(activity, 'from')).toBe('searchbar');
  },
};

export const WithACity: Story = {
  args: {
    criteria: { ...DEFAULT_CRITERIA, city: 'lyon', distanceMax: 30, theme: 21 },
    destinationLabel: 'Lyon',
  },
  play: async ({ canvasElement }) => {
    const activity = form(canvasElement);
    await expect(within(activity).getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon');
    await expect(within(activity).getByRole('button', { name: /^Thématiques/ })).toHaveTextContent(
      'Sport et aventure',
    );
  },
};

export const ChoosesACityWithinThirtyKilometres: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const activity = form(canvasElement);
    await userEvent.click(within(activity).getByRole('textbox', { name: 'Ville' }));
    await waitFor(() => expect(within(activity).getByRole('combobox', { name: 'Ville' })).toHaveFocus(), {
      timeout: 5000,
    });
    await userEvent.keyboard('an');
    // Only cities are offered.
    await userEvent.click(await within(activity).findByRole('option', { name: 'Annecy' }, { timeout: 5000 }));
    await expect(within(activity).queryByRole('group', { name: 'Hôtels' })).toBeNull();
    // S-036: the destination radius is 30 km.
    await expect(hidden(activity, 'city')).toBe('annecy');
    await expect(hidden(activity, 'distanceMax')).toBe('30');
    await userEvent.click(within(activity).getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      ...DEFAULT_CRITERIA,
      city: 'annecy',
      distanceMax: 30,
    });
  },
};

export const ParticipantsFromOneToTwo: Story = {
  parameters: { screenshot: false },
  args: { criteria: { ...fixtureCriteria, a: 4 } },
  play: async ({ canvasElement, args }) => {
    const activity = form(canvasElement);
    const participants = within(activity).getByRole('button', { name: /^Participants/ });
    // G-17, S-289: 1 to 2 participants; a party of 4 asks for 2.
    await expect(participants).toHaveTextContent('2 participants');
    await userEvent.click(participants);
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Participants' });
    const stepper = within(panel).getByRole('spinbutton', { name: 'Participants' });
    await expect(stepper).toHaveAttribute('aria-valuemax', '2');
    await expect(stepper).toHaveAccessibleDescription('De 1 à 2 participants');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retirer un : Participants' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(participants).toHaveTextContent('1 participant');
    await userEvent.click(within(activity).getByRole('button', { name: 'Rechercher' }));
    // No dates in the activity flow.
    const { checkin: _checkin, checkout: _checkout, night: _night, ...rest } = fixtureCriteria;
    await expect(args.onSearch).toHaveBeenCalledWith({ ...rest, a: 1 });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const activity = form(canvasElement);
    const city = within(activity).getByRole('textbox', { name: 'Ville' });
    const search = within(activity).getByRole('button', { name: 'Rechercher' });
    // One under the other on mobile.
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(city.getBoundingClientRect().bottom);
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT' },
  play: async ({ canvasElement }) => {
    const activity = within(canvasElement).getByRole('form', {
      name: 'Attività in giornata, senza notte in hotel',
    });
    await expect(within(activity).getByRole('textbox', { name: 'Città' })).toHaveAttribute(
      'placeholder',
      'A meno di 2 ore',
    );
  },
};
