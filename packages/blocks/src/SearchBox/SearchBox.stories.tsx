import { DEFAULT_CRITERIA, withDates } from '@escale/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  fixtureClock,
  fixtureCriteria,
  fixtureRecentSearches,
  fixtureSuggestions,
  fixtureThemes,
  fixtureUserPosition,
} from '../fixtures/search';
import { SearchBox } from './SearchBox';

/** A page around the search box, tall enough to scroll past it. */
const longPage: Decorator = (Story) => (
  <div>
    <Story />
    <div
      style={{
        height: 1600,
        marginTop: 24,
        background: 'repeating-linear-gradient(#f4f4f4 0 40px, #fff 40px 80px)',
      }}
    />
  </div>
);

const meta = {
  title: 'Blocks/SearchBox',
  component: SearchBox,
  args: {
    flow: 'booking',
    criteria: fixtureCriteria,
    destinationLabel: 'Lyon',
    themes: fixtureThemes,
    today: fixtureClock,
    actionHref: '/fr/search',
    recentSearches: fixtureRecentSearches,
    loadSuggestions: fn(async (term: string) => fixtureSuggestions(term)),
    locateUser: fn(async () => fixtureUserPosition),
    onSearch: fn(),
    onRecentSearchesChange: fn(),
    onUserLocationChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200, minHeight: 640, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const form = (canvasElement: HTMLElement) => within(canvasElement).getByRole('form');
const hidden = (element: HTMLElement, name: string) =>
  element.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // S-005: the booking header names the search form.
    const bar = canvas.getByRole('form', { name: 'Réservez les plus beaux séjours avec activités incluses' });
    // S-001: destination, dates, theme, travellers and Search; "Travel locally!" under them.
    await expect(within(bar).getByRole('textbox', { name: 'Destination' })).toHaveValue('Lyon');
    await expect(within(bar).getByRole('button', { name: /^Dates/ })).toHaveTextContent(/12.*14 juin/);
    await expect(within(bar).getByRole('button', { name: /^Thématiques/ })).toHaveTextContent('Bien-être');
    await expect(within(bar).getByRole('button', { name: /^Voyageurs/ })).toHaveTextContent('2 adultes');
    await expect(within(bar).getByRole('button', { name: /^Partez près de chez vous/ })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Rechercher' })).toBeVisible();
  },
};

export const WorksBeforeJavaScript: Story = {
  args: { criteria: { ...fixtureCriteria, c: 1, s: true } },
  play: async ({ canvasElement }) => {
    // A GET form to the search page; the criteria ride along under their hash keys.
    const bar = form(canvasElement);
    await expect(bar).toHaveAttribute('method', 'get');
    await expect(bar).toHaveAttribute('action', '/fr/search');
    await expect(within(bar).getByRole('textbox', { name: 'Destination' })).toHaveAttribute(
      'name',
      'destination',
    );
    const values = Object.fromEntries(
      ['city', 'checkin', 'checkout', 'theme', 'a', 'c', 'b', 's', 'flow', 'from'].map((name) => [
        name,
        hidden(bar, name),
      ]),
    );
    await expect(values).toEqual({
      city: 'lyon',
      checkin: '2026-06-12',
      checkout: '2026-06-14',
      theme: '12',
      a: '2',
      c: '1',
      b: '0',
      s: 'true',
      flow: 'booking',
      from: 'searchbar',
    });
  },
};

export const SearchesWithJavaScript: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const bar = form(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: /^Thématiques/ }));
    const themes = await page(canvasElement).findByRole('dialog', { name: 'Thématiques' });
    await userEvent.click(within(themes).getByRole('option', { name: 'Montagne' }));
    // Edits stay in the box until Search.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(hidden(bar, 'theme')).toBe('27');
    await userEvent.click(within(bar).getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ ...fixtureCriteria, theme: 27 });
    // S-013: no validation message anywhere.
    await expect(page(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const ChoosesADestinationAndSearches: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const bar = form(canvasElement);
    await userEvent.click(within(bar).getByRole('textbox', { name: 'Destination' }));
    await waitFor(() => expect(within(bar).getByRole('combobox', { name: 'Destination' })).toHaveFocus(), {
      timeout: 5000,
    });
    await userEvent.keyboard('biar');
    await userEvent.click(await within(bar).findByRole('option', { name: 'Biarritz' }, { timeout: 5000 }));
    await expect(args.onRecentSearchesChange).toHaveBeenCalledWith([
      { id: 'biarritz', label: 'Biarritz', category: 'searesort' },
      fixtureRecentSearches[0],
      fixtureRecentSearches[1],
    ]);
    await expect(hidden(bar, 'searesort')).toBe('biarritz');
    await expect(hidden(bar, 'city')).toBeUndefined();
    await userEvent.keyboard('{Enter}');
    const { city: _city, ...rest } = fixtureCriteria;
    await expect(args.onSearch).toHaveBeenCalledWith({ ...rest, searesort: 'biarritz' });
  },
};

