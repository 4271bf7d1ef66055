import { resolveTheme } from '@escale/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Heading, Text } from '../Text';
import { ThemeProvider } from './ThemeProvider';
import { themeTokenStyle } from './themeTokenStyle';

const Sample = () => (
  <Stack space="3">
    <Heading level={2}>Week-end bien-être à Annecy</Heading>
    <Text tone="muted">2 nuits, petit-déjeuner, accès au spa</Text>
    <Inline space="3">
      <Button>Voir l’offre</Button>
      <Button variant="outline" tone="brandAccent">
        Offrir
      </Button>
    </Inline>
  </Stack>
);

const meta = {
  title: 'UI/ThemeProvider',
  component: ThemeProvider,
  args: { children: <Sample /> },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const brandBackground = (canvas: HTMLElement) =>
  getComputedStyle(within(canvas).getByRole('button', { name: 'Voir l’offre' })).backgroundColor;

export const Default: Story = {
  args: { theme: 'escale' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme="escale"]')).not.toBeNull();
    await expect(brandBackground(canvasElement)).toBe('rgb(11, 110, 105)');
  },
};

export const PartnerAzur: Story = {
  args: { theme: 'partner-azur' },
  play: async ({ canvasElement }) => {
    await expect(brandBackground(canvasElement)).toBe('rgb(26, 79, 160)');
  },
};

export const PartnerTerracotta: Story = {
  args: { theme: 'partner-terracotta' },
  play: async ({ canvasElement }) => {
    await expect(brandBackground(canvasElement)).toBe('rgb(163, 65, 43)');
  },
};

export const ResolvedAtRunTime: Story = {
  name: 'Resolved at run time (CMS partner)',
  args: {
    theme: {
      name: 'cms-partner',
      style: themeTokenStyle(resolveTheme({ name: 'cms-partner', brand: '#2d6a4f', radius: 'sharp' })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme="cms-partner"]')).not.toBeNull();
    await expect(brandBackground(canvasElement)).toBe('rgb(45, 106, 79)');
  },
};
