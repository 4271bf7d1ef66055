import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';

const now = '2026-06-12T20:55:54+02:00';

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  // Paused so the screenshot is the same at every run; the interaction stories let it tick.
  args: { now, endsAt: '2026-06-14T23:59:59+02:00', isPaused: true, onEnd: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Temps restant' });
    await expect(timer).toHaveTextContent('Se termine dans 2 j 03:04:05');
    // Read when reached, never announced each second.
    await expect(timer).toHaveAttribute('aria-live', 'off');
  },
};

export const UnderADay: Story = {
  args: { endsAt: '2026-06-12T23:59:59+02:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Se termine dans 03:04:05');
  },
};

export const Ended: Story = {
  args: { endsAt: '2026-06-12T20:00:00+02:00' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('timer')).not.toBeInTheDocument();
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
};

export const NotStarted: Story = {
  args: { startsAt: '2026-06-13T00:00:00+02:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('timer')).not.toBeInTheDocument();
  },
};

export const TicksEachSecondAndStopsAtZero: Story = {
  args: { isPaused: false, endsAt: '2026-06-12T20:55:56+02:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('Se termine dans 00:00:02');
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('Se termine dans 00:00:01'), {
      timeout: 1500,
    });
    await waitFor(() => expect(canvas.queryByRole('timer')).not.toBeInTheDocument(), { timeout: 1500 });
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
    // Stopped: no further tick calls onEnd again.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

export const ShowsOnlyBetweenStartAndEnd: Story = {
  args: { isPaused: false, startsAt: '2026-06-12T20:55:55+02:00', endsAt: '2026-06-12T20:55:56+02:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('Se termine dans 00:00:01'), {
      timeout: 1500,
    });
    await waitFor(() => expect(canvas.queryByRole('timer')).not.toBeInTheDocument(), { timeout: 1500 });
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};
