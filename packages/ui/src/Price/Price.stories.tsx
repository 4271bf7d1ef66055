import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { sellPrice: 8900 },
  argTypes: {
    priceType: { control: 'inline-radio', options: ['final', 'from'] },
    digits: { control: 'inline-radio', options: ['whole', 'auto', 'cents'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('89 €')).toBeVisible();
    await expect(canvas.queryByText(/Au lieu de/)).toBeNull();
    await expect(canvasElement.querySelector('[data-price-type]')).toHaveAttribute(
      'data-price-type',
      'final',
    );
  },
};

/** 89 € instead of 110 €, with the 20 % promo the caller computed. */
export const WithPromo: Story = {
  args: { refPrice: 11000, promoPercent: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('89 €')).toBeVisible();
    await expect(canvas.getByText('Au lieu de 110 €')).toBeInTheDocument();
    const struck = canvasElement.querySelector('s');
    await expect(struck).toHaveTextContent('110 €');
    await expect(struck).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('-20 %').parentElement).toHaveAttribute('data-tone', 'promo');
  },
};

/** A promo of 0 (below the caller's threshold): neither promo nor reference price shows. */
export const NoPromo: Story = {
  args: { sellPrice: 9100, refPrice: 10000, promoPercent: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('91 €')).toBeVisible();
    await expect(canvas.queryByText(/%/)).toBeNull();
    await expect(canvas.queryByText(/Au lieu de/)).toBeNull();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** A small promo shows as given, with the reference price. */
export const SmallPromo: Story = {
  args: { sellPrice: 9100, refPrice: 10000, promoPercent: 9, unit: '/ pers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-9 %')).toBeVisible();
    await expect(canvas.getByText('Au lieu de 100 €')).toBeInTheDocument();
  },
};

export const FromPrice: Story = {
  args: { priceType: 'from', refPrice: 11000, promoPercent: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('À partir de')).toBeVisible();
    await expect(canvasElement.querySelector('[data-price-type]')).toHaveAttribute('data-price-type', 'from');
  },
};

export const PerPerson: Story = {
  args: { sellPrice: 4450, unit: '/ pers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('45 €')).toBeVisible();
    await expect(canvas.getByText('/ pers')).toBeVisible();
  },
};

export const PerNight: Story = {
  args: { sellPrice: 9000, unit: '/ nuit', priceType: 'from' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('90 €')).toBeVisible();
    await expect(canvas.getByText('/ nuit')).toBeVisible();
  },
};

export const WithCents: Story = {
  args: { sellPrice: 8950, digits: 'cents' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('89,50 €')).toBeVisible();
  },
};

export const Large: Story = {
  args: { size: 'large', sellPrice: 17800, refPrice: 25400, promoPercent: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-size]')).toHaveAttribute('data-size', 'large');
    await expect(canvas.getByText('178 €')).toBeVisible();
    await expect(canvas.getByText('-30 %')).toBeVisible();
    await expect(canvas.getByText('Au lieu de 254 €')).toBeInTheDocument();
  },
};

export const Small: Story = {
  args: { size: 'small', refPrice: 11000, promoPercent: 20, unit: '/ nuit' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-size]')).toHaveAttribute('data-size', 'small');
  },
};

/** Dutch writes the euro sign first. */
export const Dutch: Story = {
  args: { refPrice: 11000, promoPercent: 20, unit: '/ nacht' },
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€ 89')).toBeVisible();
    await expect(canvas.getByText('In plaats van € 110')).toBeInTheDocument();
    await expect(canvas.getByText('/ nacht')).toBeVisible();
  },
};

/** "From" comes from the locale; a page may give its own. */
export const FromLabel: Story = {
  args: { priceType: 'from', fromLabel: 'Dès' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dès')).toBeVisible();
  },
};
