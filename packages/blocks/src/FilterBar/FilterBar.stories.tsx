import { DEFAULT_CRITERIA, type SearchCriteria } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { activityNames, facetsWithoutActivities, lyon, makeFacets } from '../fixtures/facets';
import { FilterBar, type FilterBarProps } from './FilterBar';

const lyonSearch: SearchCriteria = { ...DEFAULT_CRITERIA, city: 'lyon' };

/** The shop's part: it owns the criteria and writes what the bar applies. */
function Page(args: FilterBarProps) {
  const [criteria, setCriteria] = useState(args.criteria);
  return (
    <div style={{ minHeight: 640 }}>
      <p>Résultats de la recherche</p>
      <FilterBar
        {...args}
        criteria={criteria}
        onApply={(next) => {
          args.onApply(next);
          setCriteria(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Blocks/FilterBar',
  component: FilterBar,
  globals: { viewport: { value: 'desktop' } },
  args: {
    criteria: lyonSearch,
    flow: 'booking',
    facets: makeFacets(),
    destination: lyon,
    activityNames,
    onApply: fn(),
    onDraftChange: fn(),
    onPanelOpen: fn(),
  },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens a panel by its button and returns the popover. */
async function openPanel(canvasElement: HTMLElement, name: RegExp) {
  await userEvent.click(page(canvasElement).getByRole('button', { name }));
  return within(await page(canvasElement).findByRole('dialog', { name }));
}

const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'Filtres' });
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Activités', 'Prix', 'Proximité', 'Équipements', 'Plus de filtres']);
    await expect(within(bar).queryByRole('button', { name: 'Réinitialiser tous les filtres' })).toBeNull();
  },
};

export const WithActiveFilters: Story = {
  args: {
    criteria: {
      ...lyonSearch,
      tags: [101, 202],
      priceMax: 15000,
      facilities: ['spa'],
      petsAllowed: true,
      stars: [4, 3],
      hotelScore: 8,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const activities = canvas.getByRole('button', { name: 'Activités 2 filtres appliqués' });
    await expect(activities).toHaveAttribute('data-active', 'true');
    await expect(canvas.getByRole('button', { name: 'Prix 1 filtre appliqué' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proximité' })).not.toHaveAttribute('data-active');
    await expect(canvas.getByRole('button', { name: 'Équipements 2 filtres appliqués' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Plus de filtres 2 filtres appliqués' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réinitialiser tous les filtres' })).toBeVisible();
  },
};

export const WithoutLocation: Story = {
  args: { criteria: { ...DEFAULT_CRITERIA, region: 'bretagne' }, destination: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Prix' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Proximité' })).toBeNull();
  },
};

export const ActivityFlow: Story = {
  args: { flow: 'activity' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'Filtres' });
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Activités', 'Prix', 'Proximité']);
    const panel = await openPanel(canvasElement, /^Prix/);
    const low = panel.getByRole('slider', { name: 'Minimum Prix par personne' });
    await expect(low).toHaveAttribute('min', '1');
  },
};

export const GiftingPriceEditsVoucherPrice: Story = {
  parameters: { screenshot: false },
  args: { flow: 'gifting' },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, /^Prix/);
    const max = panel.getByRole('textbox', { name: 'Maximum Prix du bon cadeau' });
    await expect(panel.getByText('+250 €', { selector: 'span' })).toBeInTheDocument();
    await userEvent.clear(max);
    await userEvent.type(max, '120{Enter}');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ singleVoucherPriceMax: 12000 }),
    );
    await userEvent.click(panel.getByRole('button', { name: 'Voir les résultats' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    const applied = (args.onApply as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(applied).toMatchObject({ singleVoucherPriceMax: 12000 });
    await expect(applied).not.toHaveProperty('priceMax');
  },
};

export const SeeResultsAppliesTheDraft: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, /^Équipements/);
    await expect(args.onPanelOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(panel.getByRole('checkbox', { name: 'Spa (36)' }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Animaux acceptés (23)' }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      ...lyonSearch,
      facilities: ['spa'],
      petsAllowed: true,
    });
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: 'Voir les résultats' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      ...lyonSearch,
      facilities: ['spa'],
      petsAllowed: true,
    });
    await closed(canvasElement);
    const trigger = page(canvasElement).getByRole('button', { name: 'Équipements 2 filtres appliqués' });
    await expect(trigger).toHaveFocus();
  },
};

export const OutsideClickApplies: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, /^Plus de filtres/);
    await userEvent.click(panel.getByRole('checkbox', { name: '4 étoiles (46)' }));
    await userEvent.click(page(canvasElement).getByText('Résultats de la recherche'));
    await expect(args.onApply).toHaveBeenCalledWith({ ...lyonSearch, stars: [4] });
    await closed(canvasElement);
    await expect(args.onApply).toHaveBeenCalledWith({ ...lyonSearch, stars: [4] });
  },
};

export const EscapeDropsTheDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, /^Activités/);
    await userEvent.click(panel.getByRole('checkbox', { name: 'Massage (21)' }));
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(args.onApply).not.toHaveBeenCalled();
    const reopened = await openPanel(canvasElement, /^Activités/);
    await expect(reopened.getByRole('checkbox', { name: 'Massage (21)' })).not.toBeChecked();
  },
};

export const PressingTheOpenButtonCloses: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, /^Équipements/);
    await userEvent.click(panel.getByRole('checkbox', { name: 'Parking (84)' }));
    await userEvent.click(page(canvasElement).getByRole('button', { name: /^Équipements/ }));
    await closed(canvasElement);
    await expect(args.onApply).toHaveBeenCalledWith({ ...lyonSearch, facilities: ['parking'] });
  },
};

