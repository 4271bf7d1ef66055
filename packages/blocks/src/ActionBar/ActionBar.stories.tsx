import { DEFAULT_CRITERIA, type SearchCriteria, type SortKey } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FiltersModal } from '../FiltersModal';
import { activityNames, lyon, makeFacets } from '../fixtures/facets';
import { SortMenu } from '../SortMenu';
import { ActionBar, type ActionBarProps } from './ActionBar';

const lyonSearch: SearchCriteria = { ...DEFAULT_CRITERIA, city: 'lyon' };

const meta = {
  title: 'Blocks/ActionBar',
  component: ActionBar,
  globals: { viewport: { value: 'mobile' } },
  args: {
    flow: 'booking',
    criteria: lyonSearch,
    destination: lyon,
    onOpenFilters: fn(),
    onOpenMap: fn(),
    onOpenSort: fn(),
  },
  render: (args) => (
    <>
      <p>Résultats de la recherche</p>
      <ActionBar {...args} />
    </>
  ),
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Actions de recherche' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = bar(canvasElement);
    const names = within(region)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Filtrer', 'Carte', 'Trier']);
    await expect(Math.round(region.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(Math.round(region.getBoundingClientRect().width)).toBe(window.innerWidth);
  },
};

export const WithFilters: Story = {
  args: {
    criteria: {
      ...lyonSearch,
      hotelTypes: ['castle'],
      stars: [4, 5],
      priceMax: 15000,
      facilities: ['spa'],
      petsAllowed: true,
      distanceMax: 50,
      tags: [101, 202],
    },
  },
  play: async ({ canvasElement }) => {
    const filter = within(bar(canvasElement)).getByRole('button', { name: /^Filtrer/ });
    await expect(filter).toHaveAccessibleName('Filtrer 8 filtres appliqués');
    await expect(filter).toHaveAttribute('data-count', '8');
  },
};

export const OnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toBeVisible();
  },
};

export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { hidden: true });
    await expect(region).not.toBeVisible();
  },
};

export const GiftingFlow: Story = {
  args: { flow: 'gifting', criteria: { ...lyonSearch, singleVoucherPriceMin: 5000 } },
  play: async ({ canvasElement }) => {
    const region = within(bar(canvasElement));
    await expect(region.getByRole('button', { name: 'Filtrer 1 filtre appliqué' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Trier' })).toBeVisible();
  },
};

export const ActivityFlowHasNoSort: Story = {
  args: { flow: 'activity' },
  play: async ({ canvasElement }) => {
    const region = within(bar(canvasElement));
    await expect(region.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Filtrer',
      'Carte',
    ]);
  },
};

export const CallsItsActions: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const region = within(bar(canvasElement));
    await userEvent.click(region.getByRole('button', { name: 'Filtrer' }));
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
    await userEvent.click(region.getByRole('button', { name: 'Carte' }));
    await expect(args.onOpenMap).toHaveBeenCalledTimes(1);
    await userEvent.click(region.getByRole('button', { name: 'Trier' }));
    await expect(args.onOpenSort).toHaveBeenCalledTimes(1);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es_ES', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Acciones de búsqueda' });
    await expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Filtrar', 'Mapa', 'Ordenar']);
  },
};

/** How the shop wires the bar to the Filters modal and the sort drawer. */
function SearchPage(args: ActionBarProps) {
  const [criteria, setCriteria] = useState(args.criteria);
  const [overlay, setOverlay] = useState<'filters' | 'sort' | null>(null);
  return (
    <>
      <p>Résultats de la recherche</p>
      <ActionBar
        {...args}
        criteria={criteria}
        onOpenFilters={() => setOverlay('filters')}
        onOpenSort={() => setOverlay('sort')}
      />
      <FiltersModal
        isOpen={overlay === 'filters'}
        onOpenChange={(isOpen) => setOverlay(isOpen ? 'filters' : null)}
        criteria={criteria}
        flow={args.flow}
        facets={makeFacets()}
        destination={args.destination}
        activityNames={activityNames}
        onApply={setCriteria}
      />
      <SortMenu
        flow={args.flow}
        hasLocation={false}
        value={criteria.sort}
        onChange={(sort: SortKey) => setCriteria({ ...criteria, sort })}
        isOpen={overlay === 'sort'}
        onOpenChange={(isOpen) => setOverlay(isOpen ? 'sort' : null)}
      />
    </>
  );
}

export const OpensTheFiltersAndTheSort: Story = {
  render: (args) => <SearchPage {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const filter = within(bar(canvasElement)).getByRole('button', { name: 'Filtrer' });
    await userEvent.click(filter);
    const modal = within(await body.findByRole('dialog', { name: 'Filtres' }));
    await userEvent.click(modal.getByRole('checkbox', { name: 'Château (7)' }));
    await userEvent.click(modal.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(filter).toHaveAccessibleName('Filtrer 1 filtre appliqué');
    await expect(filter).toHaveFocus();

    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: 'Trier' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Trier par' }));
    await userEvent.click(drawer.getByRole('option', { name: 'Prix croissant' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: 'Trier' }));
    const reopened = within(await body.findByRole('dialog', { name: 'Trier par' }));
    await expect(reopened.getByRole('option', { name: 'Prix croissant' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
