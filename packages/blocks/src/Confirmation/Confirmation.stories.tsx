import type { Order } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { boxOrder, confirmedOrder, giftCardOrder, giftOrder, pendingOrder } from '../fixtures/checkout';
import { Confirmation } from './Confirmation';

/** The stay paid in 3 instalments by card: the first today, fee included. */
const instalmentsOrder: Order = {
  ...confirmedOrder,
  payment: {
    method: 'INSTALMENTS_3X',
    last4: '4242',
    amountPaid: 15_394,
    schedule: [
      { dueDate: '2026-12-23', amount: 14_600 },
      { dueDate: '2027-01-23', amount: 14_600 },
    ],
  },
};

const walletOrder: Order = {
  ...confirmedOrder,
  payment: { ...confirmedOrder.payment, method: 'WALLET', last4: null },
};

const giftBoxOrder: Order = {
  ...giftOrder,
  summary: { ...giftOrder.summary, gift: { format: 'physical', nights: 2, upsellAmount: null } },
};

const failedOrder: Order = { ...confirmedOrder, status: 'FAILED' };

/** The clipboard the copy button writes to, replaced in the stories that press it. */
const clipboard = { writeText: fn(async (_text: string) => {}) };
const mockClipboard = () => {
  clipboard.writeText.mockReset();
  clipboard.writeText.mockImplementation(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
};

const meta = {
  title: 'Blocks/Confirmation',
  component: Confirmation,
  args: { order: confirmedOrder, homeHref: '/fr' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[role="status"][data-status]');

export const Default: Story = {
  name: 'Confirmed stay: the heading receives focus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Merci, Camille !' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(statusOf(canvasElement)).toHaveTextContent('Votre réservation est confirmée');
    await expect(canvas.getByText('40218867')).toBeVisible();
    await expect(canvas.getByText('Du 11 décembre 2026 au 13 décembre 2026 · 2 nuits')).toBeVisible();
    await expect(canvas.getByText('2 adultes')).toBeVisible();
    await expect(canvas.getByText(/^438\s€$/)).toBeVisible();
    await expect(canvas.getByText('Carte •••• 4242')).toBeVisible();
    await expect(
      canvas.getByText('Un e-mail de confirmation a été envoyé à camille.martin@example.fr'),
    ).toBeVisible();
    await expect(canvas.getByText("L'hôtel vous attend le 11 décembre 2026")).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr');
  },
};

export const Pending: Story = {
  name: 'Pending shows the live status',
  args: { order: pendingOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = statusOf(canvasElement);
    await expect(status).toHaveAttribute('data-status', 'PENDING');
    await expect(status).toHaveTextContent('Votre paiement est en cours de confirmation');
    // role="status" is a polite live region: the change to confirmed is announced.
    await expect(within(status as HTMLElement).getByText(/se met à jour toute seule/)).toBeVisible();
    await expect(canvas.queryByText(/Votre réservation est confirmée/)).not.toBeInTheDocument();
    // No email has gone yet.
    await expect(canvas.queryByRole('heading', { name: 'Et maintenant ?' })).not.toBeInTheDocument();
  },
};

export const ConfirmedAfterPending: Story = {
  name: 'Pending then confirmed, in the same live region',
  render: function Render(args) {
    return <PendingThenConfirmed {...args} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = statusOf(canvasElement);
    await expect(status).toHaveTextContent('Votre paiement est en cours de confirmation');
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger' }));
    await waitFor(() => expect(status).toHaveTextContent('Votre réservation est confirmée'));
    // The same element: the live region was there before the change.
    await expect(statusOf(canvasElement)).toBe(status);
  },
};

export const Gift: Story = {
  args: { order: giftOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Votre commande de cadeau est confirmée');
    await expect(canvas.getByText('Cadeau : 2 nuits pour 2 personnes')).toBeVisible();
    await expect(canvas.getByText('E-coffret numérique envoyé par e-mail')).toBeVisible();
    await expect(canvas.getByText('Votre e-coffret a été envoyé à camille.martin@example.fr')).toBeVisible();
    await expect(canvas.queryByText(/L'hôtel vous attend/)).not.toBeInTheDocument();
  },
};

export const GiftBox: Story = {
  args: { order: giftBoxOrder },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Votre cadeau sera livré par la poste sous 2 à 4 jours ouvrés'),
    ).toBeVisible();
  },
};

export const BoxOrder: Story = {
  name: 'S-281 A box order: the box, its terms, its delivery and its voucher',
  args: { order: boxOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Votre commande de cadeau est confirmée');
    await expect(canvas.getByText('Escapade gourmande')).toBeVisible();
    await expect(canvas.getByText('Un dîner gastronomique')).toBeVisible();
    await expect(canvas.getByText('Valable 18 mois · pour 2 personnes · échangeable')).toBeVisible();
    await expect(canvas.getByText('Coffret cadeau livré par la poste')).toBeVisible();
    const link = canvasElement.querySelector('[data-voucher="B7XR-4K2M-QP9D-TH6W"] a');
    await expect(link).toHaveAttribute('href', boxOrder.vouchers[0]?.pdfUrl);
  },
};

export const GiftCardOrder: Story = {
  name: 'G-62 A gift card order: its amount, its e-card sent and linked',
  args: { order: giftCardOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Carte cadeau de 75/)).toBeVisible();
    await expect(canvas.getByText('Votre e-coffret a été envoyé à camille.martin@example.fr')).toBeVisible();
    await expect(canvasElement.querySelector('[data-voucher="G3MT-8R2K-XW5P-DN7Q"] a')).toBeInTheDocument();
  },
};

