import { resolveTheme, themeInputs } from '@escale/tokens';
import { ThemeProvider, themeTokenStyle } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { svgImage } from '../fixtures/offers';
import { PartnerBanner, PartnerConditions, PartnerStays } from './PartnerMinisite';

// A partner minisite's parts (S-437, S-440) in the partners' themes: the banner, the stays and the
// conditions change colours, radii and fonts with the theme, never their code.

interface PageProps {
  partnerName: string;
  logoUrl: string | null;
  footer: string | null;
  stays: string[];
  /** The list's heading, a message of the shop in the minisite's language. */
  staysTitle: string;
}

const FOOTER =
  'Offre valable pour une chambre double occupée par 2 personnes. Certains séjours exigent un minimum de 2 nuits. Paiement par moyens électroniques uniquement (carte bancaire, portefeuille en ligne). Nombre de places limité. Réservations du 1er décembre 2026 au 31 mars 2027. À partir de 129 € pour deux.';

/** A card's stand-in: the page gives the shop's offer cards. */
function StayStandIn({ title }: { title: string }) {
  return (
    <article style={{ padding: 16, border: '1px solid #c9ccd6', borderRadius: 8, background: '#fff' }}>
      <h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>
    </article>
  );
}

function PartnerPage({ partnerName, logoUrl, footer, stays, staysTitle }: PageProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <PartnerBanner
        partnerName={partnerName}
        bannerUrls={{ desktop: svgImage(7, 960, 540), mobile: svgImage(7, 640, 360) }}
        logoUrl={logoUrl}
      />
      <PartnerStays
        title={staysTitle}
        emptyText="Aucun séjour n’est disponible pour le moment : revenez bientôt."
        cards={stays.map((title) => <StayStandIn key={title} title={title} />)}
      />
      {footer ? <PartnerConditions text={footer} /> : null}
    </div>
  );
}

const meta = {
  title: 'Blocks/PartnerMinisite',
  component: PartnerPage,
  args: {
    partnerName: 'Club Lumière',
    logoUrl: svgImage(3, 120, 80),
    footer: FOOTER,
    stays: ['Week-end découverte', 'Séjour en chambre double', 'Escapade gourmande'],
    staysTitle: 'Nos séjours pour vous',
  },
} satisfies Meta<typeof PartnerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bannerOf = (canvasElement: HTMLElement) => {
  const banner = canvasElement.querySelector('header');
  if (!banner) throw new Error('No banner');
  return banner;
};

/** The computed colour of a theme's resolved brand. */
const brandRgb = (brand: string) => {
  const probe = document.createElement('div');
  probe.style.color = brand;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
};

export const AzurDesktop: Story = {
  name: 'Partner azur theme, desktop',
  globals: { theme: 'partner-azur', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Club Lumière' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Des week-ends avec activités, choisis pour vous par Club Lumière'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Logo de Club Lumière' })).toBeInTheDocument();
    const banner = bannerOf(canvasElement);
    await expect(banner.querySelector('source')).toHaveAttribute('media', 'screen and (min-width: 600px)');
    await expect(banner.querySelector('picture img')).toHaveAttribute('fetchpriority', 'high');
    await expect(getComputedStyle(banner).backgroundColor).toBe(
      brandRgb(resolveTheme(themeInputs['partner-azur']).color.brand.base),
    );
    const stays = canvas.getByRole('region', { name: 'Nos séjours pour vous' });
    await expect(within(stays).getAllByRole('listitem')).toHaveLength(3);
    const conditions = canvas.getByRole('region', { name: 'Conditions de l’offre' });
    await expect(conditions).toHaveTextContent('chambre double occupée par 2 personnes');
    await expect(conditions).toHaveTextContent('À partir de 129 € pour deux');
  },
};

export const TerracottaMobile: Story = {
  name: 'Partner terracotta theme, mobile, no logo, no stays',
  globals: { theme: 'partner-terracotta', viewport: { value: 'mobile' } },
  args: { partnerName: 'Horizon Avantages', logoUrl: null, stays: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: /Logo/ })).toBeNull();
    await expect(
      canvas.getByText('Aucun séjour n’est disponible pour le moment : revenez bientôt.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(getComputedStyle(bannerOf(canvasElement)).backgroundColor).toBe(
      brandRgb(resolveTheme(themeInputs['partner-terracotta']).color.brand.base),
    );
    await expect(getComputedStyle(bannerOf(canvasElement)).borderTopLeftRadius).toBe(
      resolveTheme(themeInputs['partner-terracotta']).radius.lg,
    );
  },
};

/** As the shop shows a minisite: its theme from the database, resolved at run time into CSS variables. */
export const ResolvedFromTheDatabase: Story = {
  name: 'Theme resolved at run time (Belgian partner, Dutch)',
  globals: { locale: 'nl_BE', viewport: { value: 'desktop' } },
  args: {
    partnerName: 'Vlaanderen Uitstappen',
    footer:
      'Aanbod geldig voor een tweepersoonskamer bezet door 2 personen. Voor sommige verblijven geldt een minimum van 2 nachten. Betaling uitsluitend elektronisch (bankkaart, online portemonnee). Beperkt aantal plaatsen. Boekingen van 1 april tot 31 juli 2027.',
    stays: ['Weekendje Brugge', 'Verblijf in Gent'],
    staysTitle: 'Onze verblijven voor u',
  },
  decorators: [
    (Story) => (
      <ThemeProvider
        theme={{
          name: 'minisite-14',
          style: themeTokenStyle(
            resolveTheme({ name: 'minisite-14', brand: '#b0151e', brandAccent: '#1f5fbf', radius: 'sharp' }),
          ),
        }}
      >
        <Story />
      </ThemeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Logo van Vlaanderen Uitstappen' })).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('region', { name: 'Onze verblijven voor u' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Voorwaarden van het aanbod' })).toHaveTextContent(
      'tweepersoonskamer bezet door 2 personen',
    );
    await expect(getComputedStyle(bannerOf(canvasElement)).backgroundColor).toBe('rgb(176, 21, 30)');
  },
};
