import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { percentageTax, relaisHotel } from '../fixtures/hotelInfo';
import { productQuote } from '../fixtures/product';
import { LocalTaxNote } from './LocalTaxNote';

const meta = {
  title: 'Blocks/LocalTaxNote',
  component: LocalTaxNote,
  args: {
    localTax: relaisHotel.localTax,
    totalAmount: productQuote.localTaxTotalAmount,
    nights: productQuote.priceInfo.nights,
    participants: productQuote.reservationCriteria.pax.numberOfAdults,
    stayPrice: productQuote.priceInfo.sellPrice,
  },
} satisfies Meta<typeof LocalTaxNote>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('button', {
      name: /^\+ 12\s€ de taxe de séjour, à régler sur place$/,
    });
    await expect(note).toHaveAttribute('data-state', 'total');
    await expect(note).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const WithoutDates: Story = {
  args: { totalAmount: undefined, nights: null, participants: null, stayPrice: 41_420 },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('button', {
      name: /^\+ 3\s€ de taxe de séjour par adulte et par nuit, à régler sur place$/,
    });
    await expect(note).toHaveAttribute('data-state', 'rule');
    await userEvent.click(note);
    const modal = within(await page(canvasElement).findByRole('dialog', { name: 'Taxe de séjour' }));
    await expect(modal.getByText(/^Total : 6\s€$/)).toBeInTheDocument();
    await expect(modal.getByText(/^Exemple pour 1 nuit et 2 participants/)).toBeInTheDocument();
  },
};

export const NoTaxData: Story = {
  args: { localTax: null, totalAmount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Le prix n'inclut pas la taxe de séjour à régler sur place")).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const QuoteWithoutTax: Story = {
  args: { totalAmount: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Le prix n'inclut pas la taxe de séjour à régler sur place"),
    ).toBeVisible();
  },
};

export const PercentageTax: Story = {
  args: { localTax: percentageTax, totalAmount: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: /^\+ 29,93\s€ de taxe de séjour, à régler sur place$/,
      }),
    ).toBeVisible();
  },
};

export const PercentageWithoutDates: Story = {
  args: { localTax: percentageTax, totalAmount: undefined, nights: null, stayPrice: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^\+ 5\s% de taxe de séjour, à régler sur place$/ }),
    ).toBeVisible();
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es_ES' },
  args: { localTax: null, totalAmount: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('El precio no incluye la tasa turística a pagar en el hotel'),
    ).toBeVisible();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('button');
    await expect(note.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OpensTheExplainerAndCloses: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('button');
    await userEvent.click(note);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Taxe de séjour' });
    await expect(within(modal).getByText(/^Total : 12\s€$/)).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: "J'ai compris" }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(note).toHaveFocus());
  },
};
