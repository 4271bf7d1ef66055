import { type Locale, marketOf } from '@escale/i18n';
import { partnerAzurTheme } from '@escale/tokens';
import { ThemeProvider } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureWishlist } from '../fixtures/chrome';
import { fixtureGiftContent } from '../fixtures/giftContent';
import { fixtureMenu } from '../fixtures/navigation';
import { Header, type SiteHeaderProps } from './Header';

const hrefForLocale = (locale: Locale) => `${marketOf(locale).path}/search`;

const meta = {
  title: 'Blocks/Header',
  render: (args: SiteHeaderProps) => <Header {...args} />,
  args: {
    marketPath: '/fr',
    currentPath: '/fr/stay/81201',
    hrefForLocale,
    account: { isEnabled: false, isLoggedIn: false },
    wishlist: fixtureWishlist,
    onRemoveWishlistItem: fn(),
    giftContent: fixtureGiftContent,
    menu: fixtureMenu,
    isCustomerCare: false,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<SiteHeaderProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const banner = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('banner'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(header.getByRole('link', { name: "Escale, page d'accueil" })).toHaveAttribute('href', '/fr');
    // France has one language: no language selector (S-345).
    await expect(header.queryByRole('button', { name: /Langue/ })).not.toBeInTheDocument();
    await expect(header.getByRole('link', { name: 'Aide' })).toHaveAttribute(
      'href',
      'https://faq.escale.travel/fr-fr/',
    );
    await expect(header.getByRole('button', { name: 'Idées cadeaux' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Favoris, 3 éléments' })).toBeVisible();
    // Account toggle off: the avatar leads to the booking lookup (S-348, G-06).
    await expect(header.getByRole('link', { name: 'Gérer ma réservation' })).toHaveAttribute(
      'href',
      '/fr/account#r=booking-lookup',
    );
    // Desktop has the top bar's menu instead of the burger.
    await expect(header.queryByRole('button', { name: 'Menu du site' })).not.toBeInTheDocument();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(header.getByRole('button', { name: 'Menu du site' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Favoris, 3 éléments' })).toBeVisible();
    const box = within(canvasElement).getByRole('banner').getBoundingClientRect();
    await expect(box.height).toBe(65);
  },
};

export const BelgiumWithLanguageSelector: Story = {
  parameters: { screenshot: false },
  globals: { locale: 'fr_BE' },
  args: { marketPath: '/be/fr', currentPath: '/be/fr/search' },
  play: async ({ canvasElement }) => {
    const trigger = banner(canvasElement).getByRole('button', { name: 'Langue, Français' });
    await userEvent.click(trigger);
    const menu = await page(canvasElement).findByRole('dialog', { name: 'Langue' });
    const french = within(menu).getByRole('link', { name: 'Français' });
    const dutch = within(menu).getByRole('link', { name: 'Nederlands' });
    await expect(french).toHaveAttribute('aria-current', 'true');
    await expect(dutch).toHaveAttribute('href', '/be/nl/search');
    await expect(dutch).toHaveAttribute('hreflang', 'nl-BE');
    await expect(dutch).toHaveAttribute('lang', 'nl-BE');
    // In Belgium the wishlist button shows on desktop only (S-350).
    await expect(banner(canvasElement).getByRole('button', { name: /Favoris/ })).toBeVisible();
  },
};

export const LanguageMenuToggles: Story = {
  parameters: { screenshot: false },
  globals: { locale: 'fr_BE' },
  args: { marketPath: '/be/fr', currentPath: '/be/fr/search' },
  play: async ({ canvasElement }) => {
    const trigger = banner(canvasElement).getByRole('button', { name: 'Langue, Français' });
    // Menus toggle open and closed (S-353).
    await userEvent.click(trigger);
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Langue' })).toHaveAttribute(
      'data-state',
      'open',
    );
    await userEvent.click(trigger);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const BelgiumOnMobile: Story = {
  globals: { locale: 'nl_BE', viewport: { value: 'mobile' } },
  args: { marketPath: '/be/nl', currentPath: '/be/nl' },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(header.getByRole('button', { name: 'Taal, Nederlands' })).toBeVisible();
    await expect(header.queryByRole('button', { name: /Favorieten/ })).not.toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('banner').querySelector('[data-wishlist="desktop"]'),
    ).not.toBeNull();
  },
};

export const LoggedInAccountMenu: Story = {
  args: { account: { isEnabled: true, isLoggedIn: true } },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    // The account toggle on hides the wishlist button (S-350).
    await expect(header.queryByRole('button', { name: /Favoris/ })).not.toBeInTheDocument();
    const trigger = header.getByRole('button', { name: 'Mon compte' });
    await userEvent.click(trigger);
    const menu = await page(canvasElement).findByRole('dialog', { name: 'Mon compte' });
    await expect(within(menu).getByRole('link', { name: 'Mon profil' })).toHaveAttribute(
      'href',
      '/fr/account/settings/profile',
    );
    await expect(within(menu).getByRole('link', { name: 'Mes voyages' })).toHaveAttribute(
      'href',
      '/fr/account/trips',
    );
    await expect(within(menu).getByRole('link', { name: 'Mes favoris' })).toHaveAttribute(
      'href',
      '/fr/account/wishlist',
    );
    const signOut = within(menu).getByRole('button', { name: 'Se déconnecter' });
    await expect(signOut.closest('form')).toHaveAttribute('action', '/fr/account/signout');
  },
};

export const AccountMenuClosesWithEscape: Story = {
  parameters: { screenshot: false },
  args: { account: { isEnabled: true, isLoggedIn: true } },
  play: async ({ canvasElement }) => {
    const trigger = banner(canvasElement).getByRole('button', { name: 'Mon compte' });
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog', { name: 'Mon compte' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(trigger).toHaveFocus();
  },
};

export const SignInLink: Story = {
  args: { account: { isEnabled: true, isLoggedIn: false }, currentPath: '/fr/search?flow=gifting' },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/account/signin?origin=%2Ffr%2Fsearch%3Fflow%3Dgifting',
    );
  },
};

export const CustomerCareGiftLink: Story = {
  args: { isCustomerCare: true },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(header.queryByRole('button', { name: 'Idées cadeaux' })).not.toBeInTheDocument();
    await expect(header.getByRole('link', { name: 'Idées cadeaux' })).toHaveAttribute(
      'href',
      'https://www.escale-coffrets.fr/?utm_source=escale&utm_medium=customer-care&utm_campaign=gift-icon',
    );
  },
};

export const OpensGiftDrawer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(banner(canvasElement).getByRole('button', { name: 'Idées cadeaux' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Offrez une escapade' });
    const links = within(drawer).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
    await expect(links[2]).toHaveAttribute('href', 'https://www.escale.travel/fr/giftcard/customization');
  },
};

export const OpensWishlistAndRemovesAnItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(banner(canvasElement).getByRole('button', { name: 'Favoris, 3 éléments' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Mes favoris' });
    await expect(within(drawer).getByRole('heading', { name: 'Séjours (2)' })).toBeVisible();
    await expect(within(drawer).getByRole('heading', { name: 'Activités (1)' })).toBeVisible();
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Retirer Balade en canoë sur la Dordogne des favoris' }),
    );
    await expect(args.onRemoveWishlistItem).toHaveBeenCalledWith(fixtureWishlist[2]);
  },
};

export const EmptyWishlistAddsItems: Story = {
  args: { wishlist: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(banner(canvasElement).getByRole('button', { name: 'Favoris' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Mes favoris' });
    await expect(within(drawer).getByText("Vous n'avez aucun élément dans vos favoris.")).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Ajouter des éléments' })).toHaveAttribute(
      'href',
      '/fr/search',
    );
  },
};

export const BurgerMenuOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const trigger = banner(canvasElement).getByRole('button', { name: 'Menu du site' });
    await userEvent.click(trigger);
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Menu du site' });
    const nav = within(drawer).getByRole('navigation', { name: 'Menu principal' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Thématiques' }));
    await expect(within(nav).getByRole('link', { name: "J'ai envie d'y aller !" })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Montagne' })).toHaveAttribute(
      'href',
      '/fr/idea/montagne',
    );
  },
};

export const BurgerClosesOnLinkPress: Story = {
  parameters: { screenshot: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const trigger = banner(canvasElement).getByRole('button', { name: 'Menu du site' });
    await userEvent.click(trigger);
    const nav = within(await page(canvasElement).findByRole('dialog', { name: 'Menu du site' })).getByRole(
      'navigation',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Thématiques' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Montagne' }));
    // A link closes the drawer (the router navigates).
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const PartnerLogo: Story = {
  decorators: [
    (Story) => (
      <ThemeProvider
        theme={{
          name: 'partner-azur',
          className: partnerAzurTheme,
          logoUrl: `data:image/svg+xml,${encodeURIComponent(
            '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="32"><rect width="140" height="32" rx="6" fill="#1a4fa0"/><text x="70" y="21" fill="#fff" font-size="14" text-anchor="middle" font-family="sans-serif">AZUR</text></svg>',
          )}`,
        }}
      >
        <Story />
      </ThemeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const logo = banner(canvasElement).getByRole('link', { name: "Escale, page d'accueil" });
    const image = logo.querySelector('img') as HTMLImageElement;
    await expect(image).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    await expect(image.getBoundingClientRect().height).toBe(32);
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es_ES' },
  args: { marketPath: '/es', currentPath: '/es', account: { isEnabled: true, isLoggedIn: false } },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/es/account/signin?origin=%2Fes',
    );
    await expect(header.getByRole('link', { name: 'Ayuda' })).toBeVisible();
  },
};

export const Checkout: Story = {
  render: () => (
    <Header
      variant="checkout"
      marketPath="/fr"
      backHref="/fr/stay/81201#checkin=2026-06-12&checkout=2026-06-14&a=2"
    />
  ),
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(header.getByRole('link', { name: 'Retour' })).toHaveAttribute(
      'href',
      '/fr/stay/81201#checkin=2026-06-12&checkout=2026-06-14&a=2',
    );
    await expect(header.getByRole('link', { name: "Escale, page d'accueil" })).toBeVisible();
    await expect(header.queryAllByRole('button')).toHaveLength(0);
    await expect(header.getAllByRole('link')).toHaveLength(2);
  },
};

const goBack = fn();

export const AppView: Story = {
  name: 'S-244 App view has a Back button',
  parameters: { screenshot: false },
  render: () => <Header variant="app" marketPath="/fr" onBack={goBack} />,
  play: async ({ canvasElement }) => {
    goBack.mockClear();
    const header = banner(canvasElement);
    await userEvent.click(header.getByRole('button', { name: 'Retour' }));
    await expect(goBack).toHaveBeenCalledOnce();
    await expect(header.getAllByRole('button')).toHaveLength(1);
    await expect(header.getAllByRole('link')).toHaveLength(1);
  },
};

export const CheckoutOnMobile: Story = {
  ...Checkout,
  globals: { viewport: { value: 'mobile' } },
};
