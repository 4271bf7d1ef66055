import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const sortOptions = [
  { value: 'priceQuality', label: 'Qualité / prix' },
  { value: 'priceAsc', label: 'Prix croissant' },
  { value: 'promo', label: 'Réduction' },
  { value: 'popularity', label: 'Popularité' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Trier par', options: sortOptions, name: 'sort', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Trier par' });
    await expect(select).toHaveValue('priceQuality');
    await userEvent.selectOptions(select, 'Prix croissant');
    await expect(args.onChange).toHaveBeenCalledWith('priceAsc');
    await expect(select).toHaveValue('priceAsc');
  },
};

export const WithPlaceholder: Story = {
  parameters: { screenshot: false },
  args: {
    label: 'Motif de votre demande',
    name: 'reason',
    placeholder: 'Choisissez un motif',
    isRequired: true,
    options: [
      { value: 'booking', label: 'Ma réservation' },
      { value: 'gift', label: 'Mon bon cadeau' },
      { value: 'other', label: 'Autre question' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Motif de votre demande' });
    await expect(select).toHaveValue('');
    await expect(select).toBeRequired();
    await expect(within(select).getByRole('option', { name: 'Choisissez un motif' })).toBeDisabled();
    await userEvent.selectOptions(select, 'gift');
    await expect(args.onChange).toHaveBeenCalledWith('gift');
  },
};

export const WithDescription: Story = {
  args: { description: 'Le tri s’applique à toutes les pages de résultats' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Trier par' });
    await expect(select).toHaveAccessibleDescription('Le tri s’applique à toutes les pages de résultats');
  },
};

export const DisabledOption: Story = {
  args: {
    options: [...sortOptions, { value: 'distance', label: 'Distance', isDisabled: true }],
  },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Trier par' });
    await expect(within(select).getByRole('option', { name: 'Distance' })).toBeDisabled();
    await userEvent.selectOptions(select, 'distance');
    await expect(select).toHaveValue('priceQuality');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'promo' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Trier par' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('promo');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Trier par' });
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const PostsWithItsForm: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Tri">
      <Select {...args} defaultValue="popularity" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Tri' }) as HTMLFormElement;
    await expect(new FormData(form).get('sort')).toBe('popularity');
    await userEvent.selectOptions(within(form).getByRole('combobox'), 'promo');
    await expect(new FormData(form).get('sort')).toBe('promo');
  },
};

/** An error from the page: the select is invalid and describes the message (002 §5 "Input status"). */
export const WithError: Story = {
  args: {
    label: 'Motif de votre demande',
    name: 'reason',
    placeholder: 'Choisissez un motif',
    options: [
      { value: 'booking', label: 'Ma réservation' },
      { value: 'other', label: 'Autre question' },
    ],
    errorMessage: 'Champ obligatoire',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Motif de votre demande' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Champ obligatoire');
    await expect(select.closest('[data-status]')).toHaveAttribute('data-status', 'error');
  },
};
