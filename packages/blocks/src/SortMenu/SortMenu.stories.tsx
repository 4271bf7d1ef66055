import type { SortKey } from '@escale/domain';
import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortMenu, type SortMenuProps } from './SortMenu';

/** The shop's part: it owns the sort, and the action bar's "Sort" opens the drawer on mobile. */
function Page(args: SortMenuProps) {
  const [value, setValue] = useState(args.value);
  const [isOpen, setOpen] = useState(args.isOpen ?? false);
  return (
    <>
      <p>Résultats de la recherche</p>
      <SortMenu
        {...args}
        value={value}
        onChange={(sort: SortKey) => {
          args.onChange(sort);
          setValue(sort);
        }}
        isOpen={isOpen}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      />
      <Button variant="outline" onPress={() => setOpen(true)}>
        Trier
      </Button>
    </>
  );
}

const meta = {
  title: 'Blocks/SortMenu',
  component: SortMenu,
  globals: { viewport: { value: 'desktop' } },
  args: { flow: 'booking', hasLocation: true, onChange: fn(), onOpenChange: fn() },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const select = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Trier par' }) as HTMLSelectElement;
const optionLabels = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const sort = select(canvasElement);
    await expect(sort).toBeVisible();
    await expect(optionLabels(sort)).toEqual([
      'Qualité/Prix',
      'Les plus proches',
      'Réduction',
      'Prix croissant',
      'Popularité',
    ]);
    await expect(sort).toHaveValue('priceQuality');
  },
};

export const BookingWithoutLocation: Story = {
  args: { hasLocation: false, value: 'distance' },
  play: async ({ canvasElement }) => {
    const sort = select(canvasElement);
    await expect(optionLabels(sort)).toEqual(['Qualité/Prix', 'Réduction', 'Prix croissant', 'Popularité']);
    await expect(sort).toHaveValue('priceQuality');
  },
};

export const HotelFlow: Story = {
  args: { flow: 'hotel', value: 'popularity' },
  play: async ({ canvasElement }) => {
    const sort = select(canvasElement);
    await expect(optionLabels(sort)).toEqual([
      'Qualité/Prix',
      'Les plus proches',
      'Prix croissant',
      'Popularité',
    ]);
    await expect(sort).toHaveValue('popularity');
  },
};

export const GiftingFlow: Story = {
  args: { flow: 'gifting', value: 'svPriceDesc' },
  play: async ({ canvasElement }) => {
    const sort = select(canvasElement);
    await expect(optionLabels(sort)).toEqual([
      'Qualité/Prix',
      'Les plus proches',
      'Prix décroissant',
      'Prix croissant',
    ]);
    await expect(sort).toHaveValue('svPriceDesc');
  },
};

export const ActivityFlowHasNoSort: Story = {
  parameters: { screenshot: false },
  args: { flow: 'activity' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Trier' }));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const ChangesTheSort: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(select(canvasElement), 'Prix croissant');
    await expect(args.onChange).toHaveBeenCalledWith('priceAsc');
    await expect(select(canvasElement)).toHaveValue('priceAsc');
  },
};

export const DrawerOnMobile: Story = {
  args: { isOpen: true, value: 'promo' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Trier par' });
    const list = within(drawer).getByRole('listbox', { name: 'Trier par' });
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Qualité/Prix',
      'Les plus proches',
      'Réduction',
      'Prix croissant',
      'Popularité',
    ]);
    await expect(within(list).getByRole('option', { name: 'Réduction' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(canvasElement).getByRole('combobox', { hidden: true })).not.toBeVisible();
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  },
};

export const PicksFromTheDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Trier' });
    await userEvent.click(opener);
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Trier par' });
    await userEvent.click(within(drawer).getByRole('option', { name: 'Popularité' }));
    await expect(args.onChange).toHaveBeenCalledWith('popularity');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const PickingTheCurrentSortCloses: Story = {
  parameters: { screenshot: false },
  args: { isOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Trier par' });
    await userEvent.click(within(drawer).getByRole('option', { name: 'Qualité/Prix' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PicksWithTheKeyboard: Story = {
  parameters: { screenshot: false },
  args: { isOpen: true, flow: 'gifting', hasLocation: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Trier par' });
    within(drawer).getByRole('option', { name: 'Qualité/Prix' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('svPriceDesc');
  },
};

export const Spanish: Story = {
  args: { flow: 'gifting' },
  globals: { locale: 'es_ES', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const sort = within(canvasElement).getByRole('combobox', { name: 'Ordenar por' }) as HTMLSelectElement;
    await expect(optionLabels(sort)).toEqual([
      'Calidad/Precio',
      'Distancia',
      'Precio: de mayor a menor',
      'Precio: de menor a mayor',
    ]);
  },
};
