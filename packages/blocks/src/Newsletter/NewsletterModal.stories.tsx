import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterModal } from './NewsletterModal';

const meta = {
  title: 'Blocks/NewsletterModal',
  component: NewsletterModal,
  args: { isOpen: true, onOpenChange: fn(), onSubscribe: fn(async () => {}) },
} satisfies Meta<typeof NewsletterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(document.body).findByRole('dialog', { name: 'Ne manquez pas votre prochaine escapade' });

export const Idle: Story = {
  play: async () => {
    const modal = within(await dialog());
    // Visible once the panel has faded in.
    await waitFor(() => expect(modal.getByRole('textbox', { name: 'Votre adresse e-mail' })).toBeVisible());
    await expect(modal.getByRole('button', { name: "Je m'inscris" })).toBeEnabled();
    await expect(await dialog()).toHaveAccessibleDescription(/Inscrivez-vous à notre newsletter/);
  },
};

export const Success: Story = {
  name: 'S-415 After a signup the button stays disabled and the modal closes 1.2 s later',
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.type(
      modal.getByRole('textbox', { name: 'Votre adresse e-mail' }),
      'lea@example.fr{Enter}',
    );
    await expect(
      await modal.findByText('Merci, vous êtes inscrit ! À très vite dans votre boîte mail.'),
    ).toBeVisible();
    await expect(modal.getByRole('button', { name: "Je m'inscris" })).toBeDisabled();
    const succeeded = Date.now();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 3000 });
    await expect(Date.now() - succeeded).toBeGreaterThanOrEqual(1000);
  },
};

export const Loading: Story = {
  name: 'S-415 The button waits while the signup is sent',
  args: { onSubscribe: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.type(
      modal.getByRole('textbox', { name: 'Votre adresse e-mail' }),
      'lea@example.fr{Enter}',
    );
    const button = modal.getByRole('button', { name: "Je m'inscris" });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'S-415 A failed signup shows the error and lets the visitor try again',
  args: { onSubscribe: fn(async () => Promise.reject(new Error('503'))) },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.type(
      modal.getByRole('textbox', { name: 'Votre adresse e-mail' }),
      'lea@example.fr{Enter}',
    );
    await expect(await modal.findByRole('alert')).toHaveTextContent("Nous n'avons pas pu vous inscrire");
    await expect(modal.getByRole('button', { name: "Je m'inscris" })).toBeEnabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
