import { boxCheckoutRoute, type GiftFormat, type SubElementSelection } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { subElements } from '../fixtures/giftExtras';
import { BoxFormatDrawer, type BoxFormatDrawerProps } from './BoxFormatDrawer';

/** The drawer with its format and extras held by the story, as the page holds them. */
function Controlled(props: BoxFormatDrawerProps) {
  const [value, setValue] = useState<GiftFormat>(props.value);
  const [selection, setSelection] = useState<SubElementSelection>(props.selection);
  return (
    <BoxFormatDrawer
      {...props}
      value={value}
      onChange={(format) => {
        props.onChange(format);
        setValue(format);
      }}
      selection={selection}
      onSelectionChange={(next) => {
        props.onSelectionChange(next);
        setSelection(next);
      }}
      confirmHref={`/fr${boxCheckoutRoute(format(value), value, selection)}`}
    />
  );
}
const format = (value: GiftFormat) => (value === 'digital' ? 'SPA1NEBOX' : 'SPA1NBOX');

const meta = {
  title: 'Blocks/BoxFormatDrawer',
  component: BoxFormatDrawer,
  render: (args) => <Controlled {...args} />,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    formats: ['digital', 'physical'],
    value: 'digital',
    onChange: fn(),
    price: 14_990,
    shipping: { status: 'ready', cost: { amount: 490, deliveryDays: { min: 2, max: 4 } } },
    subElements,
    selection: {},
    onSelectionChange: fn(),
    confirmHref: '/fr/checkout#code=SPA1NEBOX&giftFormat=digital',
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof BoxFormatDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choisissez le format' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = within(await dialog(canvasElement));
    const digital = drawer.getByRole('radio', { name: /E-coffret/ });
    const physical = drawer.getByRole('radio', { name: /Coffret cadeau/ });
    await expect(digital).toBeChecked();
    // S-295: the digital format shows no extras.
    await expect(drawer.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(drawer.getByRole('link', { name: 'Valider' })).toHaveAttribute(
      'href',
      '/fr/checkout#code=SPA1NEBOX&giftFormat=digital',
    );
    await userEvent.click(physical);
    await expect(args.onChange).toHaveBeenCalledWith('physical');
    await expect(physical).toBeChecked();
    // S-293: Confirm goes to the checkout with the format's code and the format.
    await expect(drawer.getByRole('link', { name: 'Valider' })).toHaveAttribute(
      'href',
      '/fr/checkout#code=SPA1NBOX&giftFormat=physical',
    );
    // The physical box adds its shipping (4,90 €) to the total.
    await expect(drawer.getByTestId('box-total')).toHaveAttribute('data-total', '15480');
  },
};

export const PhysicalWithExtras: Story = {
  name: 'S-295 S-279 S-280 The physical box shows its extras, priced into the total and the link',
  args: { value: 'physical' },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await dialog(canvasElement));
    await expect(drawer.getByRole('radio', { name: /^Coffret cadeau \+4,90\s€$/ })).toBeChecked();
    const champagne = drawer.getByRole('checkbox', { name: /^Une bouteille de champagne \+25\s€/ });
    await userEvent.click(champagne);
    await expect(champagne).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 1: [11] });
    // S-280: the packaging's standard option, at no cost, is chosen until another is.
    const standard = drawer.getByRole('radio', { name: 'Standard' });
    await expect(standard).toBeChecked();
    await userEvent.click(drawer.getByRole('radio', { name: /Coffret en bois gravé/ }));
    await expect(standard).not.toBeChecked();
    await expect(drawer.getByTestId('box-total')).toHaveAttribute(
      'data-total',
      String(14_990 + 490 + 2_500 + 900),
    );
    await expect(drawer.getByRole('link', { name: 'Valider' })).toHaveAttribute(
      'href',
      '/fr/checkout#code=SPA1NBOX&giftFormat=physical&se1=11&se2=21',
    );
  },
};

export const ShippingLoading: Story = {
  name: 'S-262 The physical tag shows --- while the shipping cost loads',
  args: { shipping: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const drawer = within(await dialog(canvasElement));
    await expect(drawer.getByRole('radio', { name: 'Coffret cadeau ---' })).toBeEnabled();
  },
};

export const PhysicalUnavailable: Story = {
  name: 'S-261 The physical format is disabled when its shipping cost cannot be had',
  args: { shipping: { status: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const drawer = within(await dialog(canvasElement));
    const physical = drawer.getByRole('radio', { name: /Coffret cadeau/ });
    await expect(physical).toBeDisabled();
    await expect(physical).toHaveAccessibleDescription(
      'Victime de son succès, le format physique revient bientôt !',
    );
  },
};

export const DigitalOnly: Story = {
  args: { formats: ['digital'] },
  play: async ({ canvasElement }) => {
    const drawer = within(await dialog(canvasElement));
    const physical = drawer.getByRole('radio', { name: /Coffret cadeau/ });
    await expect(physical).toBeDisabled();
    await expect(physical).toHaveAccessibleDescription('Ce coffret n’existe qu’en e-coffret');
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const panel = await dialog(canvasElement);
    // From the bottom on a phone.
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
