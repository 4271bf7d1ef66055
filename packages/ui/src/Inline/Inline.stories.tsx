import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Inline } from './Inline';

const themes = ['Romantique', 'Bien-être', 'Gastronomie', 'Nature', 'Château', 'Insolite', 'En famille'];

function Chip({ children }: { children: string }) {
  return (
    <Box paddingX="3" paddingY="1" background="brandSoft" borderRadius="pill">
      <Text size="small">{children}</Text>
    </Box>
  );
}

const chips = themes.map((theme) => <Chip key={theme}>{theme}</Chip>);

const meta = {
  title: 'UI/Layout/Inline',
  component: Inline,
  args: { children: chips },
  argTypes: {
    space: { control: 'select', options: ['0', '1', '2', '3', '4', '6', '8'] },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'baseline'] },
    align: { control: 'inline-radio', options: ['left', 'center', 'right', 'space-between'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).getByText(text).parentElement?.getBoundingClientRect() ?? new DOMRect();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = boxOf(canvasElement, 'Romantique');
    const second = boxOf(canvasElement, 'Bien-être');
    await expect(second.top).toBe(first.top);
    await expect(second.left - first.right).toBe(8);
  },
};

export const WrapsOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const first = boxOf(canvasElement, 'Romantique');
    const last = boxOf(canvasElement, 'En famille');
    await expect(last.top).toBeGreaterThan(first.top);
    // The space applies between lines too.
    await expect(last.top - first.bottom).toBeGreaterThanOrEqual(8);
  },
};

export const NoWrap: Story = {
  args: { isNoWrap: true, children: chips.slice(0, 3) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(boxOf(canvasElement, 'Gastronomie').top).toBe(boxOf(canvasElement, 'Romantique').top);
  },
};

export const SpaceBetween: Story = {
  args: {
    align: 'space-between',
    children: [
      <Text key="count">128 séjours</Text>,
      <Text key="sort" weight="bold">
        Trier
      </Text>,
    ],
  },
  play: async ({ canvasElement }) => {
    const sort = within(canvasElement).getByText('Trier').getBoundingClientRect();
    const row = within(canvasElement).getByText('Trier').parentElement?.getBoundingClientRect();
    await expect(Math.round(row?.right ?? 0)).toBe(Math.round(sort.right));
  },
};

export const AlignedToBaseline: Story = {
  args: {
    alignY: 'baseline',
    children: [
      <Text key="price" size="large" weight="bold">
        189 €
      </Text>,
      <Text key="unit" size="xsmall" tone="muted">
        pour 2 personnes
      </Text>,
    ],
  },
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByText('189 €').getBoundingClientRect();
    const unit = within(canvasElement).getByText('pour 2 personnes').getBoundingClientRect();
    await expect(unit.top).toBeGreaterThan(price.top);
  },
};
