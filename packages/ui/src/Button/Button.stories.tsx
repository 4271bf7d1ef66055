import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline';
import { ArrowRight, Heart } from '../icons';
import { Stack } from '../Stack';
import { Button } from './Button';
import { buttonTones } from './Button.css';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Voir l’offre', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'outline', 'ghost'] },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Voir l’offre' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack space="3">
      {(['solid', 'soft', 'outline', 'ghost'] as const).map((variant) => (
        <Inline key={variant} space="3">
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const solidPromo = within(canvasElement).getByRole('button', { name: 'solid promo' });
    await expect(solidPromo).toHaveAttribute('data-variant', 'solid');
    await expect(solidPromo).toHaveAttribute('data-tone', 'promo');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="3" alignY="center">
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const medium = within(canvasElement).getByRole('button', { name: 'Medium' });
    await expect(medium.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithIcons: Story = {
  args: { iconStart: <Heart size={18} />, iconEnd: <ArrowRight size={18} />, children: 'Ajouter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouter' })).toBeVisible();
  },
};

export const Disabled: Story = {
  parameters: { screenshot: false },
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  parameters: { screenshot: false },
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Voir l’offre' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidthOnMobile: Story = {
  args: { isFullWidth: true, size: 'large' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

export const KeyboardPress: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A wrapper's `onClick` (a Radix trigger with `asChild`) runs once per press, mouse or keyboard. */
export const ClickHandlerFromAWrapper: Story = {
  parameters: { screenshot: false },
  args: { onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};
