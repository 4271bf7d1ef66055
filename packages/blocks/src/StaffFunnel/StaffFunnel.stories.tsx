import type { StaffFunnelDay } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffFunnel } from './StaffFunnel';

// The staff's funnel page: per market and day, from the lists viewed to the orders.

const day = (pos: StaffFunnelDay['pos'], date: string, counts: number[]): StaffFunnelDay => {
  const [viewItemList = 0, viewItem = 0, addToCart = 0, orders = 0, revenue = 0] = counts;
  return { pos, day: date, viewItemList, viewItem, addToCart, orders, revenue };
};

const marketNames = {
  fr_fr: 'France · français',
  es_es: 'Espagne · espagnol',
  it_it: 'Italie · italien',
  nl_nl: 'Pays-Bas · néerlandais',
  fr_be: 'Belgique · français',
  nl_be: 'Belgique · néerlandais',
};

const meta = {
  title: 'Blocks/StaffFunnel',
  component: StaffFunnel,
  args: {
    from: '2026-11-23',
    to: '2026-11-29',
    marketNames,
    days: [
      day('fr_fr', '2026-11-29', [120, 64, 12, 3, 89_700]),
      day('nl_be', '2026-11-29', [18, 9, 2, 1, 24_900]),
      day('es_es', '2026-11-28', [40, 22, 5, 0, 0]),
    ],
  },
} satisfies Meta<typeof StaffFunnel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Days: Story = {
  name: 'Each market’s day, its steps and revenue, the days chosen by the form',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const france = within(rows[1] as HTMLElement);
    await expect(france.getByRole('rowheader')).toHaveTextContent('29 novembre 2026');
    await expect(france.getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      'France · français',
      '120',
      '64',
      '12',
      '3',
      '897 €',
    ]);
    await expect(canvas.getByLabelText('Du')).toHaveValue('2026-11-23');
    await expect(canvas.getByLabelText('Au')).toHaveValue('2026-11-29');
  },
};

export const Nothing: Story = {
  name: 'No event and no order in the days chosen',
  parameters: { screenshot: false },
  args: { days: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rien n’a été mesuré ni commandé pendant ces jours.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Refused: Story = {
  name: 'Days the API refuses (over 31, or the first after the last) say so',
  parameters: { screenshot: false },
  args: { days: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choisissez 31 jours au plus, le premier avant le dernier.')).toBeVisible();
  },
};
