import { EMPTY_GIFT_MESSAGE, type GiftMessage } from '@escale/domain';
import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GiftMessageForm, type GiftMessageFormProps } from './GiftMessageForm';

/** The form with its values held by the story, as the shop holds them in browser storage. */
function Controlled(props: GiftMessageFormProps) {
  const [value, setValue] = useState<GiftMessage>(props.value);
  return (
    <GiftMessageForm
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/GiftMessageForm',
  component: GiftMessageForm,
  render: (args) => <Controlled {...args} />,
  args: {
    id: 'gift-message',
    value: EMPTY_GIFT_MESSAGE,
    onChange: fn(),
    onSubmit: fn(),
    actions: <Button type="submit">Offrir</Button>,
  },
} satisfies Meta<typeof GiftMessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // S-277: the sender is optional, and says so.
    await expect(canvas.getByRole('textbox', { name: 'De la part de (facultatif)' })).toBeVisible();
    // S-273: the message's hint.
    await expect(
      canvas.getByRole('textbox', { name: /Message pour le bénéficiaire/ }),
    ).toHaveAccessibleDescription('180 caractères max.');
    // S-272: an empty form is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Offrir' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ fromName: '', message: '' });
  },
};

export const Filled: Story = {
  args: {
    value: { fromName: 'Camille', message: 'Joyeux anniversaire ! Profitez bien de ce week-end à deux.' },
  },
};

export const Mandatory: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'De la part de' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Offrir' }));
    // S-275, S-276: a mandatory form is checked before it is sent.
    await expect(canvas.getAllByText('Champ obligatoire')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'De la part de' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RefusesTypingPastTheLimit: Story = {
  args: { value: { fromName: 'Camille Dupont-Lefebvre de la Roche-Haut', message: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fromName = canvas.getByRole('textbox', { name: /De la part de/ });
    await expect(fromName).toHaveValue('Camille Dupont-Lefebvre de la Roche-Haut');
    // S-274: a 41st character is refused and the limit is said, for a second.
    await userEvent.type(fromName, 'x');
    await expect(fromName).toHaveValue('Camille Dupont-Lefebvre de la Roche-Haut');
    await expect(canvas.getByText('Le champ est limité à 40 caractères')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByText('Le champ est limité à 40 caractères')).toBeNull(), {
      timeout: 2000,
    });
    // A pasted message keeps its first 180 characters.
    const message = canvas.getByRole('textbox', { name: /Message pour le bénéficiaire/ });
    await userEvent.click(message);
    await userEvent.paste('a'.repeat(200));
    await expect(message).toHaveValue('a'.repeat(180));
    await expect(canvas.getByText('Le champ est limité à 180 caractères')).toBeVisible();
  },
};

export const ChecksTextOnBlurAndBeforeSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fromName = canvas.getByRole('textbox', { name: /De la part de/ });
    await userEvent.type(fromName, 'R2D2');
    await expect(canvas.queryByText('Seul du texte est attendu')).toBeNull();
    // S-275, S-276: checked when the field is left…
    await userEvent.tab();
    await expect(fromName).toHaveAccessibleDescription(/Seul du texte est attendu/);
    // …and before the form is sent, which it is not.
    await userEvent.click(canvas.getByRole('button', { name: 'Offrir' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(fromName).toHaveFocus();
    await userEvent.clear(fromName);
    await userEvent.type(fromName, 'Léa');
    await userEvent.click(canvas.getByRole('button', { name: 'Offrir' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ fromName: 'Léa', message: '' });
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Van (optioneel)' })).toBeVisible();
    await expect(canvas.getByText('Max. 180 tekens')).toBeVisible();
  },
};
