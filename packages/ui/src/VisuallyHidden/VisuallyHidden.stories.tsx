import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'au lieu de 120 €', elementType: 'span' },
  parameters: { screenshot: false },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price's "instead of": part of the paragraph's text for a screen reader, one pixel on screen. */
export const InsideText: Story = {
  render: (args) => (
    <p>
      99 € <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('au lieu de 120 €');
    await expect(hidden.tagName).toBe('SPAN');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvasElement.querySelector('p')).toHaveTextContent('99 € au lieu de 120 €');
  },
};

/** As a legend it names its fieldset. */
export const NamesAFieldset: Story = {
  args: { elementType: 'legend', children: 'Filtres' },
  render: (args) => (
    <fieldset>
      <VisuallyHidden {...args} />
      <label>
        <input type="checkbox" /> Spa
      </label>
    </fieldset>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Filtres' })).toBeInTheDocument();
  },
};

/** With `role="status"`, a change is announced. */
export const Status: Story = {
  args: { role: 'status', elementType: 'div', children: 'Lien copié' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Lien copié');
  },
};
