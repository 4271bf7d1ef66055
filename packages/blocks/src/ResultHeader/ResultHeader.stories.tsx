import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResultHeader } from './ResultHeader';

const meta = {
  title: 'Blocks/ResultHeader',
  component: ResultHeader,
  args: { count: 128, flow: 'booking', title: 'Week-ends autour d’Annecy' },
} satisfies Meta<typeof ResultHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await expect(header.getByRole('heading', { level: 2, name: 'Week-ends autour d’Annecy' })).toBeVisible();
    await expect(header.getByRole('status')).toHaveTextContent('128 séjours');
  },
};

export const Loading: Story = {
  args: { count: null },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('');
  },
};

export const OneResult: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 séjour');
  },
};

export const Gifting: Story = {
  args: { count: 1_204, flow: 'gifting', title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^1\s204 idées cadeaux$/);
  },
};

export const Activities: Story = {
  args: { count: 12, flow: 'activity' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('12 activités');
  },
};

export const HotelFlowWithActions: Story = {
  args: { count: 37, flow: 'hotel', children: <Button variant="outline">Trier</Button> },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('37 hôtels');
    await expect(within(canvasElement).getByRole('button', { name: 'Trier' })).toBeVisible();
  },
};

export const MapButtonOnDesktop: Story = {
  args: { onOpenMap: fn() },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Carte' }));
    await expect(args.onOpenMap).toHaveBeenCalledTimes(1);
  },
};

export const OnMobile: Story = {
  args: { onOpenMap: fn(), children: <Button variant="outline">Trier</Button> },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
    // The mobile action bar carries sort and map below the desktop breakpoint.
    await expect(within(canvasElement).queryByRole('button', { name: 'Carte' })).not.toBeInTheDocument();
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('128 verblijven');
  },
};
