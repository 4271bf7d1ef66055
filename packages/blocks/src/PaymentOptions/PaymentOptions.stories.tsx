import type { Eligibility, PaymentMethod } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkoutSummary, eligibility as eligibilityFixture } from '../fixtures/checkout';
import { PaymentOptions, type PaymentOptionsField, type PaymentOptionsProps } from './PaymentOptions';

/**
 * The fixture's answer with a 3x schedule that adds up: 438 € in three payments of 146 €, the
 * first one taking the 3.94 € fee.
 */
const eligibility: Eligibility = {
  paymentMethods: eligibilityFixture.paymentMethods.map((method) =>
    method.type === 'INSTALMENTS_3X'
      ? {
          ...method,
          installments: method.installments.map((payment, index) =>
            index === 0 ? { ...payment, amount: 14_600 + method.paymentFee } : payment,
          ),
        }
      : method,
  ),
};

const cancellable = { siteAllows: true, flagOn: true, hasFinalPrice: true, isCancellable: true };

/** The checkout page's part: it owns the chosen method. */
function Harness(args: PaymentOptionsProps) {
  const [value, setValue] = useState<PaymentMethod>(args.value);
  return (
    <div style={{ maxWidth: 480 }}>
      <PaymentOptions
        {...args}
        value={value}
        onChange={(method) => {
          setValue(method);
          args.onChange(method);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Blocks/PaymentOptions',
  component: PaymentOptions,
  render: (args) => <Harness {...args} />,
  args: {
    locale: 'fr_FR',
    amount: checkoutSummary.breakdown.totalAmount,
    eligibility,
    deferral: cancellable,
    value: 'CARD',
    onChange: fn(),
    onWalletClick: fn(),
    showSandboxCards: true,
  },
} satisfies Meta<typeof PaymentOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name = 'Paiement') =>
  within(canvasElement).getByRole('group', { name });
const radioNames = (radiogroup: HTMLElement) =>
  within(radiogroup)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

export const Default: Story = {
  name: 'With 3x, 4x and deferred (fr_FR)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radiogroup = group(canvasElement);
    // S-330, S-323: every option of the answer in a pay-later market, the deferral allowed.
    await expect(radioNames(radiogroup)).toEqual(['CARD', 'INSTALMENTS_3X', 'INSTALMENTS_4X', 'DEFERRED']);
    await expect(canvas.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
    // S-327: the first payment includes the fee.
    await expect(canvas.getByRole('radio', { name: 'Payer en 4 fois' })).toHaveAccessibleDescription(
      /^114,76\s€ aujourd'hui, puis 3 paiements de 109,50\s€\.$/,
    );
    await expect(canvas.getByRole('radio', { name: 'Payer plus tard' })).toHaveAccessibleDescription(
      /^Rien à payer aujourd'hui : 438\s€ seront débités le 9 décembre 2026\.$/,
    );
    // The sandbox's card fields and its test cards.
    await expect(canvas.getByRole('group', { name: 'Informations de la carte' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Cartes de test : 4242 4242 4242 4242 est acceptée, 4000 0000 0000 0002 est refusée, 4000 0000 0000 3220 demande une confirmation',
      ),
    ).toBeVisible();
    // The wallet button is a plain button above the choice.
    const wallet = canvas.getByRole('button', { name: 'Payer avec Portefeuille express' });
    await expect(wallet).toHaveAttribute('type', 'button');
    await expect(canvas.getByRole('group', { name: 'Paiement express' })).toContainElement(wallet);
    await expect(group(canvasElement)).not.toContainElement(wallet);
    await userEvent.click(wallet);
    await expect(args.onWalletClick).toHaveBeenCalledTimes(1);
    // S-329: no wallet pay-later in France.
    await expect(canvasElement.querySelector('[data-wallet-pay-later]')).toBeNull();
  },
};

export const WithoutSandboxCards: Story = {
  name: 'Without the sandbox test cards',
  args: { showSandboxCards: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A real provider: the card fields show, the sandbox's test cards do not.
    await expect(canvas.getByRole('group', { name: 'Informations de la carte' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-sandbox-cards]')).toBeNull();
    await expect(canvas.queryByText(/4242 4242 4242 4242/)).toBeNull();
  },
};

export const CardOnlyInDutch: Story = {
  name: 'S-330 Card only (nl_NL)',
  globals: { locale: 'nl_NL' },
  args: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(radioNames(group(canvasElement, 'Betaling'))).toEqual(['CARD']);
    await expect(canvas.getByRole('radio', { name: 'Betaalkaart' })).toBeChecked();
    const number = canvas.getByRole('textbox', { name: 'Kaartnummer' });
    await expect(number).toHaveAttribute('name', 'cardNumber');
    await expect(number).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^Vervaldatum/ })).toHaveAttribute(
      'autocomplete',
      'cc-exp',
    );
    await expect(canvas.getByRole('textbox', { name: /^Beveiligingscode/ })).toHaveAttribute(
      'autocomplete',
      'cc-csc',
    );
  },
};

export const DeferralFlagOff: Story = {
  name: 'S-323 Deferral not allowed (flag off)',
  args: { deferral: { ...cancellable, flagOn: false } },
  play: async ({ canvasElement }) => {
    await expect(radioNames(group(canvasElement))).toEqual(['CARD', 'INSTALMENTS_3X', 'INSTALMENTS_4X']);
  },
};

export const SpanishWithWalletPayLater: Story = {
  name: 'S-329 Spanish with the wallet pay-later',
  globals: { locale: 'es_ES' },
  args: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = /^Paga más tarde con Monedero exprés en pedidos de 30\s€ a 2000\s€\.$/;
    await expect(canvas.getByText(info)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Pagar con Monedero exprés' }),
    ).toHaveAccessibleDescription(info);
    // es_ES is a pay-later market too (S-330).
    await expect(radioNames(group(canvasElement, 'Pago'))).toHaveLength(4);
  },
};

