import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productQuote } from '../fixtures/product';
import { PayLaterInfo } from './PayLaterInfo';

const meta = {
  title: 'Blocks/PayLaterInfo',
  component: PayLaterInfo,
  args: {
    amount: productQuote.priceInfo.sellPrice,
    checkin: productQuote.reservationCriteria.travelPeriod.checkinDate,
    today: '2026-06-01',
    isCancellable: true,
    cancellationDeadline: productQuote.cancellationPolicy.cancellationDeadline,
    fees: { 3: 900, 4: 1200 },
    onOpenChange: fn(),
  },
} satisfies Meta<typeof PayLaterInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const root = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-deferred]');
const howItWorks = { name: 'Comment ça marche ?' };
const options = (modal: HTMLElement) =>
  [...modal.querySelectorAll<HTMLElement>('[data-option]')].map((option) => option.dataset.option);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payez plus tard ou en 3 ou 4 fois')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-instalments', '3 4');
    await expect(canvas.getByRole('button', howItWorks)).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const Explained: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Payer plus tard' });
    const content = within(modal);
    await expect(options(modal)).toEqual(['deferred', '3x', '4x']);
    // Deferred to the cancellation deadline, earlier than 2 days before check-in (S-328).
    await expect(
      content.getByText(/^Rien à payer aujourd'hui : 598,50\s€ seront débités le 4 décembre 2026\.$/),
    ).toBeInTheDocument();
    // The first instalment takes the fee (S-327).
    await expect(
      content.getByText(/^208,50\s€ aujourd'hui, puis 2 paiements de 199,50\s€\.$/),
    ).toBeInTheDocument();
    await expect(
      content.getByText(/^Le premier paiement inclut 9\s€ de frais, soit un total de 607,50\s€\.$/),
    ).toBeInTheDocument();
    await expect(
      content.getByText(/^161,64\s€ aujourd'hui, puis 3 paiements de 149,62\s€\.$/),
    ).toBeInTheDocument();
  },
};

export const DeferredOnly: Story = {
  args: { checkin: '2026-06-07', cancellationDeadline: null, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Réservez maintenant, payez plus tard', { exact: true, ignore: 'h3' }),
    ).toBeInTheDocument();
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Payer plus tard' });
    await expect(options(modal)).toEqual(['deferred']);
    // Two days before check-in without a deadline.
    await expect(within(modal).getByText(/le 5 juin 2026\.$/)).toBeInTheDocument();
  },
};

export const ThreeInstalmentsOnly: Story = {
  args: { amount: 22_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Payez plus tard ou en 3 fois')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-instalments', '3');
  },
};

export const AboveTwoThousandEuros: Story = {
  args: { amount: 200_001 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Réservez maintenant, payez plus tard')).toBeVisible();
    await expect(root(canvasElement)).not.toHaveAttribute('data-instalments');
  },
};

export const WithoutFees: Story = {
  args: { fees: undefined, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const modal = within(await page(canvasElement).findByRole('dialog', { name: 'Payer plus tard' }));
    await expect(
      modal.getByText(/^199,50\s€ aujourd'hui, puis 2 paiements de 199,50\s€\.$/),
    ).toBeInTheDocument();
    await expect(modal.queryByText(/de frais/)).not.toBeInTheDocument();
  },
};

export const TooCloseToArrival: Story = {
  args: { checkin: '2026-06-05' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', howItWorks);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Payer plus tard' });
    await waitFor(() => expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const NonCancellable: Story = {
  name: 'S-323 No deferred payment for a non-cancellable offer',
  args: { isCancellable: false, cancellationDeadline: null, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-deferred', 'false');
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Payer plus tard' });
    await expect(options(modal)).toEqual(['3x', '4x']);
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es_ES' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog');
    await expect(options(modal)).toEqual(['deferred', '3x', '4x']);
  },
};

export const NotInItaly: Story = {
  name: 'S-330 Nothing in Italy',
  globals: { locale: 'it_IT' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toBeNull();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const TogglesAndClosesOnEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', howItWorks);
    await userEvent.click(button);
    await page(canvasElement).findByRole('dialog', { name: 'Payer plus tard' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Payer plus tard' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
