import { type BuyerValues, firstInvalidBuyerField, validateBuyer } from '@escale/domain';
import { buyerValues } from '@escale/domain/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuyerForm, type BuyerFormProps } from './BuyerForm';

const meta = {
  title: 'Blocks/BuyerForm',
  component: BuyerForm,
  args: { defaultCountry: 'FR' },
} satisfies Meta<typeof BuyerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const camille: BuyerValues = { ...buyerValues, specialRequest: 'Nous arriverons vers 22 h.' };

const statusOf = (input: HTMLElement) => input.closest('[data-status]')?.getAttribute('data-status') ?? null;

/** The page's part: validate on submit, show every error and focus the first invalid field. */
function CheckoutForm(args: BuyerFormProps) {
  const [showAllErrors, setShowAllErrors] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as BuyerValues;
    const first = firstInvalidBuyerField(validateBuyer(values));
    setShowAllErrors(first !== null);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <BuyerForm {...args} showAllErrors={showAllErrors} />
      <button type="submit">Réserver</button>
    </form>
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Vos coordonnées' })).toBeInTheDocument();
    const civility = canvas.getByRole('group', { name: 'Civilité' });
    await expect(within(civility).getByRole('radio', { name: 'Madame' })).toHaveAttribute('name', 'civility');
    await expect(within(civility).getByRole('radio', { name: 'Monsieur' })).not.toBeChecked();
    const fields: [string, string, string][] = [
      ['Prénom', 'firstName', 'given-name'],
      ['Nom', 'lastName', 'family-name'],
      ['E-mail', 'email', 'email'],
      ['Numéro de téléphone', 'phoneNumber', 'tel'],
      ['Adresse', 'addressLine', 'street-address'],
      ['Code postal', 'postalCode', 'postal-code'],
      ['Ville', 'city', 'address-level2'],
    ];
    for (const [label, name, autoComplete] of fields) {
      const input = canvas.getByRole('textbox', { name: label });
      await expect(input).toHaveAttribute('name', name);
      await expect(input).toHaveAttribute('autocomplete', autoComplete);
      await expect(input).toHaveValue('');
    }
    const country = canvas.getByRole('combobox', { name: 'Pays' });
    await expect(country).toHaveAttribute('name', 'country');
    await expect(country).toHaveAttribute('autocomplete', 'country');
    // The market's country, named in the page's language.
    await expect(country).toHaveValue('FR');
    await expect(within(country).getByRole('option', { name: 'Belgique' })).toHaveValue('BE');
    const request = canvas.getByRole('textbox', { name: 'Demande particulière (facultatif)' });
    await expect(request).toHaveAttribute('name', 'specialRequest');
    await expect(request).toHaveAttribute('maxlength', '500');
    await expect(canvas.getByText('0/500 caractères')).toBeInTheDocument();
  },
};

