import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewScore } from './ReviewScore';

const meta = {
  title: 'Blocks/ReviewScore',
  component: ReviewScore,
  args: { score: 8.5, reviewCount: 128 },
  argTypes: { score: { control: { type: 'number', min: 0, max: 10, step: 0.1 } } },
} satisfies Meta<typeof ReviewScore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What assistive technology hears for each score (the outer sized elements: "New" holds a sized Badge). */
const spoken = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-size]')]
    .filter((badge) => !badge.parentElement?.closest('[data-size]'))
    .map((badge) => badge.firstElementChild?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8,5 sur 10, Excellent')).toBeInTheDocument();
    await expect(canvas.getByText('Excellent')).toBeVisible();
    await expect(canvas.getByText('128 avis')).toBeVisible();
  },
};

/** Every band from 000 §5, "Good" only with all incentives shown. */
export const Bands: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[6.5, 7.5, 8, 8.5, 9, 9.5, null].map((score) => (
        <ReviewScore key={String(score)} {...args} score={score} />
      ))}
      <ReviewScore {...args} score={7.5} showAllIncentives />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(spoken(canvasElement)).toEqual([
      '6,5 sur 10',
      '7,5 sur 10',
      '8,0 sur 10, Très bien',
      '8,5 sur 10, Excellent',
      '9,0 sur 10, Fantastique',
      '9,5 sur 10, Parfait',
      'Nouveau',
      '7,5 sur 10, Bien',
    ]);
  },
};

/** 7.99 is under 8: no label without all incentives, and the score is not rounded up to 8,0. */
export const NoLabel: Story = {
  args: { score: 7.99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7,9 sur 10')).toBeInTheDocument();
    await expect(canvas.queryByText('Bien')).toBeNull();
  },
};

export const Good: Story = {
  args: { score: 7.99, showAllIncentives: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('7,9 sur 10, Bien')).toBeInTheDocument();
  },
};

export const VeryGood: Story = {
  args: { score: 8.0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8,0 sur 10, Très bien')).toBeInTheDocument();
    await expect(canvas.getByText('Très bien')).toBeVisible();
  },
};

export const Fantastic: Story = {
  args: { score: 9.2 },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9,2 sobre 10, Fantástico')).toBeInTheDocument();
  },
};

export const Perfect: Story = {
  args: { score: 9.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9,5 sur 10, Parfait')).toBeInTheDocument();
    await expect(canvas.getByText('Parfait')).toBeVisible();
  },
};

/** No score yet: "New" (S-153). */
export const New: Story = {
  args: { score: null, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nouveau')).toBeVisible();
    await expect(canvas.queryByText(/avis/)).toBeNull();
  },
};