export const Instalments: Story = {
  args: { order: instalmentsOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^153,94\s€$/)).toBeVisible();
    await expect(canvas.getByText(/Paiement en 3 fois/)).toBeVisible();
    const schedule = canvas.getByRole('list', { name: 'Prochains paiements' });
    const dues = within(schedule).getAllByRole('listitem');
    await expect(dues.map((due) => due.textContent?.replace(/\s/g, ' '))).toEqual([
      '23 décembre 2026 : 146 €',
      '23 janvier 2027 : 146 €',
    ]);
  },
};

export const PaidPartlyByGiftcard: Story = {
  name: 'S-257 Paid partly by a gift card: what it paid, then the card',
  args: {
    order: {
      ...confirmedOrder,
      payment: { ...confirmedOrder.payment, amountPaid: 33_800 },
      summary: {
        ...confirmedOrder.summary,
        breakdown: {
          ...confirmedOrder.summary.breakdown,
          giftcards: [{ serialNumber: 'K7PQ-3M9X-T2HD-8RVA', usedAmount: 10_000 }],
          remainingAmountToPay: 33_800,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const facts = within(canvasElement).getByText('Carte cadeau K7PQ-3M9X-T2HD-8RVA');
    await expect(facts.nextElementSibling).toHaveTextContent(/^100\s€$/);
    await expect(canvasElement.querySelector('[data-amount-paid]')).toHaveTextContent(/^338\s€$/);
  },
};

export const Wallet: Story = {
  args: { order: walletOrder },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Portefeuille électronique')).toBeVisible();
    await expect(within(canvasElement).queryByText(/••••/)).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { order: failedOrder },
  play: async ({ canvasElement }) => {
    await expect(statusOf(canvasElement)).toHaveTextContent("Votre paiement n'a pas pu être confirmé");
    await expect(
      within(canvasElement).queryByText(/Votre réservation est confirmée/),
    ).not.toBeInTheDocument();
  },
};

export const InFrench: Story = {
  name: 'In French (Belgium)',
  globals: { locale: 'fr_BE' },
  args: { order: giftOrder, homeHref: '/be/fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Merci, Camille !' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Paiement' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/be/fr');
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const copy = within(canvasElement).getByRole('button', { name: 'Copier' });
    await expect(copy.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const CopiesTheBookingNumber: Story = {
  name: 'Copy button shows "Copied"',
  parameters: { screenshot: false },
  beforeEach: mockClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copier' });
    await expect(button).toHaveAccessibleDescription('Numéro de réservation 40218867');
    await userEvent.click(button);
    await expect(clipboard.writeText).toHaveBeenCalledWith('40218867');
    await waitFor(() => expect(button).toHaveAccessibleName('Copié'));
    await expect(button).toHaveAttribute('data-copied', 'true');
    await expect(canvas.getAllByRole('status').some((region) => region.textContent === 'Copié')).toBe(true);
    // The feedback goes after a moment, ready for another copy.
    await waitFor(() => expect(button).toHaveAccessibleName('Copier'), { timeout: 4_000 });
  },
};

export const SelectsTheNumberWithoutClipboard: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    const restore = mockClipboard();
    clipboard.writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    return restore;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copier' });
    await userEvent.click(button);
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('40218867'));
    await expect(button).toHaveAccessibleName('Copier');
  },
};

/** The page as it fetches a pending order again and gets it confirmed. */
function PendingThenConfirmed(args: { order: Order; homeHref: string }) {
  const [order, setOrder] = useState(pendingOrder);
  return (
    <>
      <Confirmation {...args} order={order} />
      <button type="button" onClick={() => setOrder(confirmedOrder)}>
        Recharger
      </button>
    </>
  );
}
