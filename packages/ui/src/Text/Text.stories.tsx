import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Stack } from '../Stack';
import { Heading, Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Un week-end au vert avec dîner et accès au spa.' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xsmall', 'small', 'medium', 'large'] },
    tone: {
      control: 'select',
      options: ['default', 'strong', 'muted', 'link', 'critical', 'positive', 'caution', 'info', 'promo'],
    },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'bold'] },
    align: { control: 'inline-radio', options: ['left', 'center', 'right'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Un week-end au vert/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
    await expect(getComputedStyle(text).lineHeight).toBe('24px');
  },
};

const sizes = ['xsmall', 'small', 'medium', 'large'] as const;

export const Sizes: Story = {
  render: (args) => (
    <Stack space="2">
      {sizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {`${size} — ${args.children}`}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const fontSizes = sizes.map(
      (size) => getComputedStyle(within(canvasElement).getByText(new RegExp(`^${size} —`))).fontSize,
    );
    await expect(fontSizes).toEqual(['12px', '14px', '16px', '18px']);
  },
};

const tones = [
  'default',
  'strong',
  'muted',
  'link',
  'critical',
  'positive',
  'caution',
  'info',
  'promo',
] as const;

export const Tones: Story = {
  render: (args) => (
    <Stack space="2">
      {tones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {`${tone} — ${args.children}`}
        </Text>
      ))}
      <Box padding="3" background="neutral" borderRadius="sm">
        <Text {...args} tone="inverse">{`inverse — ${args.children}`}</Text>
      </Box>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText(/^critical —/)).color).not.toBe(
      getComputedStyle(canvas.getByText(/^default —/)).color,
    );
    await expect(getComputedStyle(canvas.getByText(/^inverse —/)).color).toBe('rgb(255, 255, 255)');
  },
};

export const Weights: Story = {
  render: (args) => (
    <Stack space="2">
      {(['regular', 'medium', 'bold'] as const).map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {`${weight} — ${args.children}`}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText(/^bold —/)).fontWeight).toBe('700');
  },
};

export const Centred: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText(/Un week-end/)).textAlign).toBe('center');
  },
};

export const AsInlineElement: Story = {
  render: (args) => (
    <Text>
      Prix total{' '}
      <Text {...args} as="strong" weight="bold">
        {'189 €'}
      </Text>{' '}
      pour deux personnes.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('189 €').tagName).toBe('STRONG');
  },
};

export const Headings: Story = {
  render: () => (
    <Stack space="3">
      <Heading level={1}>Séjours en amoureux</Heading>
      <Heading level={2}>Nos coups de cœur</Heading>
      <Heading level={3}>Château des Vignes</Heading>
      <Heading level={4}>Le séjour comprend</Heading>
      <Heading level={2} size={4}>
        Un titre de niveau 2 en petit
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Séjours en amoureux');
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent('Le séjour comprend');
    const small = canvas.getByRole('heading', { name: 'Un titre de niveau 2 en petit' });
    await expect(small.tagName).toBe('H2');
    await expect(getComputedStyle(small).fontSize).toBe('16px');
  },
};
