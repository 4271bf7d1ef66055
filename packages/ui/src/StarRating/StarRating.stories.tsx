import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  args: { count: 4, label: '4 étoiles' },
  argTypes: {
    count: { control: { type: 'number', min: 0, max: 5, step: 1 } },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawnWidth = (canvasElement: HTMLElement) =>
  (canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement).getBoundingClientRect().width;

/** Four 12 px stars in one element, read as its label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4 étoiles')).toBeInTheDocument();
    await expect(drawnWidth(canvasElement)).toBe(48);
  },
};

/** The hotel's block draws 14 px stars. */
export const Medium: Story = {
  args: { count: 3, label: '3 sterren', size: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 sterren')).toBeInTheDocument();
    await expect(drawnWidth(canvasElement)).toBe(42);
  },
};

/** A hotel without stars draws none, and more than five draw five. */
export const Bounds: Story = {
  args: { count: 0, label: '0 stelle' },
  render: (args) => (
    <>
      <StarRating {...args} />
      <StarRating count={7} label="7 estrellas" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const [none, many] = [...canvasElement.querySelectorAll('[aria-hidden="true"]')].map(
      (element) => element.getBoundingClientRect().width,
    );
    await expect(none).toBe(0);
    await expect(many).toBe(60);
  },
};
