import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonTones } from '../Button';
import { Inline } from '../Inline';
import { ArrowRight, House } from '../icons';
import { Stack } from '../Stack';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  args: { href: '/fr', children: 'Aller à la page d’accueil', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'outline', 'ghost'] },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Aller à la page d’accueil' });
    await expect(link).toHaveAttribute('href', '/fr');
    await expect(link).toHaveAttribute('data-variant', 'solid');
    await expect(Math.round(link.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    // Storybook's LinkRouterProvider navigates client-side, so the click stays on the page.
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack space="3">
      {(['solid', 'soft', 'outline', 'ghost'] as const).map((variant) => (
        <Inline key={variant} space="3">
          {buttonTones.map((tone) => (
            <ButtonLink key={tone} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </ButtonLink>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4 * buttonTones.length);
    await expect(within(canvasElement).getByRole('link', { name: 'outline critical' })).toHaveAttribute(
      'data-tone',
      'critical',
    );
  },
};

export const WithIcons: Story = {
  args: { iconStart: <House size={20} />, iconEnd: <ArrowRight size={20} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Aller à la page d’accueil');
  },
};

export const FocusedWithKeyboard: Story = {
  parameters: { screenshot: false },
  args: { href: '/be/nl', children: 'Nederlands' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Nederlands' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
  },
};
