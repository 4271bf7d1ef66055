import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Columns } from './Columns';

const cities = ['Paris', 'Lyon', 'Bordeaux', 'Nantes', 'Lille', 'Nice'];

const cards = cities.map((city) => (
  <Box key={city} padding="4" background="brandSoft" borderRadius="md">
    <Text weight="bold">{city}</Text>
  </Box>
));

const meta = {
  title: 'UI/Layout/Columns',
  component: Columns,
  args: { children: cards },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many cards share the first row. */
function firstRowCount(canvasElement: HTMLElement) {
  const tops = cities.map((city) => within(canvasElement).getByText(city).getBoundingClientRect().top);
  return tops.filter((top) => top === tops[0]).length;
}

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(firstRowCount(canvasElement)).toBe(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(firstRowCount(canvasElement)).toBe(1);
  },
};

/** G-65: below 1024 px the default columns stay one under the other. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(firstRowCount(canvasElement)).toBe(1);
  },
};

export const CustomColumnsOnTablet: Story = {
  args: { columns: { mobile: '2', tablet: '3', desktop: '5' }, space: '2' },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(firstRowCount(canvasElement)).toBe(3);
  },
};

export const CustomColumnsOnDesktop: Story = {
  args: { columns: { mobile: '2', tablet: '3', desktop: '5' }, space: '2' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(firstRowCount(canvasElement)).toBe(5);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    children: cities.slice(0, 3).map((city) => (
      <Text key={city} as="li">
        {city}
      </Text>
    )),
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
