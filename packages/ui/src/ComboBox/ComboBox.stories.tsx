import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Building2, MapPin } from '../icons';
import { Link } from '../Link';
import { ComboBox, type ComboBoxProps, type ComboBoxSection } from './ComboBox';

const cities: ComboBoxSection = {
  id: 'city',
  title: 'Villes',
  options: [
    { id: 'annecy', label: 'Annecy', icon: <MapPin size={20} /> },
    { id: 'annemasse', label: 'Annemasse', icon: <MapPin size={20} /> },
  ],
};
const hotels: ComboBoxSection = {
  id: 'hotel',
  title: 'Hôtels',
  options: [{ id: 'imperial', label: 'Impérial Palace', icon: <Building2 size={20} /> }],
};

/** Options that match the typed text, as a page filters them (here, in memory). */
function Filtered(args: ComboBoxProps) {
  const [inputValue, setInputValue] = useState(args.defaultInputValue ?? '');
  const term = inputValue.trim().toLowerCase();
  const sections = term
    ? args.sections
        .map((section) => ({
          ...section,
          options: section.options.filter((option) => option.label.toLowerCase().includes(term)),
        }))
        .filter((section) => section.options.length > 0)
    : [];
  return (
    <ComboBox
      {...args}
      sections={sections}
      inputValue={inputValue}
      onInputChange={(value) => {
        setInputValue(value);
        args.onInputChange?.(value);
      }}
    />
  );
}

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: {
    label: 'Destination',
    placeholder: 'Où allez-vous ?',
    sections: [cities, hotels],
    onInputChange: fn(),
    onSelectionChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 320 }}>
      <Filtered {...args} />
    </div>
  ),
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Destination' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox(canvasElement)).toHaveAttribute('placeholder', 'Où allez-vous ?');
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Typing opens the list, its options in titled groups. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(combobox(canvasElement), 'an');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('an');
    const listbox = await within(canvasElement).findByRole('listbox');
    await expect(combobox(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    const group = within(listbox).getByRole('group', { name: 'Villes' });
    await expect(within(group).getAllByRole('option')).toHaveLength(2);
  },
};

/** Arrows move through the options, Enter chooses one and closes the list. */
export const ChoosesWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(combobox(canvasElement), 'imp');
    await within(canvasElement).findByRole('option', { name: 'Impérial Palace' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('imperial');
    await expect(combobox(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ChoosesWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(combobox(canvasElement), 'annem');
    await userEvent.click(await within(canvasElement).findByRole('option', { name: 'Annemasse' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('annemasse');
  },
};

/** Escape closes the list; focus stays in the input. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(combobox(canvasElement), 'an');
    await within(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(combobox(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(combobox(canvasElement)).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Choisissez une destination de la liste.' },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox(canvasElement)).toHaveAccessibleDescription(
      'Choisissez une destination de la liste.',
    );
  },
};

/**
 * The list open in a page: the links and buttons around stay readable (no `aria-hidden` around a
 * focusable control), and axe, which runs after this play function, finds nothing.
 */
export const OpenInAPage: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360, minHeight: 360 }}>
      <nav aria-label="Menu">
        <Link href="/fr/ideas">Idées de séjour</Link>
      </nav>
      <Filtered {...args} />
      <Button variant="outline">Rechercher</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.type(combobox(canvasElement), 'an');
    await within(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll('[aria-hidden="true"] a, [aria-hidden="true"] button'),
      ).toHaveLength(0),
    );
    await expect(within(canvasElement).getByRole('link', { name: 'Idées de séjour' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Rechercher' })).toBeVisible();
  },
};

/** `quiet`: a label and an input for a box the page draws around them, such as a search bar's. */
export const Quiet: Story = {
  args: { variant: 'quiet' },
  render: (args) => (
    <div
      style={{
        position: 'relative',
        maxWidth: 360,
        padding: '8px 12px',
        border: '1px solid #555',
        borderRadius: 8,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Filtered {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.type(combobox(canvasElement), 'an');
    await expect(await within(canvasElement).findByRole('listbox')).toBeVisible();
  },
};
