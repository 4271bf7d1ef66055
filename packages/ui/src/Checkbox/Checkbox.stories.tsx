import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Piscine', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Piscine' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Piscine'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Piscine' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox.closest('label')).toHaveAttribute('data-selected', 'true');
  },
};

export const WithCount: Story = {
  args: { label: 'Spa', count: 1234 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /^Spa \(1\s234\)$/ })).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Tous les équipements', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Tous les équipements' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Animaux acceptés',
    description: 'Les chiens et les chats sont les bienvenus dans ces hôtels',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Animaux acceptés' });
    await expect(checkbox).toHaveAccessibleDescription(
      'Les chiens et les chats sont les bienvenus dans ces hôtels',
    );
  },
};

export const Disabled: Story = {
  parameters: { screenshot: false },
  args: { label: 'Sauna', count: 0, isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Sauna (0)' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Sauna'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FacetGroup: Story = {
  render: (args) => (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend>Équipements</legend>
      <Checkbox {...args} label="Piscine" count={42} />
      <Checkbox {...args} label="Spa" count={17} defaultSelected />
      <Checkbox {...args} label="Sauna" count={0} isDisabled />
    </fieldset>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Équipements' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await expect(within(group).getByRole('checkbox', { name: 'Spa (17)' })).toBeChecked();
  },
};

export const TogglesWithSpace: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Piscine' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
