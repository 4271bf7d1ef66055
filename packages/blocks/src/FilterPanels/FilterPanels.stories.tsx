import { DEFAULT_CRITERIA, type SearchCriteria } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activityNames, facetsWithoutActivities, lyon, makeFacets } from '../fixtures/facets';
import FilterPanelFields from './FilterPanelFields';
import { type FilterPanelBodyProps, FilterResultStatus } from './FilterPanels';

const lyonSearch: SearchCriteria = { ...DEFAULT_CRITERIA, city: 'lyon' };

/** A panel as the filter bar and the modal hold it: its draft, then the results it would give. */
function Panel(args: FilterPanelBodyProps) {
  const [draft, setDraft] = useState(args.draft);
  return (
    <div style={{ maxWidth: 640, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <FilterPanelFields
        {...args}
        draft={draft}
        onChange={(next) => {
          args.onChange(next);
          setDraft(next);
        }}
      />
      <FilterResultStatus draft={draft} facets={args.facets} isLoading={args.isLoading} />
    </div>
  );
}

const meta = {
  title: 'Blocks/FilterPanels',
  component: FilterPanelFields,
  globals: { viewport: { value: 'desktop' } },
  args: {
    panel: 'activities',
    draft: lyonSearch,
    flow: 'booking',
    facets: makeFacets(),
    destination: lyon,
    activityNames,
    onChange: fn(),
  },
  render: (args) => <Panel {...args} />,
} satisfies Meta<typeof FilterPanelFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    await expect(groups).toEqual(['Bien-être', 'Gastronomie', 'Sport', 'Culture']);
    await expect(canvas.getByRole('button', { name: 'Voir plus' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('124 résultats');
  },
};

export const ActivitiesToggle: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const massage = canvas.getByRole('checkbox', { name: 'Massage (21)' });
    await userEvent.click(massage);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, tags: [102] });
    await userEvent.click(massage);
    await expect(args.onChange).toHaveBeenLastCalledWith(lyonSearch);
  },
};

export const ActivitiesExpandForKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('checkbox', { name: 'Accès au spa (34)' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Cours de cuisine (8)' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Voir moins' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ActivitiesOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { draft: { ...lyonSearch, tags: [305, 101] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selection = canvas.getByRole('group', { name: 'Votre sélection' });
    await expect(within(selection).getByRole('checkbox', { name: 'Équitation' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Accès au spa (34)' })).toBeChecked();
  },
};

export const NoActivityFound: Story = {
  args: { facets: facetsWithoutActivities },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Aucune activité trouvée pour cette recherche'),
    ).toBeVisible();
  },
};

export const Price: Story = {
  args: { panel: 'price', draft: { ...lyonSearch, priceMin: 4000, priceMax: 12000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Minimum Prix par nuit' })).toHaveValue('40');
    await expect(canvas.getByRole('slider', { name: 'Maximum Prix par nuit' })).toHaveValue('120');
    await expect(canvas.getByRole('slider', { name: 'Minimum Prix par nuit' })).toHaveAttribute('min', '9');
    await expect(canvas.getByText(/^\+250\s€$/)).toBeVisible();
  },
};

export const PriceTypedDigitsOnly: Story = {
  args: { panel: 'price' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Minimum Prix par nuit' });
    await userEvent.clear(min);
    await userEvent.type(min, '4a5€{Enter}');
    await expect(min).toHaveValue('45');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, priceMin: 4500 });
    const max = canvas.getByRole('textbox', { name: 'Maximum Prix par nuit' });
    await userEvent.clear(max);
    await userEvent.type(max, '30');
    await userEvent.tab();
    await expect(max).toHaveValue('45');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, priceMin: 3000, priceMax: 4500 });
  },
};

export const PriceWithTheKeyboard: Story = {
  args: { panel: 'price' },
  play: async ({ canvasElement, args }) => {
    const low = within(canvasElement).getByRole('slider', { name: 'Minimum Prix par nuit' });
    low.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, priceMin: 1000 });
    await expect(low).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(lyonSearch);
  },
};

export const PriceInTheActivityFlow: Story = {
  args: { panel: 'price', flow: 'activity' },
  play: async ({ canvasElement }) => {
    const low = within(canvasElement).getByRole('slider', { name: 'Minimum Prix par personne' });
    await expect(low).toHaveAttribute('min', '1');
    await expect(low).toHaveValue('1');
  },
};

