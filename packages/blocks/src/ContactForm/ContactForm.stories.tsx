import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from './ContactForm';

// The contact page's form (002 §2, §4, §5). The page runs the bot check and posts; here it is a spy.

const meta = {
  title: 'Blocks/ContactForm',
  component: ContactForm,
  args: { faqHref: 'https://faq.escale.travel/fr-fr/', onSubmit: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    const field = canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
};

export const ReasonFirst: Story = {
  name: 'S-417 S-419 The form shows once a reason is chosen, without a booking number for an activity',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = canvas.getByRole('combobox', { name: /Pourquoi nous contactez-vous/ });
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.selectOptions(reason, 'Modifier ma réservation');
    const form = await canvas.findByRole('form', { name: 'Modifier ma réservation' });
    await expect(within(form).getByRole('textbox', { name: /Numéro de réservation/ })).toBeVisible();
    await userEvent.selectOptions(reason, 'Informations sur une activité');
    await expect(canvas.queryByRole('textbox', { name: /Numéro de réservation/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Nom et prénom/ })).toBeVisible();
    // Without scripts a button opens the form; once hydrated the select does.
    await expect(canvas.queryByRole('button', { name: 'Continuer' })).toBeNull();
  },
};

export const ChecksEveryField: Story = {
  name: 'S-419 S-420 S-421 S-422 S-423 S-424 Send checks every field and focuses the first wrong one',
  args: { reason: 'booking_info' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(canvas.getAllByText('Champ obligatoire')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: /Numéro de réservation/ })).toHaveFocus();
    await fill(canvas, {
      'Numéro de réservation': '1234',
      'Nom et prénom': 'R2-D2',
      'E-mail': 'anne@example',
      'Numéro de téléphone': 'appelez-moi',
      'Votre message': 'Bonjour',
    });
    await userEvent.tab();
    await expect(canvas.getByText('Le numéro de réservation est composé de 8 chiffres')).toBeVisible();
    await expect(canvas.getByText('Seul du texte est attendu')).toBeVisible();
    await expect(canvas.getByText("L'adresse e-mail semble incorrecte")).toBeVisible();
    await expect(canvas.getByText('Le numéro de téléphone semble incorrect')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await fill(canvas, {
      'Numéro de réservation': '12345678',
      'Nom et prénom': 'Anne-Sophie d’Arc',
      'E-mail': 'anne@example.fr',
      // An e164 number has no error (S-423).
      'Numéro de téléphone': '+33612345678',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/semble incorrect|Champ obligatoire|composé de 8 chiffres/)).toBeNull();
  },
};

export const ServerErrors: Story = {
  name: 'S-420 The server’s refusal shows on its fields and focuses the first',
  args: {
    reason: 'complaint',
    defaultValues: {
      bookingNumber: '12345678',
      name: 'Anne',
      email: 'anne@example.fr',
      phone: '06',
      description: '',
    },
    errors: { description: 'MANDATORY' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByRole('textbox', { name: /Votre message/ });
    await waitFor(() => expect(description).toHaveFocus());
    await expect(canvas.getByText('Champ obligatoire')).toBeVisible();
    await userEvent.type(description, 'Ma chambre était froide.');
    await expect(canvas.queryByText('Champ obligatoire')).toBeNull();
  },
};

export const Checking: Story = {
  name: 'S-426 While the bot check runs, Send waits and says why',
  args: { reason: 'other', status: 'checking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Nous vérifions que vous n'êtes pas un robot");
  },
};

export const Failed: Story = {
  name: 'S-430 A post the server did not take shows the error and keeps what was typed',
  args: {
    reason: 'other',
    status: 'failed',
    defaultValues: { name: 'Anne', email: 'anne@example.fr', phone: '0612345678', description: 'Bonjour' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Oups ! Une erreur s'est produite. Veuillez cliquer à nouveau sur « Envoyer ».",
    );
    await expect(canvas.getByRole('textbox', { name: /Votre message/ })).toHaveValue('Bonjour');
  },
};

export const Sent: Story = {
  name: 'S-429 After the post the page thanks the visitor',
  args: { status: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Merci pour votre message. Notre service client vous contactera sous 48h.',
    );
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'The form on a phone, in Dutch',
  args: { reason: 'cancellation' },
  globals: { viewport: { value: 'mobile' }, locale: 'nl_BE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Versturen' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Boekingsnummer/ })).toBeVisible();
  },
};
