import type { CheckoutSummary } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  boxCheckoutSummary,
  cancellableCheckoutSummary,
  checkoutSummary,
  giftCardCheckoutSummary,
  giftCheckoutSummary,
  insuredCheckoutSummary,
} from '../fixtures/checkout';
import { relaisHotel } from '../fixtures/hotelInfo';
import { svgImage } from '../fixtures/offers';
import { BookingSummary } from './BookingSummary';
import { BookingSummarySkeleton } from './BookingSummarySkeleton';

/** A physical gift box paid partly with a gift card, shipped abroad, with an extra. */
const physicalGiftSummary: CheckoutSummary = {
  ...giftCheckoutSummary,
  gift: { format: 'physical', nights: 2, upsellAmount: null },
  breakdown: {
    ...giftCheckoutSummary.breakdown,
    giftcards: [{ serialNumber: 'GC-7731-0042', usedAmount: 10_000 }],
    shippingCost: { amount: 0, internationalFee: 1_250 },
    subElementsPrice: 1_490,
    totalAmount: 46_540,
    remainingAmountToPay: 36_540,
  },
};

const unknownCodeSummary: CheckoutSummary = {
  ...checkoutSummary,
  promotion: { code: 'NOEL2026', status: 'UNKNOWN' },
};

const notApplicableCodeSummary: CheckoutSummary = {
  ...checkoutSummary,
  promotion: { code: 'ETE25', status: 'NOT_APPLICABLE' },
};

/** Two activities of the package, one of them still to choose. */
const activityToChooseSummary: CheckoutSummary = {
  ...checkoutSummary,
  activities: [{ activityId: 9332, title: 'Massage relaxant de 50 minutes', date: null }],
  pax: { adults: 2, children: 1, babies: 1 },
};

const meta = {
  title: 'Blocks/BookingSummary',
  component: BookingSummary,
  args: { summary: checkoutSummary },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cents from an amount as fr and nl write it: `438 €`, `−43,80 €`, `€ 12,50`; "free" is 0. */
function cents(text: string): number {
  const digits = text.replace(/[^\d,]/g, '');
  if (digits === '') return 0;
  const [euros = '0', decimals = '0'] = digits.split(',');
  const value = Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
  return /^\s*[−-]/.test(text) ? -value : value;
}

const amountOf = (canvasElement: HTMLElement, line: string) =>
  [...canvasElement.querySelectorAll<HTMLElement>(`[data-line="${line}"] dd`)].map((dd) =>
    cents(dd.textContent ?? ''),
  );

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** The lines above the total, read from the page. */
const lineAmounts = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-line] dd')]
    .filter((dd) => !dd.closest('[data-line="total"], [data-line="giftcard"], [data-line="remaining"]'))
    .map((dd) => cents(dd.textContent ?? ''));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre réservation' })).toBeVisible();
    await expect(canvas.getByText('Du 11 décembre 2026 au 13 décembre 2026 · 2 nuits')).toBeVisible();
    await expect(canvas.getByText('2 adultes')).toBeInTheDocument();
    await expect(canvas.getByText('Le 12 décembre 2026')).toBeInTheDocument();
    // S-313: no deadline.
    await expect(canvas.getByText('Non échangeable et non remboursable')).toBeInTheDocument();
    await expect(amountOf(canvasElement, 'total')).toEqual([43_800]);
    // S-229: the local tax is apart, under the total.
    await expect(canvas.getByText(/^\+ 6,60\s€ de taxe de séjour, à régler sur place$/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-line="remaining"]')).toBeNull();
  },
};

export const InsuredWithPromoCode: Story = {
  args: { summary: insuredCheckoutSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Assurance')).toBeInTheDocument();
    await expect(canvas.getByText('Code promo HIVER10')).toBeInTheDocument();
    await expect(amountOf(canvasElement, 'promotion')).toEqual([-4_380]);
    await expect(amountOf(canvasElement, 'insurance')).toEqual([2_190]);
    await expect(sum(lineAmounts(canvasElement))).toBe(sum(amountOf(canvasElement, 'total')));
  },
};

export const Cancellable: Story = {
  args: { summary: cancellableCheckoutSummary },
  play: async ({ canvasElement }) => {
    const status = canvasElement.querySelector<HTMLElement>('[data-status]');
    // S-313: with dates and a deadline, free modification and cancellation until it.
    await expect(status).toHaveAttribute('data-status', 'freeUntil');
    await expect(
      within(canvasElement).getByText("Modification et annulation gratuites jusqu'au 4 décembre 2026"),
    ).toBeInTheDocument();
  },
};

export const ActivityDayToChoose: Story = {
  args: { summary: activityToChooseSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jour à choisir')).toBeInTheDocument();
    await expect(canvas.getByText('2 adultes, 1 enfant, 1 bébé')).toBeInTheDocument();
  },
};