export const PriceInGifting: Story = {
  args: { panel: 'price', flow: 'gifting', draft: { ...lyonSearch, singleVoucherPriceMin: 8000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Minimum Prix du bon cadeau' })).toHaveValue('80');
    canvas.getByRole('slider', { name: 'Maximum Prix du bon cadeau' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...lyonSearch,
      singleVoucherPriceMin: 8000,
      singleVoucherPriceMax: 24900,
    });
  },
};

export const DistanceInACity: Story = {
  args: { panel: 'distance', draft: { ...lyonSearch, distanceMax: 60 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const high = canvas.getByRole('slider', { name: 'Maximum Distance de la destination' });
    await expect(high).toHaveAttribute('max', '100');
    await expect(high).toHaveValue('60');
    high.focus();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(lyonSearch);
  },
};

export const DistanceAroundTheUser: Story = {
  args: {
    panel: 'distance',
    destination: null,
    draft: { ...DEFAULT_CRITERIA, lat: 45.764, lng: 4.8357, distanceMin: 0, distanceMax: 200 },
  },
  play: async ({ canvasElement }) => {
    const high = within(canvasElement).getByRole('slider', { name: 'Maximum Distance de la destination' });
    await expect(high).toHaveAttribute('max', '300');
    await expect(high).toHaveValue('200');
  },
};

export const Facilities: Story = {
  args: { panel: 'facilities', draft: { ...lyonSearch, facilities: ['wifi'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Équipements' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Wi-Fi gratuit (118)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Jacuzzi (0)' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('118 résultats');
  },
};

export const PetsIsPetsAllowed: Story = {
  args: { panel: 'facilities' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Animaux acceptés (23)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, petsAllowed: true });
  },
};

export const MoreFilters: Story = {
  args: { panel: 'more', draft: { ...lyonSearch, hotelEnvironments: ['city'], hotelStyles: ['design'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Toutes' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Étoiles' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'En ville (58)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Bord de lac (0)' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('17 résultats');
  },
};

export const ScoreIsOneChoice: Story = {
  parameters: { screenshot: false },
  args: { panel: 'more' },
  play: async ({ canvasElement, args }) => {
    const score = within(within(canvasElement).getByRole('radiogroup', { name: 'Note des voyageurs' }));
    await userEvent.click(score.getByRole('radio', { name: '9+ (18)' }));
    await userEvent.click(score.getByRole('radio', { name: '7+ (102)' }));
    await expect(score.getByRole('radio', { name: '9+ (18)' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, hotelScore: 7 });
    await userEvent.click(score.getByRole('radio', { name: 'Toutes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, hotelScore: 0 });
  },
};

export const ScoreChosenAgainIsAll: Story = {
  parameters: { screenshot: false },
  args: { panel: 'more' },
  play: async ({ canvasElement, args }) => {
    const score = within(within(canvasElement).getByRole('radiogroup', { name: 'Note des voyageurs' }));
    const sevenPlus = score.getByRole('radio', { name: '7+ (102)' });
    await userEvent.click(score.getByText('7+ (102)'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, hotelScore: 7 });
    // S-069: the mouse on the chosen score…
    await userEvent.click(score.getByText('7+ (102)'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, hotelScore: 0 });
    await expect(score.getByRole('radio', { name: 'Toutes' })).toBeChecked();
    await userEvent.click(sevenPlus);
    await expect(sevenPlus).toBeChecked();
    // …and Space on it reset the score to all.
    await expect(sevenPlus).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lyonSearch, hotelScore: 0 });
    await expect(score.getByRole('radio', { name: 'Toutes' })).toBeChecked();
  },
};

export const MoreFiltersWithoutFacets: Story = {
  args: { panel: 'more', facets: null, draft: { ...lyonSearch, hotelStyles: ['romantic'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '5 étoiles' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: 'romantic' })).toBeChecked();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Loading: Story = {
  args: { panel: 'facilities', isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mise à jour des résultats…')).toBeVisible();
  },
};

export const Italian: Story = {
  args: { panel: 'more' },
  globals: { locale: 'it_IT', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Valutazione degli ospiti' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '4 stelle (46)' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Tutte' })).toBeChecked();
  },
};
