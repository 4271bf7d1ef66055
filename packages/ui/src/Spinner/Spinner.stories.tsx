import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // A status is announced by its content: "Loading" in the locale, hidden from sight.
    await expect(status).toHaveTextContent('Chargement');
    await expect(status).toHaveAttribute('data-size', 'medium');
    await expect(within(status).getByText('Chargement').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline space="4" alignY="center">
      <Spinner size="small" />
      <Spinner size="medium" />
      <Spinner size="large" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((status) => status.getAttribute('data-size'))).toEqual([
      'small',
      'medium',
      'large',
    ]);
    const large = statuses[2]?.querySelector('[aria-hidden="true"]')?.getBoundingClientRect();
    await expect(large?.width).toBe(40);
  },
};

export const VisibleLabel: Story = {
  args: { isLabelVisible: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByText('Chargement')).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Nous recherchons les prochaines disponibilités…', isLabelVisible: true, size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Nous recherchons les prochaines disponibilités…',
    );
  },
};