export const Gift: Story = {
  name: 'S-314 Gift hides the cancellation status',
  args: { summary: giftCheckoutSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre cadeau' })).toBeVisible();
    await expect(canvas.getByText('Cadeau : 2 nuits pour 2 personnes')).toBeVisible();
    await expect(canvasElement.querySelector('[data-when="giftUpsell"]')).toBeNull();
    await expect(canvas.getByText('E-coffret numérique envoyé par e-mail')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-status]')).toBeNull();
    await expect(canvas.queryByText('Non échangeable et non remboursable')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: "Conditions d'annulation" })).not.toBeInTheDocument();
    // No activity day in a gift, and no travellers: the gift is for 2 people.
    await expect(canvas.queryByText(/^Le \d+ décembre/)).not.toBeInTheDocument();
    await expect(canvas.queryByText('Voyageurs')).not.toBeInTheDocument();
    // A digital gift is not shipped; without tax data the note says so (S-229).
    await expect(canvasElement.querySelector('[data-line="shipping"]')).toBeNull();
    await expect(
      canvas.getByText("Le prix n'inclut pas la taxe de séjour à régler sur place"),
    ).toBeInTheDocument();
  },
};

export const GiftWithUpsell: Story = {
  name: 'S-267 Gift with more dates to choose from',
  args: {
    summary: { ...giftCheckoutSummary, gift: { format: 'digital', nights: 2, upsellAmount: 3_500 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cadeau : 2 nuits pour 2 personnes')).toBeVisible();
    // What the upsell adds is part of the gift's amount, said under it.
    await expect(canvas.getByText(/^Plus de dates au choix : 35\s€ inclus$/)).toBeVisible();
  },
};

export const PhysicalGiftWithGiftCard: Story = {
  name: 'G-61 Breakdown lines add up to the total',
  args: { summary: physicalGiftSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coffret cadeau livré par la poste')).toBeInTheDocument();
    await expect(
      within(canvasElement.querySelector('[data-line="shipping"]') as HTMLElement).getByText('Gratuite'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Carte cadeau GC-7731-0042')).toBeInTheDocument();
    const lines = lineAmounts(canvasElement);
    await expect(lines).toEqual([43_800, 0, 1_250, 1_490]);
    const [total = Number.NaN] = amountOf(canvasElement, 'total');
    await expect(sum(lines)).toBe(total);
    // Gift cards pay part of the total: what remains shows apart.
    const [remaining] = amountOf(canvasElement, 'remaining');
    await expect(total + sum(amountOf(canvasElement, 'giftcard'))).toBe(remaining);
    await expect(canvas.getByText('Reste à payer')).toBeVisible();
  },
};

export const PhysicalBox: Story = {
  name: 'S-281 S-257 A physical box: what it holds, its terms, shipping, fee and extras',
  args: { summary: boxCheckoutSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-product', 'box');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre cadeau' })).toBeVisible();
    await expect(canvas.getByText('Escapade gourmande')).toBeVisible();
    const included = canvasElement.querySelectorAll('[data-product="box"] li');
    await expect([...included].map((li) => li.textContent)).toEqual([
      '1 nuit avec petit-déjeuner pour 2 personnes',
      'Un dîner gastronomique',
      '250 hôtels au choix',
    ]);
    await expect(canvas.getByText('Valable 18 mois · pour 2 personnes · échangeable')).toBeVisible();
    await expect(canvas.getByText('Coffret cadeau livré par la poste')).toBeInTheDocument();
    await expect(canvas.queryByText('Voyageurs')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/taxe de séjour/)).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-status]')).toBeNull();
    const lines = lineAmounts(canvasElement);
    await expect(lines).toEqual([14_990, 490, 600, 1_500]);
    const [total = Number.NaN] = amountOf(canvasElement, 'total');
    await expect(sum(lines)).toBe(total);
    await expect(
      within(canvasElement.querySelector('[data-line="stay"]') as HTMLElement).getByText('Coffret cadeau'),
    ).toBeInTheDocument();
  },
};

export const GiftCard: Story = {
  name: 'G-63 A gift card: its amount and format, no stay',
  args: { summary: giftCardCheckoutSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Carte cadeau de 75/)).toBeVisible();
    await expect(canvas.getByText('E-coffret numérique envoyé par e-mail')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-line="shipping"]')).toBeNull();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(amountOf(canvasElement, 'total')).toEqual([7_500]);
  },
};

/** An activity voucher for 1 participant, bought for oneself. */
const activitySummary: CheckoutSummary = {
  ...giftCardCheckoutSummary,
  giftCard: null,
  activity: {
    id: 50001,
    label: 'Massage relaxant de 50 minutes – Paris',
    imageUrl: svgImage(512, 640, 360),
    centre: { label: 'L’Auberge des Lys', locationLabel: 'Paris, Île-de-France' },
    ownUse: true,
    validityMonths: 12,
  },
  pax: { adults: 1, children: 0, babies: 0 },
  breakdown: {
    ...giftCardCheckoutSummary.breakdown,
    stayAmount: 12_400,
    totalAmount: 12_400,
    remainingAmountToPay: 12_400,
  },
};

