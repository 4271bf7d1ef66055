import { I18nProvider, markets, messagesFor } from '@escale/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { ScoreBadge } from './ScoreBadge';

const meta = {
  title: 'UI/ScoreBadge',
  component: ScoreBadge,
  args: { score: 8.5, reviewCount: 128 },
  argTypes: {
    score: { control: { type: 'number', min: 0, max: 10, step: 0.1 } },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof ScoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge root, found by its label band. */
const badgeOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-label]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8,5 sur 10, Excellent')).toBeInTheDocument();
    await expect(canvas.getByText('Excellent')).toBeVisible();
    await expect(canvas.getByText('8,5')).toBeVisible();
    await expect(canvas.getByText('128 avis')).toBeVisible();
    await expect(badgeOf(canvasElement)).toHaveAttribute('data-label', 'excellent');
  },
};

/** Every band from 000 §5, "Good" only with all incentives shown. */
export const Bands: Story = {
  render: (args) => (
    <Stack space="3">
      {[6.5, 7.5, 8, 8.5, 9, 9.5, null].map((score) => (
        <ScoreBadge key={String(score)} {...args} score={score} />
      ))}
      <ScoreBadge {...args} score={7.5} showAllIncentives />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('[data-label]')].map((el) =>
      el.getAttribute('data-label'),
    );
    await expect(labels).toEqual([
      'none',
      'none',
      'veryGood',
      'excellent',
      'fantastic',
      'perfect',
      'new',
      'good',
    ]);
  },
};

/** 7.99 is under 8: no label without all incentives, and the score is not rounded up to 8,0. */
export const NoLabel: Story = {
  args: { score: 7.99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7,9 sur 10')).toBeInTheDocument();
    await expect(canvas.getByText('7,9')).toBeVisible();
    await expect(canvas.queryByText('Bien')).toBeNull();
    await expect(badgeOf(canvasElement)).toHaveAttribute('data-label', 'none');
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
    await expect(canvas.getByText('8,0')).toBeVisible();
  },
};

export const Excellent: Story = {
  args: { score: 8.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('8,5 sur 10, Excellent')).toBeInTheDocument();
  },
};

export const Fantastic: Story = {
  args: { score: 9.2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9,2 sur 10, Fantastique')).toBeInTheDocument();
  },
};

export const Perfect: Story = {
  args: { score: 9.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9,5 sur 10, Parfait')).toBeInTheDocument();
    await expect(canvas.getByText('Parfait')).toBeVisible();
    await expect(canvas.getByText('9,5')).toBeVisible();
  },
};

/** No score yet: "New", and no review count at 0. */
export const New: Story = {
  args: { score: null, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nouveau')).toBeVisible();
    await expect(canvas.queryByText(/avis/)).toBeNull();
    await expect(badgeOf(canvasElement)).toHaveAttribute('data-label', 'new');
  },
};

export const WithoutReviewCount: Story = {
  args: { score: 9.1, reviewCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/avis/)).toBeNull();
  },
};

export const OneReview: Story = {
  args: { score: 9.1, reviewCount: 1 },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 opinión')).toBeVisible();
    await expect(canvas.getByText('9,1 sobre 10, Fantástico')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="3">
      <ScoreBadge {...args} size="small" />
      <ScoreBadge {...args} size="medium" />
      <ScoreBadge {...args} size="large" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll('[data-size]')].map((el) =>
      el.getAttribute('data-size'),
    );
    await expect(sizes).toEqual(['small', 'medium', 'large']);
  },
};

/** The six locales side by side; the toolbar switches the others. */
export const Locales: Story = {
  render: (args) => (
    <Stack space="3">
      {markets.map(({ locale, tag }) => (
        <I18nProvider key={locale} locale={locale} messages={messagesFor(locale)}>
          <div lang={tag}>
            <ScoreBadge {...args} />
          </div>
        </I18nProvider>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('8,5 sur 10, Excellent')).toHaveLength(2);
    await expect(canvas.getAllByText('8,5 op 10, Uitstekend')).toHaveLength(2);
    await expect(canvas.getByText('8,5 sobre 10, Excelente')).toBeInTheDocument();
    await expect(canvas.getByText('8,5 su 10, Eccellente')).toBeInTheDocument();
    await expect(canvas.getByText('128 recensioni')).toBeVisible();
  },
};
