import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsletterSignup } from '../Newsletter';
import { Footer } from './Footer';

/** The footer holds the newsletter signup first (S-367). */
const newsletter = <NewsletterSignup onSubscribe={async () => {}} action="/fr/newsletter" />;

const meta = {
  title: 'Blocks/Footer',
  component: Footer,
  args: { newsletter },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const footer = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('contentinfo'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = footer(canvasElement);
    await expect(
      canvas.getByRole('form', { name: 'Des idées de week-end dans votre boîte mail' }),
    ).toBeVisible();
    const legal = within(canvas.getByRole('region', { name: 'Informations légales' }));
    await expect(legal.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute(
      'href',
      '/fr/conditions-generales-de-vente',
    );
    await expect(legal.getByRole('link', { name: "Conditions générales d'utilisation" })).toHaveAttribute(
      'href',
      '/fr/conditions-generales-d-utilisation',
    );
    await expect(legal.getByRole('link', { name: 'Protection des données' })).toBeVisible();
    await expect(legal.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/fr/politique-de-confidentialite',
    );
    await expect(legal.getByRole('link', { name: 'Gestion des cookies' })).toBeVisible();
    const company = within(canvas.getByRole('region', { name: "À propos d'Escale" }));
    await expect(company.getByRole('link', { name: 'Devenir partenaire' })).toHaveAttribute(
      'href',
      '/fr/devenir-partenaire',
    );
    await expect(company.getByRole('link', { name: 'Espace presse' })).toHaveAttribute(
      'href',
      '/fr/espace-presse',
    );
    await expect(company.getByRole('link', { name: /Recrutement/ })).toHaveAttribute(
      'href',
      'https://careers.escale.travel/fr/',
    );
    const help = within(canvas.getByRole('region', { name: "Besoin d'aide ?" }));
    const faq = help.getByRole('link', { name: "Questions fréquentes (s'ouvre dans un nouvel onglet)" });
    await expect(faq).toHaveAttribute('href', 'https://faq.escale.travel/fr-fr/');
    await expect(faq).toHaveAttribute('target', '_blank');
    await expect(help.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/fr/contact');
    // G-26: the chat hours given by the spec.
    await expect(help.getByText('Du lundi au vendredi, 9h-18h')).toBeVisible();
  },
};

export const GiftBoxShopsAndCountrySites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = footer(canvasElement);
    const shops = within(canvas.getByRole('region', { name: 'Nos coffrets cadeaux' })).getAllByRole('link');
    await expect(shops).toHaveLength(6);
    await expect(shops[4]).toHaveAccessibleName("Belgique (français) (s'ouvre dans un nouvel onglet)");
    await expect(shops[4]).toHaveAttribute('href', 'https://www.escale-coffrets.be/fr/');
    const sites = within(canvas.getByRole('region', { name: 'Escale en Europe' })).getAllByRole('link');
    await expect(sites.map((site) => site.textContent)).toEqual([
      'France',
      'España',
      'Italia',
      'Nederland',
      'Belgique (français)',
      'België (Nederlands)',
    ]);
    await expect(sites.map((site) => site.getAttribute('href'))).toEqual([
      '/fr',
      '/es',
      '/it',
      '/nl',
      '/be/fr',
      '/be/nl',
    ]);
    await expect(sites[0]).toHaveAttribute('aria-current', 'true');
    await expect(sites[5]).toHaveAttribute('hreflang', 'nl-BE');
    await expect(sites[5]).toHaveAttribute('lang', 'nl-BE');
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [signup, ...regions] = footer(canvasElement).getAllByRole('region');
    // The newsletter signup first (S-367), then the five columns.
    await expect(signup).toHaveAccessibleName('Des idées de week-end dans votre boîte mail');
    await expect(regions).toHaveLength(5);
    // Two columns on mobile.
    await expect(Math.round(regions[0]?.getBoundingClientRect().top ?? 0)).toBe(
      Math.round(regions[1]?.getBoundingClientRect().top ?? 1),
    );
    await expect(regions[2]?.getBoundingClientRect().top).toBeGreaterThan(
      regions[0]?.getBoundingClientRect().top ?? 0,
    );
  },
};

export const BelgiumWithoutPressRoom: Story = {
  globals: { locale: 'fr_BE' },
  args: { newsletter: undefined },
  play: async ({ canvasElement }) => {
    const canvas = footer(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Espace presse' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/be/fr/politique-de-confidentialite',
    );
    const sites = within(canvas.getByRole('region', { name: 'Escale en Europe' })).getAllByRole('link');
    await expect(sites[4]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const SpainWithPressRoom: Story = {
  globals: { locale: 'es_ES' },
  args: { newsletter: undefined },
  play: async ({ canvasElement }) => {
    const canvas = footer(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sala de prensa' })).toHaveAttribute(
      'href',
      '/es/sala-de-prensa',
    );
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/es/politica-de-privacidad',
    );
    await expect(canvas.getByText('De lunes a viernes, de 9h a 18h')).toBeVisible();
  },
};

export const NetherlandsWithoutPressRoom: Story = {
  globals: { locale: 'nl_NL', viewport: { value: 'mobile' } },
  args: { newsletter: undefined },
  play: async ({ canvasElement }) => {
    const canvas = footer(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Perskamer' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute(
      'href',
      '/nl/privacyverklaring',
    );
    await expect(canvas.getByRole('link', { name: 'Algemene verkoopvoorwaarden' })).toHaveAttribute(
      'href',
      '/nl/algemene-verkoopvoorwaarden',
    );
  },
};
