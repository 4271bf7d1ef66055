import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerCarePanel } from './CustomerCarePanel';

// Customer-care mode's bar (S-442, S-445): the sign-in screen without a staff session, the tools
// with one. The copy is the story's: no clipboard needed.

const meta = {
  title: 'Blocks/CustomerCarePanel',
  component: CustomerCarePanel,
  args: {
    staff: { name: 'Camille Service-Client' },
    signInHref: '/api/staff/signin?returnTo=%2Ffr%2Fsearch&uiLocale=fr-FR',
    signOut: { action: '/api/staff/signout', returnTo: '/fr/search?mode=CUSTOMER_CARE' },
    publicLink: 'https://www.escale.example/fr/search?flow=gifting',
    funnelHref: '/fr/staff/funnel',
    copy: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof CustomerCarePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  name: 'S-445 signed in, the tools: the public link copied and said, the funnel, sign-out',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Mode service client' });
    await expect(within(panel).getByText('Connecté·e en tant que Camille Service-Client')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Copier le lien public' }));
    await expect(args.copy).toHaveBeenCalledWith('https://www.escale.example/fr/search?flow=gifting');
    await expect(within(panel).getByRole('status')).toHaveTextContent(
      'Lien copié : https://www.escale.example/fr/search?flow=gifting',
    );
    await expect(within(panel).getByRole('link', { name: 'Entonnoir par marché' })).toHaveAttribute(
      'href',
      '/fr/staff/funnel',
    );
    const signOut = within(panel).getByRole('button', { name: 'Se déconnecter' });
    const form = signOut.closest('form');
    await expect(form).toHaveAttribute('action', '/api/staff/signout');
    await expect(form?.querySelector('input[name="returnTo"]')).toHaveValue('/fr/search?mode=CUSTOMER_CARE');
  },
};

export const CopyRefused: Story = {
  name: 'S-445 a clipboard that refuses shows the link to select',
  parameters: { screenshot: false },
  args: { copy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien public' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Le lien n’a pas pu être copié. Sélectionnez-le ici : https://www.escale.example/fr/search?flow=gifting',
    );
  },
};

export const SignedOut: Story = {
  name: 'S-442 without a staff session, the sign-in screen and no tool',
  args: { staff: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Se connecter (personnel)' })).toHaveAttribute(
      'href',
      '/api/staff/signin?returnTo=%2Ffr%2Fsearch&uiLocale=fr-FR',
    );
    await expect(canvas.queryByRole('button', { name: 'Copier le lien public' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Entonnoir par marché' })).toBeNull();
  },
};

export const SignedInOnAPhone: Story = {
  name: 'On a phone, the tools wrap under the title',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Mode service client' });
    const copy = canvas.getByRole('button', { name: 'Copier le lien public' });
    await expect(copy.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom - 1);
  },
};
