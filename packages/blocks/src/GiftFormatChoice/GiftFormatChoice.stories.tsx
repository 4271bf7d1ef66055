import type { GiftFormat, SubElementSelection } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { subElements } from '../fixtures/giftExtras';
import { GiftFormatChoice, type GiftFormatChoiceProps } from './GiftFormatChoice';

// The format of any gift (a stay's voucher, a box, a gift card), as the gift set-up, the box
// drawer and the gift card page use it. The stories hold the choice as a page does.

function Controlled(props: GiftFormatChoiceProps) {
  const [format, setFormat] = useState<GiftFormat>(props.format);
  const [selection, setSelection] = useState<SubElementSelection>({});
  return (
    <GiftFormatChoice
      {...props}
      format={format}
      onFormatChange={(next) => {
        setFormat(next);
        props.onFormatChange(next);
      }}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        props.onSelectionChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/GiftFormatChoice',
  component: GiftFormatChoice,
  render: (args) => <Controlled {...args} />,
  args: {
    product: 'stay',
    format: 'digital',
    onFormatChange: fn(),
    onSelectionChange: fn(),
    shipping: { status: 'ready', cost: { amount: 490, deliveryDays: { min: 2, max: 4 } } },
    subElements,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof GiftFormatChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhysicalWithExtras: Story = {
  name: 'S-262 S-279 The physical format shows its cost, its delivery and its extras',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    const physical = canvas.getByRole('radio', { name: /^Coffret cadeau physique \+4,90\s€$/ });
    await expect(physical).toHaveAccessibleDescription('Livré en 2 à 4 jours ouvrés');
    await userEvent.click(canvas.getByText(/^Coffret cadeau physique/));
    await expect(args.onFormatChange).toHaveBeenCalledWith('physical');
    const extra = canvas.getAllByRole('checkbox')[0];
    if (!extra) throw new Error('No extra');
    await userEvent.click(extra);
    await expect(extra).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const GiftCardUnavailable: Story = {
  name: 'S-261 A gift card whose shipping cost cannot be had is sold by e-mail only',
  args: { product: 'giftCard', shipping: { status: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'E-carte par e-mail' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Carte imprimée dans son coffret/ })).toBeDisabled();
  },
};
