import type { Meta, StoryObj } from '@storybook/react-vite';
import { useNumberFormatter } from 'react-aria';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeSlider, type RangeSliderProps } from './RangeSlider';

/** The price filter as a block builds it (000 §5): euros on the slider, "+250 €" at the top. */
function PriceSlider({ flow = 'booking', ...args }: RangeSliderProps & { flow?: 'booking' | 'activity' }) {
  const euros = useNumberFormatter({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <RangeSlider
      minValue={flow === 'activity' ? 1 : 9}
      maxValue={250}
      step={1}
      formatValue={(value) => euros.format(value)}
      maxLabel={`+${euros.format(250)}`}
      {...args}
    />
  );
}

function DistanceSlider(args: RangeSliderProps) {
  const kilometres = useNumberFormatter({ style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });
  return (
    <RangeSlider
      minValue={0}
      maxValue={300}
      step={1}
      formatValue={(value) => kilometres.format(value)}
      {...args}
      thumbs={1}
      defaultValue={200}
    />
  );
}

const meta = {
  title: 'UI/RangeSlider',
  component: RangeSlider,
  args: { label: 'Budget', onChange: fn(), onChangeEnd: fn() },
  render: (args) => <PriceSlider {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const thumbs = (canvasElement: HTMLElement, label = 'Budget') => {
  const canvas = within(canvasElement);
  return {
    low: canvas.getByRole('slider', { name: `Minimum ${label}` }),
    high: canvas.getByRole('slider', { name: `Maximum ${label}` }),
  };
};

/** What assistive technology reads for a thumb, with the formatter's no-break spaces as plain spaces. */
const valueText = (thumb: HTMLElement) => thumb.getAttribute('aria-valuetext')?.replace(/\s/g, ' ');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Budget' })).toBeVisible();
    const { low, high } = thumbs(canvasElement);
    await expect(low).toHaveValue('9');
    await expect(valueText(low)).toBe('9 €');
    await expect(high).toHaveValue('250');
    await expect(valueText(high)).toBe('+250 €');
    await expect(canvas.getByRole('status')).toHaveTextContent('9 € – +250 €');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ActivityFlow: Story = {
  render: (args) => <PriceSlider {...args} flow="activity" />,
  play: async ({ canvasElement }) => {
    const { low } = thumbs(canvasElement);
    await expect(low).toHaveAttribute('min', '1');
    await expect(valueText(low)).toBe('1 €');
  },
};

export const SingleThumb: Story = {
  parameters: { screenshot: false },
  args: { label: 'Distance maximale' },
  render: (args) => <DistanceSlider {...args} />,
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Distance maximale' });
    await expect(within(canvasElement).getAllByRole('slider')).toHaveLength(1);
    await expect(slider).toHaveValue('200');
    await expect(valueText(slider)).toBe('200 km');
    await expect(slider).toHaveAttribute('max', '300');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(199);
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(199);
    slider.blur();
  },
};

export const WithInputs: Story = {
  args: { showInputs: true, defaultValue: [45, 120] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Minimum Budget' })).toHaveValue('45');
    await expect(canvas.getByRole('textbox', { name: 'Maximum Budget' })).toHaveValue('120');
  },
};

export const Disabled: Story = {
  parameters: { screenshot: false },
  args: { isDisabled: true, showInputs: true, defaultValue: [45, 120] },
  play: async ({ canvasElement, args }) => {
    const { low, high } = thumbs(canvasElement);
    await expect(low).toBeDisabled();
    await expect(high).toBeDisabled();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Minimum Budget' })).toBeDisabled();
    await userEvent.tab();
    await expect(low).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { showInputs: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Budget' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(375);
    const minInput = canvas.getByRole('textbox', { name: 'Minimum Budget' });
    await expect(minInput.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const KeyboardMovesThumbs: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const { low, high } = thumbs(canvasElement);
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(low).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith([10, 250]);
    await userEvent.keyboard('{PageUp}');
    await expect(Number((low as HTMLInputElement).value)).toBeGreaterThan(11);
    await userEvent.keyboard('{Home}');
    await expect(low).toHaveValue('9');
    await userEvent.tab();
    await expect(high).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expect(high).toHaveValue('248');
    await expect(valueText(high)).toBe('248 €');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([9, 248]);
    high.blur();
  },
};

export const TypingInInputsIsSanitised: Story = {
  args: { showInputs: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { low, high } = thumbs(canvasElement);
    const minInput = canvas.getByRole('textbox', { name: 'Minimum Budget' });
    const maxInput = canvas.getByRole('textbox', { name: 'Maximum Budget' });

    await userEvent.clear(minInput);
    await userEvent.type(minInput, '12a');
    await expect(minInput).toHaveValue('12');
    await userEvent.keyboard('{Enter}');
    await expect(low).toHaveValue('12');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([12, 250]);

    await userEvent.clear(maxInput);
    await userEvent.type(maxInput, '999');
    await expect(maxInput).toHaveValue('250');
    await userEvent.clear(maxInput);
    await userEvent.type(maxInput, '100');
    await userEvent.tab();
    await expect(high).toHaveValue('100');

    await userEvent.clear(minInput);
    await userEvent.type(minInput, '150');
    await userEvent.tab();
    await expect(low).toHaveValue('100');
    await expect(high).toHaveValue('150');
    await expect(minInput).toHaveValue('100');
    await expect(maxInput).toHaveValue('150');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([100, 150]);
  },
};

export const EmptyInputKeepsValue: Story = {
  parameters: { screenshot: false },
  args: { showInputs: true, defaultValue: [45, 120] },
  play: async ({ canvasElement, args }) => {
    const minInput = within(canvasElement).getByRole('textbox', { name: 'Minimum Budget' });
    await userEvent.clear(minInput);
    await userEvent.type(minInput, 'abc');
    await expect(minInput).toHaveValue('');
    await userEvent.tab();
    await expect(minInput).toHaveValue('45');
    await expect(args.onChangeEnd).not.toHaveBeenCalled();
  },
};

export const EndReachesMaxLabel: Story = {
  parameters: { screenshot: false },
  args: { defaultValue: [9, 120] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { high } = thumbs(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('9 € – 120 €');
    high.focus();
    await userEvent.keyboard('{End}');
    await expect(high).toHaveValue('250');
    await expect(valueText(high)).toBe('+250 €');
    await expect(canvas.getByRole('status')).toHaveTextContent('9 € – +250 €');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([9, 250]);
    high.blur();
  },
};

/** The thumbs' names come from the locale; a page may give its own. */
export const ThumbLabels: Story = {
  args: { minimumLabel: 'Prix minimum', maximumLabel: 'Prix maximum' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Prix minimum Budget' })).toHaveValue('9');
    await expect(canvas.getByRole('slider', { name: 'Prix maximum Budget' })).toHaveValue('250');
  },
};
