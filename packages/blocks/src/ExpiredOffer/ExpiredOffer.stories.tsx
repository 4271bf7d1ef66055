import type { OfferCard } from '@escale/domain';
import { Button, Inline, Stack, Text, TextField } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeArticles } from '../fixtures/articles';
import { makeHotelOffers } from '../fixtures/offers';
import { ExpiredOffer, type ExpiredOfferNotFoundProps } from './ExpiredOffer';

/** Stands for the shop's OfferCard in the carousel slot. */
function SlotCard({ offer }: { offer: OfferCard }) {
  return (
    <Stack space="2">
      <img src={offer.imageUrl} alt="" width={640} height={360} style={{ width: '100%', height: 'auto' }} />
      <a href={offer.uri}>{offer.label}</a>
      <Text size="small" tone="muted">{`${offer.sellPrice / 100} €`}</Text>
    </Stack>
  );
}

/** Stands for the shop's search box in the search-form slot. */
function SlotSearchForm() {
  return (
    <form aria-label="Rechercher un séjour" onSubmit={(event) => event.preventDefault()}>
      <Inline space="3" alignY="bottom">
        <TextField label="Destination" name="destination" />
        <Button type="submit">Rechercher</Button>
      </Inline>
    </form>
  );
}

const offers = makeHotelOffers(5, 2).map((offer) => <SlotCard key={offer.id} offer={offer} />);

/** Both variants' props, so the controls can switch between them. */
interface StoryArgs extends Omit<ExpiredOfferNotFoundProps, 'variant'> {
  variant: 'notFound' | 'product';
  otherOffersHref: string;
}

const meta = {
  title: 'Blocks/ExpiredOffer',
  component: ExpiredOffer,
  args: {
    variant: 'notFound',
    hotelName: 'Hôtel Le Bellevue',
    offers,
    searchForm: <SlotSearchForm />,
    articles: makeArticles(),
    otherOffersHref: '/fr/hotel/1203',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['notFound', 'product'] } },
  render: ({ variant, otherOffersHref, ...props }: StoryArgs) =>
    variant === 'product' ? (
      <ExpiredOffer variant="product" otherOffersHref={otherOffersHref} />
    ) : (
      <ExpiredOffer {...props} />
    ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trop tard !' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Cette offre a expiré... Heureusement, nous avons d’autres séjours à vous proposer.'),
    ).toBeInTheDocument();
    const carousel = canvas.getByRole('group', { name: 'Autres offres chez Hôtel Le Bellevue' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    await expect(canvas.getByRole('form', { name: 'Rechercher un séjour' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Notre sélection du moment' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('group', { name: /Autres offres/ });
    const slides = within(carousel).getAllByRole('group');
    await expect(slides[1]?.getBoundingClientRect().left).toBeLessThan(window.innerWidth);
    await expect(slides[2]?.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('group', { name: /Autres offres/ });
    // The arrows show once the carousel has measured its slides.
    await expect(await within(carousel).findByRole('button', { name: 'Suivant' })).toBeEnabled();
    await expect(within(carousel).getByRole('button', { name: 'Précédent' })).toBeDisabled();
  },
};

export const WithoutArticlesOrSearchForm: Story = {
  args: { articles: [], searchForm: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Notre sélection du moment' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: /Autres offres/ })).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '¡Demasiado tarde!' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Otras ofertas en Hôtel Le Bellevue' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nuestra selección del momento' }),
    ).toBeInTheDocument();
  },
};

export const ProductPage: Story = {
  args: { variant: 'product' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trop tard !' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Cette offre a expiré... Par chance, nous avons d’autres séjours à vous proposer.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voir les autres offres de cet hôtel' })).toHaveAttribute(
      'href',
      '/fr/hotel/1203',
    );
    await expect(canvasElement.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  },
};

export const ProductPageOnMobile: Story = {
  args: { variant: 'product' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir les autres offres de cet hôtel' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const BrowsesOtherOffers: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('group', { name: /Autres offres/ });
    const next = await within(carousel).findByRole('button', { name: 'Suivant' });
    await userEvent.click(next);
    await waitFor(() => expect(within(carousel).getByRole('button', { name: 'Précédent' })).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
  },
};
