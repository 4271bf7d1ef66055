import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text';
import { Box } from './Box';

const meta = {
  title: 'UI/Layout/Box',
  component: Box,
  args: {
    padding: '4',
    background: 'surface',
    borderRadius: 'md',
    boxShadow: 'md',
    children: <Text>Un séjour au calme, à deux heures de chez vous.</Text>,
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Un séjour au calme/).parentElement as HTMLElement;
    await expect(box.tagName).toBe('DIV');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

export const Backgrounds: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="3">
      <Box padding="4" background="brand" color="inverse" borderRadius="md">
        <Text tone="inverse">brand</Text>
      </Box>
      <Box padding="4" background="brandSoft" borderRadius="md">
        <Text>brandSoft</Text>
      </Box>
      <Box padding="4" background="body" borderRadius="md">
        <Text>body</Text>
      </Box>
      <Box padding="4" background="promoSoft" borderRadius="md">
        <Text tone="promo">promoSoft</Text>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const brand = within(canvasElement).getByText('brand').parentElement as HTMLElement;
    await expect(getComputedStyle(brand).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const AsSemanticElement: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'box-title',
    children: (
      <Text id="box-title" weight="bold">
        Nos engagements
      </Text>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Nos engagements' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const ResponsivePaddingOnMobile: Story = {
  args: { padding: { mobile: '2', desktop: '8' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Un séjour au calme/).parentElement as HTMLElement;
    await expect(getComputedStyle(box).paddingTop).toBe('8px');
  },
};

export const ResponsivePaddingOnDesktop: Story = {
  args: { padding: { mobile: '2', desktop: '8' } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Un séjour au calme/).parentElement as HTMLElement;
    await expect(getComputedStyle(box).paddingTop).toBe('32px');
  },
};
