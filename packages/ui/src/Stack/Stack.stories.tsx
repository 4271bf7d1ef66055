import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Stack } from './Stack';

function Tile({ children }: { children: string }) {
  return (
    <Box padding="3" background="brandSoft" borderRadius="sm">
      <Text>{children}</Text>
    </Box>
  );
}

const tiles = ['Paris', 'Lyon', 'Bordeaux'].map((city) => <Tile key={city}>{city}</Tile>);

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: { children: tiles },
  argTypes: {
    space: { control: 'select', options: ['0', '1', '2', '3', '4', '6', '8', '12'] },
    align: { control: 'inline-radio', options: ['left', 'center', 'right', 'stretch'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vertical gap between the boxes of two cities. */
function gapBetween(canvasElement: HTMLElement, first: string, second: string) {
  const canvas = within(canvasElement);
  const a = canvas.getByText(first).parentElement?.getBoundingClientRect();
  const b = canvas.getByText(second).parentElement?.getBoundingClientRect();
  return (b?.top ?? 0) - (a?.bottom ?? 0);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(gapBetween(canvasElement, 'Paris', 'Lyon')).toBe(16);
    await expect(gapBetween(canvasElement, 'Lyon', 'Bordeaux')).toBe(16);
  },
};

export const SmallSpace: Story = {
  args: { space: '2' },
  play: async ({ canvasElement }) => {
    await expect(gapBetween(canvasElement, 'Paris', 'Lyon')).toBe(8);
  },
};

export const AlignedCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByText('Paris').parentElement?.getBoundingClientRect();
    const stack = within(canvasElement)
      .getByText('Paris')
      .parentElement?.parentElement?.getBoundingClientRect();
    // Centred tiles take their content's width, with equal room on both sides.
    await expect(
      Math.abs((tile?.left ?? 0) - (stack?.left ?? 0) - ((stack?.right ?? 0) - (tile?.right ?? 0))),
    ).toBeLessThan(1);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    children: ['Petit-déjeuner inclus', 'Accès au spa', 'Annulation gratuite'].map((item) => (
      <Text key={item} as="li">
        {item}
      </Text>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ResponsiveSpaceOnMobile: Story = {
  args: { space: { mobile: '2', desktop: '8' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(gapBetween(canvasElement, 'Paris', 'Lyon')).toBe(8);
  },
};

export const ResponsiveSpaceOnDesktop: Story = {
  args: { space: { mobile: '2', desktop: '8' } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(gapBetween(canvasElement, 'Paris', 'Lyon')).toBe(32);
  },
};
