import { useT } from '@escale/i18n';
import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkoutSummary } from '../fixtures/checkout';
import { WalletCheckout, type WalletCheckoutProps } from './WalletCheckout';
import { walletTrigger } from './walletTrigger';

/** The checkout page's part: the wallet button opens the modal once the form is valid (S-332). */
function Page(args: WalletCheckoutProps) {
  const t = useT();
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        tone="neutral"
        onPress={walletTrigger(
          () => true,
          () => setOpen(true),
        )}
      >
        {t('payment.walletButton', { wallet: args.paymentMethodLabel })}
      </Button>
      <WalletCheckout
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const bookHref = '/fr/checkout#checkin=2026-12-11&night=2&a=2';

const meta = {
  title: 'Blocks/WalletCheckout',
  component: WalletCheckout,
  render: (args) => <Page {...args} />,
  args: {
    open: true,
    state: 'confirm',
    amount: checkoutSummary.breakdown.totalAmount,
    paymentMethodLabel: 'Portefeuille express',
    onConfirm: fn(),
    onClose: fn(),
    bookHref,
  },
} satisfies Meta<typeof WalletCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  name: 'Confirm',
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Payer avec Portefeuille express',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Un clic autorise le paiement avec Portefeuille express.',
    );
    await expect(within(dialog).getByText(/^438\s€$/)).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Payer 438\s€$/ }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  name: 'S-334 Loading',
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('status')).toHaveTextContent('Paiement en cours…');
    await expect(dialog.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'S-333 Error shows the message and the Book link',
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Échec du paiement' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Le paiement avec Portefeuille express a échoué. Veuillez poursuivre votre réservation : vous pourrez choisir un autre moyen de paiement.',
    );
    await expect(dialog.getByRole('link', { name: 'Réserver' })).toHaveAttribute('href', bookHref);
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT' },
  args: { state: 'error', paymentMethodLabel: 'Portafoglio express', bookHref: '/it/checkout#a=2' },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Pagamento non riuscito' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Il pagamento con Portafoglio express non è riuscito. Prosegui con la prenotazione: potrai scegliere un altro metodo di pagamento.',
    );
    await expect(dialog.getByRole('link', { name: 'Prenota' })).toHaveAttribute('href', '/it/checkout#a=2');
  },
};

export const EscapeReturnsFocus: Story = {
  name: 'S-332 Opens from the wallet button; Escape closes and focus returns',
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const wallet = within(canvasElement).getByRole('button', { name: 'Payer avec Portefeuille express' });
    await userEvent.click(wallet);
    const dialog = await body.findByRole('dialog', { name: 'Payer avec Portefeuille express' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(wallet).toHaveFocus());
    // And again from the keyboard.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
    await userEvent.click(body.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(wallet).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