export const Prefilled: Story = {
  args: { defaultValues: camille },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Madame' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('camille.martin@example.fr');
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
    await expect(canvas.getByText('26/500 caractères')).toBeInTheDocument();
    // Nothing is judged before the buyer leaves a field.
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

export const WithServerErrors: Story = {
  args: {
    defaultValues: { ...camille, email: 'camille@example', postalCode: '7501' },
    errors: {
      email: "L'adresse e-mail semble incorrecte",
      postalCode: 'Code postal inconnu',
      country: 'Nous ne livrons pas ce pays',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/L'adresse e-mail semble incorrecte/);
    const postalCode = canvas.getByRole('textbox', { name: 'Code postal' });
    await expect(postalCode).toHaveAccessibleDescription('Code postal inconnu');
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveAccessibleDescription(
      'Nous ne livrons pas ce pays',
    );
    // Editing the field takes the server's error away.
    await userEvent.type(postalCode, '1');
    await expect(postalCode).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Code postal inconnu')).toBeNull();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es_ES' },
  args: { defaultCountry: 'ES', defaultValues: { civility: 'MR', firstName: 'Javier' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Tus datos' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Señor' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Apellidos' })).toHaveValue('');
    const country = canvas.getByRole('combobox', { name: 'País' });
    await expect(country).toHaveValue('ES');
    await expect(within(country).getByRole('option', { name: 'España' })).toBeInTheDocument();
  },
};

export const ShowsAllErrors: Story = {
  args: { showAllErrors: true, defaultValues: { firstName: 'Camille2', email: 'camille@' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(
      'Seul du texte est attendu',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      /L'adresse e-mail semble incorrecte/,
    );
    for (const label of ['Nom', 'Numéro de téléphone', 'Adresse', 'Code postal', 'Ville'])
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAccessibleDescription(
        'Champ obligatoire',
      );
    await expect(canvas.getByRole('group', { name: 'Civilité' })).toHaveAccessibleDescription(
      'Champ obligatoire',
    );
    // The special request is optional.
    await expect(canvas.getByRole('textbox', { name: /Demande particulière/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const S424ShowsMandatoryFieldAfterBlur: Story = {
  name: 'S-424 Shows "Mandatory field" after leaving an empty field',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: 'Prénom' });
    await userEvent.click(firstName);
    await expect(canvas.queryByText('Champ obligatoire')).toBeNull();
    await userEvent.tab();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(statusOf(firstName)).toBe('error');
    await expect(firstName).toHaveAccessibleDescription('Champ obligatoire');
    // Filled in, it turns to success.
    await userEvent.type(firstName, 'Camille');
    await userEvent.tab();
    await expect(statusOf(firstName)).toBe('success');
    // Leaving the civility without a choice is an error too.
    const madame = canvas.getByRole('radio', { name: 'Madame' });
    madame.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Civilité' })).toHaveAccessibleDescription(
      'Champ obligatoire',
    );
  },
};

export const S416SuggestsEmailCorrection: Story = {
  name: 'S-416 Suggests an email correction and applies it',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'anna@gmial.com');
    await expect(canvas.queryByRole('button', { name: /Vous voulez dire/ })).toBeNull();
    await userEvent.tab();
    const suggestion = await canvas.findByRole('button', { name: 'Vous voulez dire @gmail.com ?' });
    await userEvent.click(suggestion);
    await expect(email).toHaveValue('anna@gmail.com');
    await expect(canvas.queryByRole('button', { name: /Vous voulez dire/ })).toBeNull();
    await expect(email).toHaveFocus();
  },
};

export const S342LimitsPostalCode: Story = {
  name: 'S-342 Keeps the postal code to 20 characters',
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const postalCode = within(canvasElement).getByRole('textbox', { name: 'Code postal' });
    await expect(postalCode).toHaveAttribute('maxlength', '20');
    await userEvent.type(postalCode, 'AB12 CD34 EF56 GH78 IJ90 KL');
    await expect(postalCode).toHaveValue('AB12 CD34 EF56 GH78 ');
  },
};

export const S423FlagsPhoneWithLetters: Story = {
  name: 'S-423 Flags a phone number with letters',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Numéro de téléphone' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, '06 12 AB 56 78');
    await userEvent.tab();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Le numéro de téléphone semble incorrect');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+33612345678');
    await userEvent.tab();
    await expect(statusOf(phone)).toBe('success');
  },
};

export const S422FlagsNameWithDigits: Story = {
  name: 'S-422 Flags a name with other than letters',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastName = canvas.getByRole('textbox', { name: 'Nom' });
    await userEvent.type(lastName, 'Martin2');
    await userEvent.tab();
    await expect(lastName).toHaveAccessibleDescription('Seul du texte est attendu');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, "D'Angelo-Martín");
    await userEvent.tab();
    await expect(statusOf(lastName)).toBe('success');
  },
};

export const FocusesFirstInvalidFieldOnSubmit: Story = {
  args: { defaultValues: { civility: 'MRS', firstName: 'Camille' } },
  render: (args) => <CheckoutForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Réserver' }));
    const lastName = canvas.getByRole('textbox', { name: 'Nom' });
    await waitFor(() => expect(lastName).toHaveFocus());
    await expect(lastName).toHaveAccessibleDescription('Champ obligatoire');
    await expect(canvas.getByRole('textbox', { name: 'Ville' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).not.toHaveAttribute('aria-invalid');
  },
};

const top = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name }).getBoundingClientRect().top;

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValues: camille },
  play: async ({ canvasElement }) => {
    // One column.
    await expect(top(canvasElement, 'Nom')).toBeGreaterThan(top(canvasElement, 'Prénom'));
    await expect(top(canvasElement, 'Ville')).toBeGreaterThan(top(canvasElement, 'Code postal'));
  },
};

export const OnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { defaultValues: camille },
  play: async ({ canvasElement }) => {
    // First and last name, postal code and city side by side.
    await expect(top(canvasElement, 'Nom')).toBe(top(canvasElement, 'Prénom'));
    await expect(top(canvasElement, 'Ville')).toBe(top(canvasElement, 'Code postal'));
    await expect(top(canvasElement, 'Adresse')).toBeGreaterThan(top(canvasElement, 'Nom'));
  },
};
