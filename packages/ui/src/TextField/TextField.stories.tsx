import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Prénom', autoComplete: 'given-name', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: {
      control: 'inline-radio',
      options: ['text', 'email', 'tel', 'number', 'password', 'search', 'url'],
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field (the element carrying `data-status`) that holds the input, or null without a status. */
const statusOf = (input: HTMLElement) => input.closest('[data-status]')?.getAttribute('data-status') ?? null;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prénom' });
    await userEvent.type(input, 'Camille');
    await expect(args.onChange).toHaveBeenLastCalledWith('Camille');
    await expect(statusOf(input)).toBeNull();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const RequiredEmptyAfterBlur: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Prénom' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Champ obligatoire')).toBeNull();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(statusOf(input)).toBe('error');
    await expect(canvas.getByText('Champ obligatoire')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Champ obligatoire');
  },
};

export const ValidAfterBlur: Story = {
  parameters: { screenshot: false },
  args: { isRequired: true, defaultValue: 'Camille' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prénom' });
    await expect(statusOf(input)).toBeNull();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(statusOf(input)).toBe('success');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('Valide');
  },
};

export const ErrorClearsOnceFilled: Story = {
  parameters: { screenshot: false },
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prénom' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(statusOf(input)).toBe('error');
    await userEvent.type(input, 'Léa');
    await expect(statusOf(input)).toBe('success');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Code postal',
    description: '20 caractères maximum',
    maxLength: 20,
    autoComplete: 'postal-code',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Code postal' });
    await expect(input).toHaveAccessibleDescription('20 caractères maximum');
    await expect(input).toHaveAttribute('maxlength', '20');
  },
};

export const Optional: Story = {
  args: { label: 'De la part de', isOptional: true, autoComplete: 'name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'De la part de (facultatif)' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(statusOf(input)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Camille' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prénom' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Camille');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MultilineWithCounter: Story = {
  args: {
    label: 'Votre message',
    autoComplete: 'off',
    multiline: true,
    maxLength: 30,
    defaultValue: 'Joyeux anniversaire',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(canvas.getByText('19/30 caractères')).toBeVisible();
    await userEvent.type(textarea, ' Camille, bon séjour à vous deux');
    await expect(textarea).toHaveValue('Joyeux anniversaire Camille, b');
    await expect(canvas.getByText('30/30 caractères')).toBeVisible();
    await userEvent.tab();
  },
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Email: Story = {
  parameters: { screenshot: false },
  args: {
    label: 'E-mail',
    type: 'email',
    autoComplete: 'email',
    isRequired: true,
    validate: (value) => (emailPattern.test(value) ? null : 'L’e-mail semble incorrect'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'camille@');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('L’e-mail semble incorrect');
    await userEvent.type(input, 'exemple.fr');
    await expect(statusOf(input)).toBe('success');
    await userEvent.tab();
  },
};

export const ErrorFromServer: Story = {
  args: { label: 'Numéro de réservation', errorMessage: 'Aucune réservation ne porte ce numéro' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Numéro de réservation' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(statusOf(input)).toBe('error');
    await expect(input).toHaveAccessibleDescription('Aucune réservation ne porte ce numéro');
  },
};
