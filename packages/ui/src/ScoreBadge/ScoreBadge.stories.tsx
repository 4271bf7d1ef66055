import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria';
import { expect, within } from 'storybook/test';
import { uiCatalogFor } from '../i18n/uiCatalogs';
import { UiStringsProvider } from '../i18n/useUiStrings';
import { Stack } from '../Stack';
import { ScoreBadge } from './ScoreBadge';

const meta = {
  title: 'UI/ScoreBadge',
  component: ScoreBadge,
  args: { score: 8.5, label: 'Excellent', reviewCount: 128 },
  argTypes: {
    score: { control: { type: 'number', min: 0, max: 10, step: 0.1 } },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof ScoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8,5 sur 10, Excellent')).toBeInTheDocument();
    await expect(canvas.getByText('Excellent')).toBeVisible();
    await expect(canvas.getByText('8,5')).toBeVisible();
    await expect(canvas.getByText('128 avis')).toBeVisible();
  },
};

/** Without a label the score stands alone; 7.99 is cut to 7,9, never rounded up to 8,0. */
export const NoLabel: Story = {
  args: { score: 7.99, label: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7,9 sur 10')).toBeInTheDocument();
    await expect(canvas.getByText('7,9')).toBeVisible();
  },
};

/** No score yet: "New", and no review count at 0. */
export const New: Story = {
  args: { score: null, label: undefined, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nouveau')).toBeVisible();
    await expect(canvas.queryByText(/avis/)).toBeNull();
  },
};

export const WithoutReviewCount: Story = {
  args: { score: 9.1, label: 'Fantastique', reviewCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/avis/)).toBeNull();
  },
};

export const OneReview: Story = {
  args: { score: 9.1, label: 'Fantástico', reviewCount: 1 },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 opinión')).toBeVisible();
    await expect(canvas.getByText('9,1 sobre 10, Fantástico')).toBeInTheDocument();
  },
};

/** "New" and the review count come from the locale; a page may give its own. */
export const OwnWords: Story = {
  args: {
    score: null,
    label: undefined,
    newLabel: 'Nouvel hôtel',
    reviewCountLabel: (count) => `${count} notes`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nouvel hôtel')).toBeVisible();
    await expect(canvas.getByText('128 notes')).toBeVisible();
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

/** The badge's own words in each language of the shop (Belgian locales read French and Dutch). */
export const Locales: Story = {
  args: { label: undefined },
  render: (args) => (
    <Stack space="3">
      {['fr-FR', 'es-ES', 'it-IT', 'nl-NL', 'fr-BE', 'nl-BE'].map((tag) => (
        <I18nProvider key={tag} locale={tag}>
          <UiStringsProvider catalog={uiCatalogFor(tag)} locale={tag}>
            <div lang={tag}>
              <ScoreBadge {...args} />
            </div>
          </UiStringsProvider>
        </I18nProvider>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('8,5 sur 10')).toHaveLength(2);
    await expect(canvas.getAllByText('8,5 op 10')).toHaveLength(2);
    await expect(canvas.getByText('8,5 sobre 10')).toBeInTheDocument();
    await expect(canvas.getByText('8,5 su 10')).toBeInTheDocument();
    await expect(canvas.getByText('128 recensioni')).toBeVisible();
    await expect(canvas.getAllByText('128 beoordelingen')).toHaveLength(2);
  },
};