export const ActivityVoucher: Story = {
  name: 'S-286 An activity voucher for oneself: the activity, its partner, its participants, no cancellation',
  args: { summary: activitySummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre réservation' })).toBeVisible();
    await expect(canvas.getByText('Massage relaxant de 50 minutes – Paris')).toBeVisible();
    await expect(canvas.getByText(/Bon activité pour vous · Valable 12 mois/)).toBeVisible();
    await expect(canvas.getByText('1 participant')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: "Conditions d'annulation" })).not.toBeInTheDocument();
    await expect(amountOf(canvasElement, 'total')).toEqual([12_400]);
  },
};

export const UnknownPromoCode: Story = {
  args: { summary: unknownCodeSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Ce code n'existe pas/)).toBeVisible();
    await expect(canvas.getByText(/Ce code n'existe pas/).closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(canvasElement.querySelector('[data-line="promotion"]')).toBeNull();
  },
};

export const PromoCodeNotApplicable: Story = {
  args: { summary: notApplicableCodeSummary },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Ce code ne peut pas être utilisé pour ce séjour/),
    ).toBeVisible();
  },
};

export const WithTheHotelTaxRule: Story = {
  args: { localTax: relaisHotel.localTax },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('button', {
      name: /^\+ 6,60\s€ de taxe de séjour, à régler sur place$/,
    });
    await userEvent.click(note);
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Taxe de séjour' });
  },
};

export const Loading: Story = {
  args: { summary: insuredCheckoutSummary, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement');
    await expect(canvas.queryByText(/416,10/)).not.toBeInTheDocument();
    await expect(canvas.getByText('Code promo HIVER10')).toBeInTheDocument();
  },
};

export const KeepsItsSizeWhileLoading: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div data-testid="loaded">
        <BookingSummary {...args} />
      </div>
      <div data-testid="loading">
        <BookingSummary {...args} loading />
      </div>
    </div>
  ),
  args: { summary: insuredCheckoutSummary },
  // The same summary twice, for the comparison: its two regions share their name.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBe(height('loaded'));
  },
};

/** Before the first price: the skeleton holds the summary's place, so the checkout form below stays put. */
export const SkeletonBeforeTheFirstPrice: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div data-testid="skeleton">
        <BookingSummarySkeleton />
      </div>
      <div data-testid="loaded">
        <BookingSummary {...args} />
      </div>
    </div>
  ),
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const skeleton = within(within(canvasElement).getByTestId('skeleton'));
    await expect(skeleton.getByRole('heading', { name: 'Votre réservation' })).toBeVisible();
    await expect(skeleton.getByRole('status')).toHaveTextContent('Chargement');
    await expect(skeleton.getByText('Montant total')).toBeVisible();
    // Measured in the shop's fonts, which set how the summary's lines wrap.
    await document.fonts.ready;
    const height = (id: string) => within(canvasElement).getByTestId(id).getBoundingClientRect().height;
    await expect(Math.abs(height('skeleton') - height('loaded'))).toBeLessThanOrEqual(16);
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  args: { summary: insuredCheckoutSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Je boeking' })).toBeVisible();
    await expect(canvas.getByText('Van 11 december 2026 tot 13 december 2026 · 2 nachten')).toBeVisible();
    await expect(canvas.getByText('Kortingscode HIVER10')).toBeInTheDocument();
    await expect(amountOf(canvasElement, 'total')).toEqual([41_610]);
    await expect(sum(lineAmounts(canvasElement))).toBe(41_610);
  },
};

export const OnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A card: every detail shows, without a toggle.
    await expect(canvas.getByText('Voir le détail').checkVisibility()).toBe(false);
    await expect(canvas.getByText('Séjour').checkVisibility()).toBe(true);
    await expect(canvas.getByText('Chambre Double Classique').checkVisibility()).toBe(true);
  },
};

export const OnMobile: Story = {
  name: 'Mobile disclosure toggles the details',
  globals: { viewport: { value: 'mobile' } },
  args: { summary: insuredCheckoutSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvasElement.querySelector('details');
    if (!details) throw new Error('The details fold in a disclosure');
    // Folded: the total shows, the lines do not.
    await expect(details.open).toBe(false);
    await expect(canvas.getByText('Montant total')).toBeVisible();
    await expect(canvas.getByText('Séjour')).not.toBeVisible();
    const toggle = canvas.getByText('Voir le détail');
    await expect(toggle.closest('summary')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(toggle);
    await waitFor(() => expect(details.open).toBe(true));
    await expect(canvas.getByText('Séjour')).toBeVisible();
    await expect(canvas.getByText('Code promo HIVER10')).toBeVisible();
    await userEvent.click(canvas.getByText('Masquer le détail'));
    await waitFor(() => expect(details.open).toBe(false));
    await expect(canvas.getByText('Montant total')).toBeVisible();
  },
};