export const Gifting: Story = {
  args: { flow: 'gifting', criteria: { ...fixtureCriteria, a: 3, c: 1, s: true } },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('form', {
      name: 'Offrez un séjour, ils choisissent les dates',
    });
    // S-002: no dates; S-004, S-053: travellers shown as 2 adults and not editable.
    await expect(within(bar).queryByRole('button', { name: /^Dates/ })).toBeNull();
    const travellers = within(bar).getByRole('button', { name: /^Voyageurs/ });
    await expect(travellers).toBeDisabled();
    await expect(travellers).toHaveTextContent(/^Voyageurs2 adultes$/);
    await expect(hidden(bar, 'a')).toBe('2');
    await expect(hidden(bar, 'checkin')).toBeUndefined();
    await userEvent.click(within(bar).getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, city: 'lyon', theme: 12 });
  },
};

export const Activity: Story = {
  args: { flow: 'activity' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('form', {
      name: 'Des activités à la journée, sans nuit d’hôtel',
    });
    await expect(within(bar).queryByRole('button', { name: /^Dates/ })).toBeNull();
    await expect(within(bar).getByRole('button', { name: /^Voyageurs/ })).toBeDisabled();
    await expect(hidden(bar, 'flow')).toBe('activity');
  },
};

export const Hotel: Story = {
  args: { flow: 'hotel' },
  play: async ({ canvasElement }) => {
    // S-008, G-22: translated; S-003: no theme.
    const bar = within(canvasElement).getByRole('form', {
      name: 'Réservez une nuit dans les plus beaux hôtels au meilleur prix',
    });
    await expect(within(bar).queryByRole('button', { name: /^Thématiques/ })).toBeNull();
    await expect(within(bar).getByRole('button', { name: /^Dates/ })).toBeEnabled();
    await expect(hidden(bar, 'theme')).toBeUndefined();
  },
};

export const DateForcedOpensTheCalendar: Story = {
  parameters: { screenshot: false },
  args: { dateEnforcement: 'forced', criteria: { ...DEFAULT_CRITERIA, city: 'lyon' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(form(canvasElement)).getByRole('button', { name: 'Rechercher' }));
    // S-033: without both dates the calendar opens instead of searching.
    const calendar = await page(canvasElement).findByRole('dialog', { name: 'Choisissez vos dates' });
    await expect(args.onSearch).not.toHaveBeenCalled();
    await within(calendar).findAllByRole('grid', {}, { timeout: 5000 });
    await userEvent.click(within(calendar).getByRole('button', { name: /(^|, )samedi 20 juin 2026\b/ }));
    await userEvent.click(within(calendar).getByRole('button', { name: /(^|, )dimanche 21 juin 2026\b/ }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await userEvent.click(within(form(canvasElement)).getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      withDates({ ...DEFAULT_CRITERIA, city: 'lyon' }, '2026-06-20', '2026-06-21'),
    );
  },
};

export const DateSuggestedAcceptsFlexibleDates: Story = {
  parameters: { screenshot: false },
  args: { dateEnforcement: 'suggested', criteria: { ...DEFAULT_CRITERIA, city: 'lyon' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(form(canvasElement)).getByRole('button', { name: 'Rechercher' }));
    // S-034: no dates and no choice of flexible dates: the calendar opens.
    const calendar = await page(canvasElement).findByRole('dialog', { name: 'Choisissez vos dates' });
    await expect(args.onSearch).not.toHaveBeenCalled();
    // S-035: choosing flexible dates records it, which the suggested variation accepts.
    await userEvent.click(within(calendar).getByRole('button', { name: 'Dates flexibles' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await userEvent.click(within(form(canvasElement)).getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ ...DEFAULT_CRITERIA, city: 'lyon', flexible: true });
  },
};

export const TravelLocally: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const bar = form(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: /^Partez près de chez vous/ }));
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Partez près de chez vous !' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(args.onUserLocationChange).toHaveBeenCalledWith({
      ...fixtureUserPosition,
      distanceMin: 0,
      distanceMax: 200,
    });
    await expect(hidden(bar, 'distanceMax')).toBe('200');
    await expect(hidden(bar, 'city')).toBeUndefined();
    await expect(within(bar).getByRole('textbox', { name: 'Destination' })).toHaveValue('');
    await expect(within(bar).getByRole('button', { name: /^Partez près de chez vous/ })).toHaveTextContent(
      /à moins de 200\skm/,
    );
  },
};

