import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Heading } from '../Text';
import { PaxStepper } from './PaxStepper';

const meta = {
  title: 'UI/PaxStepper',
  component: PaxStepper,
  args: {
    label: 'Adultes',
    description: '12 ans et plus',
    minValue: 1,
    maxValue: 20,
    defaultValue: 2,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaxStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement, label = 'Adultes') => {
  const canvas = within(canvasElement);
  return {
    minus: canvas.getByRole('button', { name: `Retirer un : ${label}` }),
    plus: canvas.getByRole('button', { name: `Ajouter un : ${label}` }),
    spin: canvas.getByRole('spinbutton', { name: label }),
  };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { minus, plus, spin } = buttons(canvasElement);
    await expect(spin).toHaveAttribute('aria-valuenow', '2');
    await expect(spin).toHaveAttribute('aria-valuemin', '1');
    await expect(spin).toHaveAttribute('aria-valuemax', '20');
    await expect(spin).toHaveAccessibleDescription('12 ans et plus');
    await expect(minus).toBeEnabled();
    await expect(plus).toBeEnabled();
    await expect(plus.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(plus.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

export const AtMinimum: Story = {
  parameters: { screenshot: false },
  args: { defaultValue: 1 },
  play: async ({ canvasElement, args }) => {
    const { minus, plus, spin } = buttons(canvasElement);
    await expect(spin).toHaveAttribute('aria-valuenow', '1');
    await expect(minus).toBeDisabled();
    await expect(plus).toBeEnabled();
    await userEvent.click(spin);
    await userEvent.keyboard('{ArrowDown}');
    await expect(spin).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 20 },
  play: async ({ canvasElement }) => {
    const { minus, plus, spin } = buttons(canvasElement);
    await expect(spin).toHaveAttribute('aria-valuenow', '20');
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();
  },
};

function Travellers() {
  const [pax, setPax] = useState({ adults: 2, children: 0, babies: 0 });
  const set = (kind: keyof typeof pax) => (next: number) =>
    setPax((current) => ({ ...current, [kind]: next }));
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ padding: 0, marginBottom: 8 }}>
        <Heading level={2} size={4}>
          Avec qui partez-vous ?
        </Heading>
      </legend>
      <PaxStepper
        label="Adultes"
        description="12 ans et plus"
        minValue={1}
        maxValue={20}
        value={pax.adults}
        onChange={set('adults')}
      />
      <PaxStepper
        label="Enfants"
        description="De 3 à 11 ans"
        minValue={0}
        maxValue={10}
        value={pax.children}
        onChange={set('children')}
      />
      <PaxStepper
        label="Bébés"
        description="De 0 à 2 ans"
        minValue={0}
        maxValue={10}
        value={pax.babies}
        onChange={set('babies')}
      />
    </fieldset>
  );
}

export const ChildrenAndBabies: Story = {
  render: () => <Travellers />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Avec qui partez-vous ?' });
    await expect(within(group).getAllByRole('spinbutton')).toHaveLength(3);
    const children = buttons(group, 'Enfants');
    await expect(children.spin).toHaveAttribute('aria-valuenow', '0');
    await expect(children.minus).toBeDisabled();
    await userEvent.click(children.plus);
    await expect(children.spin).toHaveAttribute('aria-valuenow', '1');
    const babies = buttons(group, 'Bébés');
    await expect(babies.spin).toHaveAttribute('aria-valuemax', '10');
    await expect(babies.spin).toHaveAccessibleDescription('De 0 à 2 ans');
  },
};

export const Disabled: Story = {
  parameters: { screenshot: false },
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const { minus, plus, spin } = buttons(canvasElement);
    await expect(minus).toBeDisabled();
    await expect(plus).toBeDisabled();
    await expect(spin).toHaveAttribute('aria-disabled', 'true');
    await expect(spin).not.toHaveAttribute('tabindex');
    await expect(spin).toHaveAttribute('aria-valuenow', '2');
    await userEvent.click(plus, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ActivityParticipants: Story = {
  parameters: { screenshot: false },
  args: {
    label: 'Participants',
    description: 'De 1 à 2 participants',
    minValue: 1,
    maxValue: 2,
    defaultValue: 2,
  },
  play: async ({ canvasElement, args }) => {
    const { minus, plus, spin } = buttons(canvasElement, 'Participants');
    await expect(plus).toBeDisabled();
    await userEvent.click(minus);
    await expect(spin).toHaveAttribute('aria-valuenow', '1');
    await expect(minus).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(1);
  },
};

export const MissingValueShowsMinimum: Story = {
  args: {
    label: 'Participants',
    description: undefined,
    value: null,
    defaultValue: undefined,
    minValue: 2,
    maxValue: 4,
  },
  play: async ({ canvasElement }) => {
    const { minus, spin } = buttons(canvasElement, 'Participants');
    await expect(spin).toHaveAttribute('aria-valuenow', '2');
    await expect(spin).toHaveTextContent('2');
    await expect(minus).toBeDisabled();
  },
};

export const IncrementsAndDecrements: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const { minus, plus, spin } = buttons(canvasElement);
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(spin).toHaveAttribute('aria-valuenow', '4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(minus);
    await expect(spin).toHaveAttribute('aria-valuenow', '3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(spin).toHaveFocus();
  },
};

export const IgnoresOutOfRange: Story = {
  parameters: { screenshot: false },
  args: { defaultValue: 19 },
  play: async ({ canvasElement, args }) => {
    const { plus, spin } = buttons(canvasElement);
    await userEvent.click(plus);
    await expect(spin).toHaveAttribute('aria-valuenow', '20');
    await expect(plus).toBeDisabled();
    await userEvent.click(plus, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{ArrowUp}{End}');
    await expect(spin).toHaveAttribute('aria-valuenow', '20');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(20);
  },
};

export const KeyboardArrows: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const { spin } = buttons(canvasElement);
    await userEvent.tab();
    await expect(spin).toHaveFocus();
    await expect(spin.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{ArrowUp}');
    await expect(spin).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(spin).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard('{End}');
    await expect(spin).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{Home}');
    await expect(spin).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** The − and + names come from the locale; a page may give its own. */
export const StepLabels: Story = {
  args: { decrementAriaLabel: 'Un adulte de moins', incrementAriaLabel: 'Un adulte de plus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Un adulte de moins' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Un adulte de plus' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  render: () => <Travellers />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const adults = buttons(canvasElement);
    await expect(adults.plus.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
