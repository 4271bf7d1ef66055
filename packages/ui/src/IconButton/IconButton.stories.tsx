import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonTones } from '../Button';
import { Inline } from '../Inline';
import { Heart, Share2, X } from '../icons';
import { Stack } from '../Stack';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Ajouter aux favoris', icon: <Heart size={20} />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'outline', 'ghost'] },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    shape: { control: 'inline-radio', options: ['square', 'circle'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ajouter aux favoris' });
    await expect(button).toHaveAttribute('data-variant', 'ghost');
    await expect(button).toHaveAttribute('data-tone', 'neutral');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // The 44 px touch target.
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack space="3">
      {(['solid', 'soft', 'outline', 'ghost'] as const).map((variant) => (
        <Inline key={variant} space="3">
          {buttonTones.map((tone) => (
            <IconButton key={tone} {...args} variant={variant} tone={tone} label={`${variant} ${tone}`} />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'soft promo' });
    await expect(button).toHaveAttribute('data-variant', 'soft');
    await expect(button).toHaveAttribute('data-tone', 'promo');
  },
};

export const ShapesAndSizes: Story = {
  render: (args) => (
    <Inline space="3" alignY="center">
      {(['small', 'medium', 'large'] as const).map((size) =>
        (['square', 'circle'] as const).map((shape) => (
          <IconButton
            key={`${size}-${shape}`}
            {...args}
            variant="outline"
            size={size}
            shape={shape}
            label={`${size} ${shape}`}
            icon={<Share2 size={20} />}
          />
        )),
      )}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const large = canvas.getByRole('button', { name: 'large circle' }).getBoundingClientRect();
    await expect(large.width).toBe(large.height);
    await expect(canvas.getByRole('button', { name: 'medium square' }).getBoundingClientRect().height).toBe(
      44,
    );
  },
};

export const Disabled: Story = {
  parameters: { screenshot: false },
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ajouter aux favoris' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PressedWithKeyboard: Story = {
  parameters: { screenshot: false },
  args: { label: 'Fermer', icon: <X size={20} />, variant: 'soft' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Fermer' });
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