export const CustomerCareGifting: Story = {
  args: { flow: 'gifting', isCustomerCare: true },
  play: async ({ canvasElement }) => {
    const bar = form(canvasElement);
    const nights = within(bar).getByRole('combobox', { name: 'Nuits' });
    await userEvent.selectOptions(nights, '2');
    await expect(hidden(bar, 'giftNights')).toBe('2');
    await expect(nights).toHaveDisplayValue('2 nuits');
    await userEvent.tab();
  },
};

export const NotCustomerCareHasNoNights: Story = {
  args: { flow: 'gifting' },
  play: async ({ canvasElement }) => {
    await expect(within(form(canvasElement)).queryByRole('combobox', { name: 'Nuits' })).toBeNull();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(within(form(canvasElement)).getByRole('button', { name: 'Rechercher' })).toBeVisible();
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('form', {
      name: 'Reserva las escapadas más bonitas con actividades incluidas',
    });
    await expect(within(bar).getByRole('button', { name: 'Buscar' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // S-009: the header above a summary; the bar itself is for larger screens.
    await expect(
      canvas.getByRole('heading', { name: 'Réservez les plus beaux séjours avec activités incluses' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    // S-010: destination, dates, theme and travellers.
    const summary = canvas.getByRole('button', { name: /^Modifier votre recherche/ });
    await expect(summary).toHaveAccessibleName(/Lyon 12.*14 juin · Bien-être · 2 adultes$/);
  },
};

export const MobileModalSearches: Story = {
  parameters: { screenshot: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const summary = within(canvasElement).getByRole('button', { name: /^Modifier votre recherche/ });
    await userEvent.click(summary);
    // S-009: a full-screen form titled for the flow.
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Je cherche un week-end' });
    await expect(modal).toHaveAttribute('data-fullscreen-mobile', 'true');
    await userEvent.click(within(modal).getByRole('button', { name: /^Voyageurs/ }));
    const travellers = await page(canvasElement).findByRole('dialog', { name: 'Avec qui partez-vous ?' });
    await userEvent.click(within(travellers).getByRole('button', { name: 'Ajouter un : Adultes' }));
    await expect(within(travellers).getByRole('spinbutton', { name: 'Adultes' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    await userEvent.click(within(travellers).getByRole('button', { name: 'Valider' }));
    await waitFor(
      () => expect(page(canvasElement).queryByRole('dialog', { name: 'Avec qui partez-vous ?' })).toBeNull(),
      { timeout: 5000 },
    );
    await expect(within(modal).getByRole('button', { name: /^Voyageurs/ })).toHaveTextContent('3 adultes');
    await userEvent.click(within(modal).getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ ...fixtureCriteria, a: 3 });
    // S-012: a successful search closes the modal; focus goes back to the summary.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(summary).toHaveFocus(), { timeout: 5000 });
    await expect(summary).toHaveAccessibleName(/3 adultes$/);
  },
};

export const MobileModalOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Modifier votre recherche/ }));
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Je cherche un week-end' });
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: 'Destination' })).toBeVisible());
  },
};

export const MobileGifting: Story = {
  args: { flow: 'gifting' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('button', { name: /^Modifier votre recherche/ });
    await expect(summary).toHaveAccessibleName(/Lyon Bien-être · 2 adultes$/);
    await userEvent.click(summary);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Je cherche un cadeau' });
    await expect(within(modal).queryByRole('button', { name: /^Dates/ })).toBeNull();
  },
};

export const MobileStickyBarAfterScroll: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [longPage],
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('No window');
    const summaries = () =>
      within(canvasElement).getAllByRole('button', { name: /^Modifier votre recherche/ });
    await expect(summaries()).toHaveLength(1);
    // S-011: the search box out of view but not past 250 px yet: no sticky bar.
    view.scrollTo(0, 200);
    await new Promise((resolve) => view.requestAnimationFrame(resolve));
    await expect(summaries()).toHaveLength(1);
    view.scrollTo(0, 600);
    await waitFor(() => expect(summaries()).toHaveLength(2));
    const sticky = summaries()[1];
    if (!sticky) throw new Error('No sticky bar');
    await expect(getComputedStyle(sticky.parentElement as HTMLElement).position).toBe('fixed');
    await userEvent.click(sticky);
    await page(canvasElement).findByRole('dialog', { name: 'Je cherche un week-end' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // Focus goes back to the sticky bar that opened the search.
    await waitFor(() => expect(sticky).toHaveFocus(), { timeout: 5000 });
    view.scrollTo(0, 0);
    await waitFor(() => expect(summaries()).toHaveLength(1));
  },
};
