import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text as BodyText } from '../Text';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 1, size: 'medium' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    size: { control: 'inline-radio', options: ['xsmall', 'small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every skeleton part is hidden from assistive technology. */
async function expectHidden(canvasElement: HTMLElement) {
  const parts = canvasElement.querySelectorAll('[data-shape]');
  await expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) await expect(part).toHaveAttribute('aria-hidden', 'true');
}

export const Default: Story = {
  args: { width: 240 },
  play: async ({ canvasElement }) => {
    await expectHidden(canvasElement);
    const line = canvasElement.querySelector('[data-shape="text"]');
    await expect(line?.getBoundingClientRect().width).toBe(240);
    // As tall as one line of body text (24 px), so the real text takes its place without a shift.
    await expect(line?.getBoundingClientRect().height).toBe(24);
  },
};

export const Text: Story = {
  render: () => (
    <Stack space="6">
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Skeleton key={size} shape="text" size={size} lines={3} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectHidden(canvasElement);
    const [small] = canvasElement.querySelectorAll('[data-shape="text"]');
    await expect(small?.getBoundingClientRect().height).toBe(3 * 20);
  },
};

export const Card: Story = {
  render: () => (
    <Box padding="4" borderRadius="lg" boxShadow="md" background="surface">
      <Box display="flex" flexDirection="column" gap="3">
        <Skeleton shape="rect" width="100%" height={180} />
        <Skeleton shape="text" size="large" width="70%" />
        <Skeleton shape="text" lines={3} />
      </Box>
    </Box>
  ),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectHidden(canvasElement);
    const image = canvasElement.querySelector('[data-shape="rect"]');
    await expect(image?.getBoundingClientRect().height).toBe(180);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 64 },
  play: async ({ canvasElement }) => {
    await expectHidden(canvasElement);
    const circle = canvasElement.querySelector('[data-shape="circle"]');
    await expect(circle?.getBoundingClientRect().width).toBe(64);
    await expect(circle?.getBoundingClientRect().height).toBe(64);
  },
};

export const Group: Story = {
  render: () => (
    <SkeletonGroup>
      <Box display="flex" gap="3" alignItems="center">
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="text" lines={2} width={220} />
      </Box>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Chargement');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    await expectHidden(canvasElement);
  },
};

function LoadingDemo() {
  const [isLoading, setLoading] = useState(true);
  return (
    <Stack space="4" align="left">
      <Button onPress={() => setLoading(false)}>Afficher l’avis</Button>
      <SkeletonGroup isLoading={isLoading}>
        {isLoading ? (
          <Skeleton shape="text" lines={2} width={320} />
        ) : (
          <BodyText>Très bel hôtel, personnel aux petits soins, petit-déjeuner copieux.</BodyText>
        )}
      </SkeletonGroup>
    </Stack>
  );
}

export const AnnouncesWhenLoaded: Story = {
  parameters: { screenshot: false },
  render: () => <LoadingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher l’avis' }));
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'false');
    await expect(status).toBeEmptyDOMElement();
    await expect(canvas.getByText(/Très bel hôtel/)).toBeVisible();
  },
};