export const ItalianAboveWalletRange: Story = {
  name: 'S-329 No wallet pay-later above 2,000 € (it_IT)',
  globals: { locale: 'it_IT' },
  args: { locale: 'it_IT', amount: 200_001, eligibility: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-wallet-pay-later]')).toBeNull();
    await expect(radioNames(group(canvasElement, 'Pagamento'))).toEqual(['CARD']);
  },
};

export const CardErrors: Story = {
  args: {
    errors: {
      cardNumber: 'Votre carte a été refusée.',
      cardExpiry: 'Cette carte a expiré.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Numéro de carte' });
    // Card fields never come back with what was typed.
    await expect(number).toHaveValue('');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Votre carte a été refusée.');
    const expiry = canvas.getByRole('textbox', { name: /^Date d'expiration/ });
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription(/Cette carte a expiré\./);
    await expect(canvas.getByRole('textbox', { name: /^Cryptogramme/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const PaymentMethodError: Story = {
  args: { errors: { paymentMethod: 'Ce moyen de paiement n’est plus disponible.' } },
  play: async ({ canvasElement }) => {
    const radiogroup = group(canvasElement);
    await expect(radiogroup).toHaveAttribute('aria-invalid', 'true');
    await expect(radiogroup).toHaveAccessibleDescription('Ce moyen de paiement n’est plus disponible.');
  },
};

export const ChoosingThreeTimesShowsItsSchedule: Story = {
  name: 'S-327 Choosing 3x shows its schedule',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-schedule]')).toBeNull();
    await userEvent.click(canvas.getByText('Payer en 3 fois'));
    await expect(args.onChange).toHaveBeenLastCalledWith('INSTALMENTS_3X');
    await expect(canvas.getByRole('radio', { name: 'Payer en 3 fois' })).toBeChecked();
    const schedule = canvas.getByRole('list', { name: 'Vos paiements' });
    await expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^149,94\s€ le 23 novembre 2026$/),
      expect.stringMatching(/^146\s€ le 23 décembre 2026$/),
      expect.stringMatching(/^146\s€ le 23 janvier 2027$/),
    ]);
    await expect(
      canvas.getByText(/^Le premier paiement inclut 3,94\s€ de frais, soit un total de 441,94\s€\.$/),
    ).toBeVisible();
    // The card fields go with the card.
    await expect(canvas.queryByRole('textbox', { name: 'Numéro de carte' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-schedule]')).toHaveLength(1);
  },
};

export const CardNumberInGroupsOfFour: Story = {
  name: 'Card number formats in groups of 4',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Numéro de carte' });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await userEvent.type(number, '42424242');
    await expect(number).toHaveValue('4242 4242');
    await userEvent.type(number, '4242424x2');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = canvas.getByRole('textbox', { name: /^Date d'expiration/ });
    await userEvent.type(expiry, '1228');
    await expect(expiry).toHaveValue('12/28');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Cryptogramme/ }), '123');
    await userEvent.tab();
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    // A mistyped number shows its error once the field is left.
    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424241');
    await userEvent.tab();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Le numéro de carte semble incorrect');
  },
};

export const NotCancellableHidesDeferral: Story = {
  name: 'S-323 Deferred absent when the offer is not cancellable',
  args: { deferral: { ...cancellable, isCancellable: false }, value: 'DEFERRED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: 'Payer plus tard' })).not.toBeInTheDocument();
    await expect(radioNames(group(canvasElement))).toEqual(['CARD', 'INSTALMENTS_3X', 'INSTALMENTS_4X']);
    // A method no longer offered falls back to the card.
    await expect(canvas.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
  },
};

export const SelectsWithKeyboard: Story = {
  name: 'Keyboard selection',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Payer avec Portefeuille express' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Carte bancaire' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const threeX = canvas.getByRole('radio', { name: 'Payer en 3 fois' });
    await expect(threeX).toHaveFocus();
    await expect(threeX).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('INSTALMENTS_3X');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Payer plus tard' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('CARD');
    // Tab leaves the group for the card fields.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Numéro de carte' })).toHaveFocus();
  },
};

/** What the stand-in server of the next story received. */
const posted = fn();

/** A form that posts to a stand-in server, which declines the card. */
function DeclinedForm(args: PaymentOptionsProps) {
  const [errors, setErrors] = useState<Partial<Record<PaymentOptionsField, string>>>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    posted(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors({ cardNumber: 'Votre carte a été refusée.' });
  };
  return (
    <form onSubmit={submit}>
      <Harness {...args} errors={errors} />
      <button type="submit">Réserver</button>
    </form>
  );
}

export const EmptiedAfterDecline: Story = {
  name: 'Posts the card and empties it after an error',
  render: (args) => <DeclinedForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = () => canvas.getByRole('textbox', { name: 'Numéro de carte' });
    const expiry = () => canvas.getByRole('textbox', { name: /^Date d'expiration/ });
    const cvc = () => canvas.getByRole('textbox', { name: /^Cryptogramme/ });
    await userEvent.type(number(), '4000000000000002');
    await userEvent.type(expiry(), '1228');
    await userEvent.type(cvc(), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Réserver' }));
    await expect(posted).toHaveBeenLastCalledWith({
      paymentMethod: 'CARD',
      cardNumber: '4000 0000 0000 0002',
      cardExpiry: '12/28',
      cardCvc: '123',
    });
    await waitFor(() => expect(number()).toHaveAccessibleDescription('Votre carte a été refusée.'));
    await expect(number()).toHaveValue('');
    await expect(expiry()).toHaveValue('');
    await expect(cvc()).toHaveValue('');
    // Emptied, not flagged as "Mandatory field".
    await expect(cvc()).not.toHaveAttribute('aria-invalid', 'true');
  },
};
