import type { GiftFormat } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BoxFormatDrawer, type BoxFormatDrawerProps } from './BoxFormatDrawer';

/** The drawer with its format held by the story, as the page holds it in the URL. */
function Controlled(props: BoxFormatDrawerProps) {
  const [value, setValue] = useState<GiftFormat>(props.value);
  return (
    <BoxFormatDrawer
      {...props}
      value={value}
      onChange={(format) => {
        props.onChange(format);
        setValue(format);
      }}
      confirmHref={`/fr/checkout#code=${format(value)}&giftFormat=${value}`}
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
    await expect(physical).toHaveAccessibleDescription('Livré gratuitement en 2 à 4 jours ouvrés');
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
    await expect(drawer.getByText('150 €')).toBeVisible();
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
