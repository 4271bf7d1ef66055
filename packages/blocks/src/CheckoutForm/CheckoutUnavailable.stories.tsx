import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutUnavailable } from './CheckoutUnavailable';

const meta = {
  title: 'Blocks/CheckoutUnavailable',
  component: CheckoutUnavailable,
  args: { problem: 'incomplete', href: '/fr' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'S-337 An incomplete link',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Récapitulatif de la réservation' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Ce lien de réservation est incomplet\./);
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr');
  },
};

export const SoldOut: Story = {
  name: 'S-343 The checkout could not start: the last room is gone',
  args: { problem: 'soldOut', href: '/fr/stay/100472#checkin=2026-12-11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Désolé, la dernière chambre/);
    await expect(canvas.getByRole('link', { name: "Voir l'offre" })).toHaveAttribute(
      'href',
      '/fr/stay/100472#checkin=2026-12-11',
    );
  },
};
