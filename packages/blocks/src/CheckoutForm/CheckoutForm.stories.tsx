import type { CheckoutFieldErrors, CheckoutState } from '@escale/domain';
import { stayCheckoutState } from '@escale/domain/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkoutSummary, eligibility, giftCheckoutSummary } from '../fixtures/checkout';
import type { InsuranceChoiceValue } from '../InsuranceChoice';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm';
import { CheckoutFormSkeleton } from './CheckoutFormSkeleton';

const stay = stayCheckoutState;

const gift: CheckoutState = {
  ...stay,
  checkin: null,
  nights: null,
  activityDates: [],
  giftNights: 2,
  giftFormat: 'digital',
};

/** The checkout page's part: it owns the cancellation choice, which the summary prices. */
function Page(args: CheckoutFormProps) {
  const [insurance, setInsurance] = useState<InsuranceChoiceValue | null>(args.insurance);
  return (
    <CheckoutForm
      {...args}
      insurance={insurance}
      onInsuranceChange={(value) => {
        setInsurance(value);
        args.onInsuranceChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/CheckoutForm',
  component: CheckoutForm,
  render: (args) => <Page {...args} />,
  args: {
    state: stay,
    summary: checkoutSummary,
    eligibility,
    insurance: null,
    onInsuranceChange: fn(),
    onPromotionCodeApply: fn(),
    onGiftcardApply: fn(),
    idempotencyKey: '5b0c8f2e-4d7a-4c1b-9e3f-2a6d8c0b1e47',
    onSubmit: fn(async (_form: FormData): Promise<CheckoutFieldErrors | null> => null),
    onWalletPay: fn(),
    onWalletClose: fn(),
    walletBookHref: '/fr/checkout#id=100472&offerId=100472&a=2&c=0&b=0&checkin=2026-12-11&night=2',
    showSandboxCards: true,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Réserver et payer 438\s€$/ });
const posted = (form: unknown) => Object.fromEntries(form as FormData);
/** What a spy was first called with. */
const firstArgument = (spy: unknown) => (spy as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0];

/** Types into a field at once (as a browser's autofill does): the stories stay quick. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillBuyer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Madame' }));
  const fields: [string, string][] = [
    ['Prénom', 'Camille'],
    ['Nom', 'Martin'],
    ['E-mail', 'camille.martin@example.fr'],
    ['Numéro de téléphone', '06 12 34 56 78'],
    ['Adresse', '12 rue des Lilas'],
    ['Code postal', '75011'],
    ['Ville', 'Paris'],
  ];
  for (const [label, text] of fields) await fill(canvas.getByRole('textbox', { name: label }), text);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Finalisez votre réservation' }),
    ).toBeVisible();
    // A real form: it posts the hash without the wallet's flags, the total seen and the key.
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(posted(new FormData(form as HTMLFormElement))).toMatchObject({
      criteria:
        'id=100472&offerId=100472&a=2&c=0&b=0&checkin=2026-12-11&night=2&activityDates=9332_2026-12-12',
      expectedAmount: '43800',
      idempotencyKey: '5b0c8f2e-4d7a-4c1b-9e3f-2a6d8c0b1e47',
    });
    await expect(canvas.getByRole('group', { name: 'Annulation et assurance' })).toBeVisible();
    await expect(canvas.getByRole('complementary')).toHaveTextContent('Votre réservation');
    await expect(payButton(canvasElement)).toHaveAttribute('type', 'submit');
    await expect(canvas.getByText(/Cartes de test/)).toBeVisible();
  },
};

export const AsksBeforeSending: Story = {
  name: 'S-317 S-424 Checks the buyer and the choice before sending',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(payButton(canvasElement));
    // The first field to fix takes the focus; nothing is sent.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Monsieur' })).toHaveFocus());
    await expect(canvas.getAllByText('Champ obligatoire').length).toBeGreaterThan(3);
    await fillBuyer(canvasElement);
    await userEvent.click(payButton(canvasElement));
    await expect(await canvas.findByText('Veuillez choisir une option')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /Non annulable/ }));
    await expect(args.onInsuranceChange).toHaveBeenCalledWith({
      choice: 'NON_CANCELLABLE',
      insuranceId: null,
    });
    await fill(canvas.getByRole('textbox', { name: 'Numéro de carte' }), '4242424242424242');
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const sent = posted(firstArgument(args.onSubmit));
    await expect(sent).toMatchObject({
      civility: 'MRS',
      firstName: 'Camille',
      insuranceChoice: 'NON_CANCELLABLE',
      paymentMethod: 'CARD',
      cardNumber: '4242 4242 4242 4242',
    });
  },
};

export const CardRefusedByProvider: Story = {
  name: 'The provider refuses the card: its error under the field, focused',
  args: {
    insurance: { choice: 'NON_CANCELLABLE', insuranceId: null },
    onSubmit: fn(
      async (_form: FormData): Promise<CheckoutFieldErrors | null> => ({ cardNumber: 'CARD_NUMBER_INVALID' }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillBuyer(canvasElement);
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const number = canvas.getByRole('textbox', { name: 'Numéro de carte' });
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAccessibleDescription(/Le numéro de carte semble incorrect/);
  },
};

export const Refused: Story = {
  name: 'A refused attempt: its problem focused, its errors, what was typed',
  args: {
    insurance: { choice: 'NON_CANCELLABLE', insuranceId: null },
    attempt: {
      values: { civility: 'MRS', firstName: 'Camille', lastName: 'Martin', email: 'camille@', city: 'Paris' },
      paymentMethod: 'CARD',
      errors: { email: 'EMAIL_INVALID' },
      problem: 'fixFields',
      key: 'attempt-2',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Veuillez vérifier les champs signalés.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      /L'adresse e-mail semble incorrecte/,
    );
    await expect(canvas.getByRole('textbox', { name: 'Ville' })).toHaveValue('Paris');
    await expect(canvas.getByRole('textbox', { name: 'Numéro de carte' })).toHaveValue('');
  },
};

export const PriceChanged: Story = {
  args: {
    attempt: { values: {}, paymentMethod: 'CARD', errors: {}, problem: 'priceChanged', key: 'attempt-3' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /^Le total est désormais de 438\s€\./,
    );
  },
};

export const Gift: Story = {
  args: { state: gift, summary: giftCheckoutSummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Finalisez votre cadeau' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Votre message' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Annulation et assurance' })).toBeNull();
  },
};

export const AppliesAPromotionCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Code promo' }), ' hiver10 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onPromotionCodeApply).toHaveBeenCalledWith('HIVER10');
  },
};

const GIFTCARD = 'K7PQ-3M9X-T2HD-8RVA';

/** The stay with a gift card of `usedAmount` cents applied to it. */
const paidByGiftcard = (usedAmount: number) => ({
  ...checkoutSummary,
  giftcard: { serialNumber: GIFTCARD, status: 'APPLIED' as const },
  breakdown: {
    ...checkoutSummary.breakdown,
    giftcards: [{ serialNumber: GIFTCARD, usedAmount }],
    remainingAmountToPay: checkoutSummary.breakdown.totalAmount - usedAmount,
  },
});

export const GiftcardPaysPart: Story = {
  name: 'S-257 A gift card pays part: the card pays what is left',
  args: { summary: paidByGiftcard(10_000) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Numéro de carte cadeau' }), GIFTCARD.toLowerCase());
    await userEvent.click(canvas.getByRole('button', { name: 'Utiliser la carte cadeau' }));
    await expect(args.onGiftcardApply).toHaveBeenCalledWith(GIFTCARD.toLowerCase());
    await expect(canvas.getByRole('complementary')).toHaveTextContent(/Reste à payer\s*338\s€/);
    await expect(canvas.getByRole('button', { name: /^Réserver et payer 338\s€$/ })).toBeVisible();
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(posted(new FormData(form))).toMatchObject({
      expectedAmount: '43800',
      expectedAmountToPay: '33800',
    });
  },
};

export const GiftcardPaysAll: Story = {
  name: 'S-257 A gift card pays it all: no payment to give',
  args: { summary: paidByGiftcard(43_800), insurance: { choice: 'NON_CANCELLABLE', insuranceId: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Votre carte cadeau règle la totalité du montant/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Numéro de carte' })).toBeNull();
    await fillBuyer(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Réserver avec ma carte cadeau' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(posted(firstArgument(args.onSubmit))).toMatchObject({ expectedAmountToPay: '0' });
  },
};

export const GiftcardUnknown: Story = {
  name: 'A gift card number that pays nothing: why, under its field',
  args: { summary: { ...checkoutSummary, giftcard: { serialNumber: GIFTCARD, status: 'UNKNOWN' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Numéro de carte cadeau' })).toHaveAccessibleDescription(
      /Ce numéro de carte cadeau nous est inconnu/,
    );
    await expect(payButton(canvasElement)).toBeVisible();
  },
};

export const WalletOnValidForm: Story = {
  name: 'S-332 The wallet opens only on a valid form',
  args: { insurance: { choice: 'NON_CANCELLABLE', insuranceId: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const wallet = canvas.getByRole('button', { name: 'Payer avec Portefeuille express' });
    await userEvent.click(wallet);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await fillBuyer(canvasElement);
    await userEvent.click(wallet);
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Payer 438\s€$/ }));
    await expect(args.onWalletPay).toHaveBeenCalledTimes(1);
    await expect(posted(firstArgument(args.onWalletPay))).toMatchObject({ firstName: 'Camille' });
  },
};

export const WalletLoading: Story = {
  name: 'S-334 isLoading=1 shows the wallet loader',
  args: { state: { ...stay, isLoading: true } },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('status')).toHaveTextContent('Paiement en cours…');
  },
};

export const WalletFailed: Story = {
  name: 'S-333 error=1 shows the wallet failure and a Book link',
  args: { state: { ...stay, error: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Échec du paiement' });
    await expect(within(dialog).getByRole('link', { name: 'Réserver' })).toHaveAttribute(
      'href',
      args.walletBookHref,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onWalletClose).toHaveBeenCalledTimes(1));
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // The summary comes before the form: the buyer sees what they pay for first.
    const summary = within(canvasElement).getByRole('complementary');
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(summary.getBoundingClientRect().top).toBeLessThan(form.getBoundingClientRect().top);
  },
};

export const SkeletonWhileTheFormLoads: Story = {
  name: 'Skeleton while the form loads',
  render: () => <CheckoutFormSkeleton isGift />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's title is the form's own; the rest is a placeholder that says it is loading.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Finalisez votre cadeau');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Votre cadeau');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SkeletonOnMobile: Story = {
  name: 'Skeleton on mobile: the summary before the form, as in the form',
  globals: { viewport: { value: 'mobile' } },
  render: () => <CheckoutFormSkeleton />,
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('complementary');
    const busy = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(summary.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      busy.getBoundingClientRect().top,
    );
  },
};
