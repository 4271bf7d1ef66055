import type { GiftFormat, GiftMessage } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type GiftCardAmountChoice,
  GiftCardCustomization,
  type GiftCardCustomizationProps,
} from './GiftCardCustomization';

/** The page's choices held by the story, as the page holds them. */
function Controlled(props: GiftCardCustomizationProps) {
  const [amount, setAmount] = useState<GiftCardAmountChoice>(props.amount);
  const [format, setFormat] = useState<GiftFormat>(props.format);
  const [message, setMessage] = useState<GiftMessage>(props.message);
  return (
    <GiftCardCustomization
      {...props}
      amount={amount}
      onAmountChange={(next) => {
        props.onAmountChange(next);
        setAmount(next);
      }}
      format={format}
      onFormatChange={(next) => {
        props.onFormatChange(next);
        setFormat(next);
      }}
      message={message}
      onMessageChange={setMessage}
    />
  );
}

const meta = {
  title: 'Blocks/GiftCardCustomization',
  component: GiftCardCustomization,
  render: (args) => <Controlled {...args} />,
  args: {
    amount: { kind: 'preset', euros: 100 },
    onAmountChange: fn(),
    format: 'digital',
    onFormatChange: fn(),
    shipping: { status: 'ready', cost: { amount: 490, deliveryDays: { min: 2, max: 4 } } },
    message: { fromName: '', message: '' },
    onMessageChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof GiftCardCustomization>;

export default meta;
type Story = StoryObj<typeof meta>;

const total = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="giftcard-total"]')?.getAttribute('data-total');

export const Default: Story = {
  name: 'G-63 A preset amount, digital, then the checkout',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Offrir une carte cadeau' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^100/ })).toBeChecked();
    await expect(total(canvasElement)).toBe('10000');
    await userEvent.click(canvas.getByRole('radio', { name: /^E-carte par e-mail/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer vers le paiement' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(100);
  },
};

export const PhysicalAddsShipping: Story = {
  name: 'S-262 The physical card shows its shipping and adds it to the total',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Carte imprimée dans son coffret \+4,90\s€/ }));
    await expect(total(canvasElement)).toBe('10490');
  },
};

export const ShippingUnavailable: Story = {
  name: 'S-261 The physical card is disabled when its shipping cost cannot be had',
  args: { shipping: { status: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const physical = within(canvasElement).getByRole('radio', { name: /^Carte imprimée/ });
    await expect(physical).toBeDisabled();
    await expect(physical).toHaveAccessibleDescription(
      'Victime de son succès, le format physique revient bientôt !',
    );
  },
};

export const FreeAmountOutOfBounds: Story = {
  name: 'G-63 A free amount out of the bounds says so and does not go on',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Autre montant' }));
    const field = canvas.getByRole('textbox', { name: 'Votre montant en euros' });
    await userEvent.type(field, '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer vers le paiement' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toHaveAccessibleDescription(/Saisissez un montant de 20 à 1000 €, en euros entiers/);
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '75');
    await expect(total(canvasElement)).toBe('7500');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer vers le paiement' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(75);
  },
};
