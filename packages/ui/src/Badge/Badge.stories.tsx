import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Clock, Flame, ShieldCheck, Sparkles, Users } from '../icons';
import { Stack } from '../Stack';
import { Badge } from './Badge';
import { badgeTones, badgeVariants } from './Badge.css';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Nouveauté' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Nouveauté').parentElement;
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge).toHaveAttribute('data-variant', 'soft');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="3">
      {badgeVariants.map((variant) => (
        <Inline key={variant} space="2">
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {`${variant} ${tone}`}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const variant of badgeVariants) {
      for (const tone of badgeTones) {
        const badge = canvas.getByText(`${variant} ${tone}`).parentElement;
        await expect(badge).toHaveAttribute('data-tone', tone);
        await expect(badge).toHaveAttribute('data-variant', variant);
      }
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="2">
      <Badge {...args} size="small">
        Petit
      </Badge>
      <Badge {...args} size="medium">
        Moyen
      </Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Petit').parentElement).toHaveAttribute('data-size', 'small');
    await expect(canvas.getByText('Moyen').parentElement).toHaveAttribute('data-size', 'medium');
  },
};

/** The stress messages of a card (002 §3): colour kind and an icon. */
export const StressMessages: Story = {
  render: () => (
    <Inline space="2">
      <Badge tone="scarcity" icon={<Flame size={14} />}>
        Plus que 2 chambres disponibles !
      </Badge>
      <Badge tone="scarcity" icon={<Clock size={14} />}>
        Dernière minute
      </Badge>
      <Badge tone="reinsurance" icon={<ShieldCheck size={14} />}>
        Annulation gratuite
      </Badge>
      <Badge tone="social" icon={<Users size={14} />}>
        Populaire
      </Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scarcity = canvas.getByText('Dernière minute').parentElement;
    await expect(scarcity).toHaveAttribute('data-tone', 'scarcity');
    await expect(scarcity?.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    await expect(canvas.getByText('Annulation gratuite').parentElement).toHaveAttribute(
      'data-tone',
      'reinsurance',
    );
    await expect(canvas.getByText('Populaire').parentElement).toHaveAttribute('data-tone', 'social');
  },
};

export const MarketingLabel: Story = {
  args: { tone: 'brandAccent', variant: 'solid', icon: <Sparkles size={14} />, children: 'Coup de cœur' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Coup de cœur').parentElement;
    await expect(badge).toHaveAttribute('data-tone', 'brandAccent');
    await expect(badge).toHaveAttribute('data-variant', 'solid');
  },
};
