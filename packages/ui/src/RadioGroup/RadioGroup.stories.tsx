import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const scoreOptions = [
  { value: '0', label: 'Toutes les notes' },
  { value: '9', label: '9+ Fantastique' },
  { value: '8', label: '8+ Très bien' },
  { value: '7', label: '7+ Bien' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Note des voyageurs',
    options: scoreOptions,
    defaultValue: '0',
    name: 'hotelScore',
    onChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Note des voyageurs' });
    await expect(within(group).getByRole('radio', { name: 'Toutes les notes' })).toBeChecked();
    await userEvent.click(within(group).getByText('8+ Très bien'));
    await expect(within(group).getByRole('radio', { name: '8+ Très bien' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('8');
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Assurance annulation',
    name: 'insurance',
    defaultValue: null,
    description: 'Remboursement sous 72 h',
    options: [
      { value: 'yes', label: 'Oui, je m’assure', description: 'Plus de 25 cas couverts' },
      { value: 'no', label: 'Non merci' },
    ],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Assurance annulation' });
    await expect(group).toHaveAccessibleDescription('Remboursement sous 72 h');
    // react-aria adds the group's description to each radio's own.
    await expect(within(group).getByRole('radio', { name: 'Oui, je m’assure' })).toHaveAccessibleDescription(
      'Plus de 25 cas couverts Remboursement sous 72 h',
    );
    const no = within(group).getByRole('radio', { name: 'Non merci' });
    await expect(no).toHaveAccessibleDescription('Remboursement sous 72 h');
    await expect(no).not.toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const [first, second] = within(group).getAllByRole('radio');
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};

export const DisabledOption: Story = {
  parameters: { screenshot: false },
  args: {
    options: scoreOptions.map((option) => (option.value === '9' ? { ...option, isDisabled: true } : option)),
  },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    const disabled = within(group).getByRole('radio', { name: '9+ Fantastique' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(within(group).getByText('9+ Fantastique'), { pointerEventsCheck: 0 });
    await expect(disabled).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
  },
};

export const KeyboardArrowsSkipDisabled: Story = {
  parameters: { screenshot: false },
  args: {
    options: scoreOptions.map((option) => (option.value === '9' ? { ...option, isDisabled: true } : option)),
  },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: 'Toutes les notes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const eight = within(group).getByRole('radio', { name: '8+ Très bien' });
    await expect(eight).toHaveFocus();
    await expect(eight).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('8');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('0');
  },
};

export const PostsWithItsForm: Story = {
  render: (args) => (
    <form aria-label="Filtres">
      <RadioGroup {...args} defaultValue="7" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Filtres' }) as HTMLFormElement;
    await expect(new FormData(form).get('hotelScore')).toBe('7');
  },
};

/** An error from the page: the group is invalid and describes the message. */
export const WithError: Story = {
  args: {
    label: 'Assurance annulation',
    options: [
      { value: 'yes', label: 'Je m’assure' },
      { value: 'no', label: 'Je ne m’assure pas' },
    ],
    defaultValue: null,
    errorMessage: 'Choisissez si vous vous assurez.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Assurance annulation' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choisissez si vous vous assurez.');
    await expect(within(group).getByText('Choisissez si vous vous assurez.')).toBeVisible();
  },
};
