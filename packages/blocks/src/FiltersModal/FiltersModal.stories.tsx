import { DEFAULT_CRITERIA, type SearchCriteria } from '@escale/domain';
import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { activityNames, facetsWithoutActivities, lyon, makeFacets } from '../fixtures/facets';
import { FiltersModal, type FiltersModalProps } from './FiltersModal';

const lyonSearch: SearchCriteria = { ...DEFAULT_CRITERIA, city: 'lyon' };

/** The shop's part: the action bar's button opens the modal, the page owns the criteria. */
function Page(args: FiltersModalProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  const [criteria, setCriteria] = useState(args.criteria);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Filtrer
      </Button>
      <FiltersModal
        {...args}
        isOpen={isOpen}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        criteria={criteria}
        onApply={(next) => {
          args.onApply(next);
          setCriteria(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Blocks/FiltersModal',
  component: FiltersModal,
  globals: { viewport: { value: 'mobile' } },
  args: {
    isOpen: true,
    criteria: lyonSearch,
    flow: 'booking',
    facets: makeFacets(),
    destination: lyon,
    activityNames,
    onOpenChange: fn(),
    onApply: fn(),
    onDraftChange: fn(),
    onPanelOpen: fn(),
  },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof FiltersModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('dialog', { name: 'Filtres' }));
const sectionNames = (modal: ReturnType<typeof within>) =>
  modal.getAllByRole('heading', { level: 3 }).map((heading: HTMLElement) => heading.textContent);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await expect(sectionNames(modal)).toEqual([
      'Activités',
      'Prix',
      'Proximité',
      'Équipements',
      'Plus de filtres',
    ]);
    await expect(modal.getByRole('button', { name: 'Valider' })).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Réinitialiser' })).toBeInTheDocument();
    await expect(modal.getByText('124 résultats')).toBeInTheDocument();
    await expect(args.onPanelOpen).toHaveBeenCalledTimes(1);
    const panel = page(canvasElement).getByRole('dialog');
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      expect(Math.round(box.width)).toBe(window.innerWidth);
      expect(Math.round(box.height)).toBe(window.innerHeight);
    });
  },
};

export const OnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
    const panel = page(canvasElement).getByRole('dialog');
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBeLessThan(window.innerWidth));
  },
};

export const WithFilters: Story = {
  args: {
    criteria: {
      ...lyonSearch,
      tags: [102],
      priceMin: 5000,
      priceMax: 18000,
      facilities: ['spa'],
      petsAllowed: true,
      hotelScore: 8,
      stars: [4],
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('checkbox', { name: 'Massage (21)' })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: 'Animaux acceptés (23)' })).toBeChecked();
    await expect(modal.getByRole('radio', { name: '8+ (67)' })).toBeChecked();
    await expect(modal.getByRole('slider', { name: 'Minimum Prix par nuit' })).toHaveValue('50');
    await expect(modal.getByRole('slider', { name: 'Maximum Prix par nuit' })).toHaveValue('180');
    await expect(modal.getByText('21 résultats')).toBeInTheDocument();
  },
};

export const GiftingFlow: Story = {
  args: { flow: 'gifting', criteria: { ...lyonSearch, singleVoucherPriceMax: 15000 } },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('slider', { name: 'Maximum Prix du bon cadeau' })).toHaveValue('150');
  },
};

export const ActivityFlow: Story = {
  args: { flow: 'activity' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(sectionNames(modal)).toEqual(['Activités', 'Prix', 'Proximité']);
    await expect(modal.getByRole('slider', { name: 'Minimum Prix par personne' })).toHaveAttribute(
      'min',
      '1',
    );
  },
};

export const NoActivityFound: Story = {
  args: { facets: facetsWithoutActivities, criteria: { ...DEFAULT_CRITERIA, region: 'bretagne' } },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByText('Aucune activité trouvée pour cette recherche')).toBeInTheDocument();
    await expect(sectionNames(modal)).not.toContain('Proximité');
  },
};

export const LoadingFacets: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByText('Mise à jour des résultats…')).toBeInTheDocument();
  },
};

export const FacetsUnavailable: Story = {
  args: { facets: null },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('checkbox', { name: '4 étoiles' }));
    await userEvent.click(modal.getByRole('button', { name: 'Valider' }));
    await expect(args.onApply).toHaveBeenCalledWith({ ...lyonSearch, stars: [4] });
  },
};

export const ConfirmAppliesTheDraft: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('checkbox', { name: 'Spa (36)' }));
    await userEvent.click(modal.getByRole('checkbox', { name: 'Accès au spa (34)' }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      ...lyonSearch,
      facilities: ['spa'],
      tags: [101],
    });
    await expect(modal.getByText('34 résultats')).toBeInTheDocument();
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: 'Valider' }));
    await expect(args.onApply).toHaveBeenCalledWith({ ...lyonSearch, facilities: ['spa'], tags: [101] });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosingDropsTheDraft: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('checkbox', { name: 'Parking (84)' }));
    await userEvent.click(modal.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Filtrer' }));
    const reopened = await dialog(canvasElement);
    await expect(reopened.getByRole('checkbox', { name: 'Parking (84)' })).not.toBeChecked();
  },
};

export const ResetClearsEveryFilter: Story = {
  args: { criteria: { ...lyonSearch, sort: 'priceAsc', tags: [101], stars: [3], distanceMax: 30 } },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('checkbox', { name: '3 étoiles (61)' })).toBeChecked();
    await userEvent.click(modal.getByRole('button', { name: 'Réinitialiser' }));
    await expect(args.onApply).toHaveBeenCalledWith({ ...lyonSearch, sort: 'priceAsc' });
    await expect(modal.getByRole('checkbox', { name: '3 étoiles (61)' })).not.toBeChecked();
    await expect(modal.getByRole('slider', { name: 'Maximum Distance de la destination' })).toHaveValue(
      '100',
    );
    await expect(page(canvasElement).getByRole('dialog', { name: 'Filtres' })).toBeInTheDocument();
  },
};

export const OpensFromTheActionBar: Story = {
  parameters: { screenshot: false },
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Filtrer' });
    await expect(args.onPanelOpen).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await dialog(canvasElement);
    await expect(args.onPanelOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Spanish: Story = {
  args: { facets: makeFacets('es') },
  globals: { locale: 'es_ES', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const modal = within(await page(canvasElement).findByRole('dialog', { name: 'Filtros' }));
    await expect(modal.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Restablecer' })).toBeInTheDocument();
    await expect(modal.getByRole('checkbox', { name: 'Se admiten mascotas (23)' })).toBeEnabled();
  },
};