export const ClearSearchesAtOnce: Story = {
  args: { criteria: { ...lyonSearch, facilities: ['spa', 'wifi'], stars: [4] } },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, /^Équipements/);
    await userEvent.click(panel.getByRole('button', { name: 'Effacer' }));
    await expect(args.onApply).toHaveBeenCalledWith({ ...lyonSearch, stars: [4] });
    await expect(panel.getByRole('checkbox', { name: 'Spa (36)' })).not.toBeChecked();
  },
};

export const ResetAllFilters: Story = {
  parameters: { screenshot: false },
  args: {
    criteria: { ...lyonSearch, sort: 'priceAsc', tags: [101], hotelTypes: ['castle'], distanceMax: 40 },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Réinitialiser tous les filtres' }),
    );
    await expect(args.onApply).toHaveBeenCalledWith({ ...lyonSearch, sort: 'priceAsc' });
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Réinitialiser tous les filtres' }),
    ).toBeNull();
  },
};

export const DistanceAtTheDefaultClears: Story = {
  parameters: { screenshot: false },
  args: { criteria: { ...lyonSearch, distanceMin: 0, distanceMax: 40 } },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, /^Proximité/);
    const max = panel.getByRole('slider', { name: 'Maximum Distance de la destination' });
    await expect(max).toHaveAttribute('max', '100');
    await expect(max).toHaveValue('40');
    const typed = panel.getByRole('textbox', { name: 'Maximum Distance de la destination' });
    await userEvent.clear(typed);
    await userEvent.type(typed, '100{Enter}');
    await userEvent.click(panel.getByRole('button', { name: 'Voir les résultats' }));
    await expect(args.onApply).toHaveBeenCalledWith(lyonSearch);
  },
};

export const ZeroCountsAreDisabled: Story = {
  args: { criteria: { ...lyonSearch, facilities: ['tennis'] } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^Équipements/);
    await expect(panel.getByRole('checkbox', { name: 'Jacuzzi (0)' })).toBeDisabled();
    const selected = panel.getByRole('checkbox', { name: 'Court de tennis (0)' });
    await expect(selected).toBeEnabled();
    await expect(selected).toBeChecked();
    await expect(panel.getByText('Aucun résultat')).toBeInTheDocument();
  },
};

export const MoreFiltersOpen: Story = {
  args: { criteria: { ...lyonSearch, hotelScore: 8, stars: [4] } },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, /^Plus de filtres/);
    const score = panel.getByRole('radiogroup', { name: 'Note des voyageurs' });
    const options = within(score).getAllByRole('radio');
    await expect(options.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '9+ (18)',
      '8+ (67)',
      '7+ (102)',
      'Toutes',
    ]);
    await expect(within(score).getByRole('radio', { name: '8+ (67)' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: '5 étoiles (0)' })).toBeDisabled();
    await userEvent.click(within(score).getByRole('radio', { name: '9+ (18)' }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...lyonSearch, hotelScore: 9, stars: [4] });
    await expect(panel.getByText('18 résultats')).toBeInTheDocument();
  },
};

export const ActivitiesCollapsed: Story = {
  args: { criteria: { ...lyonSearch, tags: [305] } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^Activités/);
    const selection = panel.getByRole('group', { name: 'Votre sélection' });
    await expect(within(selection).getByRole('checkbox', { name: 'Équitation' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Hammam (0)' })).toBeDisabled();
    const more = panel.getByRole('button', { name: 'Voir plus' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const block = canvasElement.ownerDocument.getElementById(more.getAttribute('aria-controls') ?? '');
    // Measured once the popover has finished opening (its entrance scales it).
    await waitFor(() => expect(block?.getBoundingClientRect().height).toBe(124));
    await userEvent.click(more);
    await expect(panel.getByRole('button', { name: 'Voir moins' })).toHaveAttribute('aria-expanded', 'true');
    await expect(block?.getBoundingClientRect().height).toBeGreaterThan(124);
  },
};

export const NoActivityFound: Story = {
  args: { facets: facetsWithoutActivities },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^Activités/);
    await expect(panel.getByText('Aucune activité trouvée pour cette recherche')).toBeInTheDocument();
    await expect(panel.queryByRole('checkbox')).toBeNull();
  },
};

export const LoadingFacets: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^Équipements/);
    await expect(panel.getByText('Mise à jour des résultats…')).toBeInTheDocument();
    await expect(panel.getByRole('checkbox', { name: 'Spa (36)' })).toBeEnabled();
  },
};

export const FacetsUnavailable: Story = {
  parameters: { screenshot: false },
  args: { facets: null, criteria: { ...lyonSearch, hotelTypes: ['castle'] } },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, /^Plus de filtres/);
    await expect(panel.getByRole('checkbox', { name: 'castle' })).toBeChecked();
    await userEvent.click(panel.getByRole('checkbox', { name: '3 étoiles' }));
    await userEvent.click(panel.getByRole('button', { name: 'Voir les résultats' }));
    await expect(args.onApply).toHaveBeenCalledWith({ ...lyonSearch, hotelTypes: ['castle'], stars: [3] });
  },
};

export const Spanish: Story = {
  args: { facets: makeFacets('es') },
  globals: { locale: 'es_ES', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^Servicios/);
    await expect(panel.getByRole('checkbox', { name: 'Se admiten mascotas (23)' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Ver resultados' })).toBeInTheDocument();
  },
};

export const HiddenBelowDesktop: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { hidden: true });
    await expect(within(bar).getAllByRole('button', { hidden: true })).toHaveLength(5);
    await expect(bar).not.toBeVisible();
  },
};
