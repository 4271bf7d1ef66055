import type { Trip } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { giftOrder } from '../fixtures/checkout';
import { AccountHome } from './AccountHome';
import { AccountNav } from './AccountNav';
import { ProfileForm } from './ProfileForm';
import { SignInConfirm, SignInForm } from './SignInForm';
import { TripList } from './TripList';

// The customer's account (S-349, S-355, G-49): signing in by a mailed link, the trips with their
// vouchers' documents, the profile's names, the account's pages. The page posts the forms; here
// the calls are spies.

const trip: Trip = {
  orderUUID: giftOrder.orderUUID,
  reference: giftOrder.reference,
  status: 'CONFIRMED',
  createdAt: '2026-11-20T09:30:00.000Z',
  locale: 'fr_FR',
  summary: giftOrder.summary,
  vouchers: [
    {
      code: 'BGNT-Z49E-KRX2-7CH7',
      validUntil: '2027-11-20',
      format: 'digital',
      pdfUrl: `/api/account/orders/${giftOrder.orderUUID}/vouchers/BGNT-Z49E-KRX2-7CH7.pdf`,
    },
  ],
};

const links = {
  profile: '/fr/account/settings/profile',
  trips: '/fr/account/trips',
  wishlist: '/fr/account/wishlist',
  signOut: '/fr/account/signout',
};

const meta = {
  title: 'Blocks/Account',
  component: SignInForm,
  args: { origin: '/fr/search', onSubmit: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  name: 'S-349 The address is checked before the link is asked for, and sent with the page to come back to',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.click(canvas.getByRole('button', { name: 'Recevoir le lien' }));
    await expect(email).toHaveAccessibleDescription(/Champ obligatoire/);
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'camille@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Recevoir le lien' }));
    await expect(email).toHaveAccessibleDescription(/L'adresse e-mail semble incorrecte/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, '.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Recevoir le lien' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      origin: '/fr/search',
      email: 'camille@example.fr',
    });
  },
};

export const LinkSent: Story = {
  name: 'S-349 The link sent says where, and for how long it works',
  args: { sentTo: 'camille@example.fr', defaultEmail: 'camille@example.fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Consultez votre messagerie : un lien de connexion est en route vers camille@example.fr. Il sert une fois, pendant 15 minutes.',
    );
  },
};

export const LinkExpired: Story = {
  name: 'S-349 A link past its time is refused with a clear message, and a new one can be asked for',
  args: { problem: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ce lien de connexion a expiré : il ne sert que 15 minutes. Demandez-en un nouveau ci-dessous.',
    );
    await expect(canvas.getByRole('button', { name: 'Recevoir le lien' })).toBeEnabled();
  },
};

export const Confirmation: Story = {
  name: 'S-349 The mailed link’s page posts its token once, on a press',
  parameters: { screenshot: false },
  render: () => (
    <SignInConfirm token="a-token-of-forty-three-characters-abcdefghij" action="/api/account/sessions" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Me connecter' });
    const form = button.closest('form') as HTMLFormElement;
    await expect(form).toHaveAttribute('action', '/api/account/sessions');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(new FormData(form).get('token')).toBe('a-token-of-forty-three-characters-abcdefghij');
  },
};

export const Trips: Story = {
  name: 'S-349 The trips show each order with its voucher’s document',
  render: () => (
    <>
      <AccountNav links={links} current="trips" />
      <TripList trips={[trip]} exploreHref="/fr/search" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mes voyages' })).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('heading', { level: 2, name: giftOrder.summary.offer?.label }),
    ).toBeVisible();
    await expect(canvas.getByText(/Numéro de réservation 40218901/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Télécharger votre e-coffret BGNT-Z49E-KRX2-7CH7 (PDF)' }),
    ).toHaveAttribute('href', trip.vouchers[0]?.pdfUrl);
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' }).closest('form')).toHaveAttribute(
      'action',
      '/fr/account/signout',
    );
  },
};

export const NoTrips: Story = {
  name: 'S-349 A customer without orders is told so and offered the search',
  render: () => <TripList trips={[]} exploreHref="/fr/search" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Vous n’avez pas encore de voyage : les commandes passées avec cette adresse e-mail s’afficheront ici.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trouver un séjour' })).toHaveAttribute(
      'href',
      '/fr/search',
    );
  },
};

const profileSubmit = fn();

export const Profile: Story = {
  name: 'S-349 The profile shows the address and checks the names before saving them',
  render: () => (
    <ProfileForm
      customer={{ email: 'camille@example.fr', firstName: 'Camille', lastName: '' }}
      onSubmit={profileSubmit}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('camille@example.fr');
    await expect(canvas.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute('readonly');
    const lastName = canvas.getByRole('textbox', { name: 'Nom' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(lastName).toHaveAccessibleDescription(/Champ obligatoire/);
    await expect(lastName).toHaveFocus();
    await userEvent.type(lastName, 'R2D2');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(profileSubmit).not.toHaveBeenCalled();
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Martin');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(profileSubmit).toHaveBeenCalledTimes(1);
  },
};

export const EntryForABookingLookup: Story = {
  name: 'S-355 G-06 The entry tells a guest looking up a booking to sign in with its address',
  render: () => (
    <AccountHome
      email={null}
      request="bookingLookup"
      signInHref="/fr/account/signin?origin=%2Ffr%2Faccount%2Ftrips"
      tripsHref="/fr/account/trips"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Pour modifier ou annuler une réservation, connectez-vous avec l’adresse e-mail de la réservation.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/account/signin?origin=%2Ffr%2Faccount%2Ftrips',
    );
  },
};
