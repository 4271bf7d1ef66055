import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Bike, Flower2, Heart, Wine } from '../icons';
import { ListBox } from './ListBox';

const sorts = [
  { id: 'priceQuality', label: 'Qualité / prix' },
  { id: 'priceAsc', label: 'Prix croissant' },
  { id: 'promo', label: 'Réduction' },
];

const themes = [
  { id: '1', label: 'Bien-être', icon: <Flower2 size={20} /> },
  { id: '2', label: 'Romantique', icon: <Heart size={20} /> },
  { id: '3', label: 'Sport', icon: <Bike size={20} /> },
  { id: '4', label: 'Vin et gastronomie', icon: <Wine size={20} /> },
];

const meta = {
  title: 'UI/ListBox',
  component: ListBox,
  args: {
    'aria-label': 'Trier par',
    options: sorts,
    defaultSelectedKey: 'priceQuality',
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = (canvasElement: HTMLElement, name = 'Trier par') =>
  within(canvasElement).getByRole('listbox', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = listbox(canvasElement);
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await expect(within(list).getByRole('option', { name: 'Qualité / prix' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Tiles with a pictogram, as the themes are chosen. */
export const Grid: Story = {
  args: { 'aria-label': 'Thèmes', layout: 'grid', options: themes, defaultSelectedKey: '2' },
  play: async ({ canvasElement }) => {
    const list = listbox(canvasElement, 'Thèmes');
    await expect(within(list).getByRole('option', { name: 'Romantique' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Trier par' },
  play: async ({ canvasElement }) => {
    await expect(listbox(canvasElement)).toBeVisible();
  },
};

export const WithError: Story = {
  args: { defaultSelectedKey: null, errorMessage: 'Choisissez un tri.' },
  play: async ({ canvasElement }) => {
    const list = listbox(canvasElement);
    await expect(list).toHaveAttribute('aria-invalid', 'true');
    await expect(list).toHaveAccessibleDescription('Choisissez un tri.');
  },
};

/** Arrows move, Enter chooses; pressing the chosen option again clears the choice. */
export const ChoosesWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(
      within(listbox(canvasElement)).getByRole('option', { name: 'Qualité / prix' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('priceAsc');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
  },
};

export const ChoosesWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(listbox(canvasElement)).getByRole('option', { name: 'Réduction' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('promo');
  },
};
