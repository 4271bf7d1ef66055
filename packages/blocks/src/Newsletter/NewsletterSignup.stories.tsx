import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterSignup } from './NewsletterSignup';

const meta = {
  title: 'Blocks/NewsletterSignup',
  component: NewsletterSignup,
  args: { onSubscribe: fn(async () => {}), action: '/fr/newsletter' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Des idées de week-end dans votre boîte mail' }));

export const Default: Story = {
  name: 'S-410 S-411 Subscribes a valid address, then says so',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = form(canvasElement).getByRole('textbox', { name: 'Votre adresse e-mail' });
    // Leaving the field empty is no mistake; asking to subscribe with it is.
    await userEvent.click(email);
    await userEvent.tab();
    await expect(canvas.queryByText("L'adresse e-mail semble incorrecte")).toBeNull();
    await userEvent.type(email, 'camille@example');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription("L'adresse e-mail semble incorrecte");
    // Enter on an invalid address sends nothing and keeps the focus in the field.
    await userEvent.type(email, '{Enter}');
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await expect(email).toHaveFocus();
    await userEvent.type(email, '.fr{Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledWith('camille@example.fr');
    await expect(
      await canvas.findByText('Merci, vous êtes inscrit ! À très vite dans votre boîte mail.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const SuggestsACorrection: Story = {
  name: 'S-416 Suggests a correction of a misspelt provider and applies it',
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const email = form(canvasElement).getByRole('textbox', { name: 'Votre adresse e-mail' });
    await userEvent.type(email, 'camille@gmial.com');
    await userEvent.tab();
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Vous voulez dire @gmail.com ?' }),
    );
    await expect(email).toHaveValue('camille@gmail.com');
    await expect(email).toHaveFocus();
    await userEvent.click(within(canvasElement).getByRole('button', { name: "Je m'inscris" }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('camille@gmail.com');
  },
};

export const Failed: Story = {
  name: 'S-412 A failed signup stays unsent, with no message',
  args: { onSubscribe: fn(async () => Promise.reject(new Error('503'))) },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const email = form(canvasElement).getByRole('textbox', { name: 'Votre adresse e-mail' });
    await userEvent.type(email, 'camille@example.fr{Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    const button = within(canvasElement).getByRole('button', { name: "Je m'inscris" });
    await waitFor(() => expect(button).toBeEnabled());
    await expect(email).toHaveValue('camille@example.fr');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).queryByText(/Merci/)).toBeNull();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const email = form(canvasElement).getByRole('textbox', { name: 'Votre adresse e-mail' });
    const button = within(canvasElement).getByRole('button', { name: "Je m'inscris" });
    // The button goes under the field on a phone.
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(email.getBoundingClientRect().bottom);
  },
};
