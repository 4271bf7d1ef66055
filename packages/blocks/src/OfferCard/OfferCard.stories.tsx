import { LinkRouterProvider } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  makeActivityOfferCard,
  makeDatedOfferCard,
  makeGiftOfferCard,
  makeOfferCard,
  makePromoOfferCard,
} from '../fixtures/offers';
import { OfferCard } from './OfferCard';
import { OfferCardSkeleton } from './OfferCardSkeleton';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Blocks/OfferCard',
  component: OfferCard,
  args: {
    offer: makeOfferCard({ distance: 4.6 }),
    view: 'NORMAL',
    flow: 'booking',
    href: '/fr/stay/5001?flow=booking',
    isWishlisted: false,
    onToggleWishlist: fn(),
    onSeeOtherOffers: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <LinkRouterProvider navigate={navigate}>
        <div style={{ maxWidth: parameters.cardWidth ?? 400 }}>
          <Story />
        </div>
      </LinkRouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const titleLink = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: 'Week-end gastronomique au bord de la Dordogne' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', {
      name: 'Week-end gastronomique au bord de la Dordogne',
    });
    const inCard = within(card);
    await expect(titleLink(canvasElement)).toHaveAttribute('href', '/fr/stay/5001?flow=booking');
    await expect(inCard.getByText('Château de la Treyne')).toBeVisible();
    await expect(inCard.getByText('5 étoiles')).toBeInTheDocument();
    await expect(inCard.getByText('9,6 sur 10, Parfait')).toBeInTheDocument();
    await expect(inCard.getByText('412 avis')).toBeVisible();
    await expect(inCard.getByText('à 5 km')).toBeVisible();
    await expect(inCard.getByText('Dîner gastronomique')).toBeVisible();
    await expect(inCard.getByText('À partir de')).toBeVisible();
    await expect(inCard.getByText('/ nuit')).toBeVisible();
    await expect(inCard.getByText('239 € au total pour 2 nuits, 2 personnes')).toBeVisible();
    await expect(inCard.getByText("Voir l'offre")).toBeVisible();
    await expect(inCard.getByRole('button', { name: 'Voir les autres offres de cet hôtel' })).toBeVisible();
    await expect(inCard.getByRole('button', { name: "Conditions d'annulation" })).toHaveAttribute(
      'data-tone',
      'info',
    );
    await expect(inCard.queryByText(/^-\d+ ?%$/)).not.toBeInTheDocument();
  },
};

export const Promo: Story = {
  args: { offer: makePromoOfferCard() },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('-23 %')).toBeVisible();
    await expect(card.getByText('Au lieu de 179 €')).toBeInTheDocument();
    await expect(card.getByText('Prix le plus bas sur 30 jours : 150 €')).toBeVisible();
  },
};

export const PromoBelowThreshold: Story = {
  args: {
    offer: makeOfferCard({ sellPrice: 32_600, refPrice: 35_800, promo: 9, lowestPrice30Days: 31_000 }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.queryByText('-9 %')).not.toBeInTheDocument();
    await expect(card.queryByText(/sur 30 jours/)).not.toBeInTheDocument();
  },
};

export const WithDates: Story = {
  args: { offer: makeDatedOfferCard({ lastMinute: true }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.queryByText('À partir de')).not.toBeInTheDocument();
    await expect(card.getByText('Plus que 2 chambres disponibles !')).toBeVisible();
    await expect(card.getByText('Dernière minute')).toBeVisible();
    await expect(card.getByText('Plus que 2 chambres disponibles !').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'scarcity',
    );
    await expect(card.getByRole('button', { name: "Annulation gratuite jusqu'au 5 juin" })).toHaveAttribute(
      'data-tone',
      'positive',
    );
  },
};

export const AtMostTwoStressMessages: Story = {
  args: {
    offer: makeDatedOfferCard({
      availableRooms: 1,
      lastMinute: true,
      cancellationPolicy: { cancellable: true, cancellationDeadline: null },
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Plus que 1 chambre disponible !')).toBeVisible();
    await expect(card.getByText('Dernière minute')).toBeVisible();
    await expect(card.queryByText('Annulation gratuite')).not.toBeInTheDocument();
  },
};

export const NewHotel: Story = {
  args: { offer: makeOfferCard({}, 5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nouveau')).toBeVisible();
    await expect(within(canvasElement).queryByText(/avis/)).not.toBeInTheDocument();
  },
};

export const Gift: Story = {
  args: {
    view: 'GIFT',
    flow: 'gifting',
    offer: makeGiftOfferCard({}, 1),
    href: '/fr/stay/5002?flow=gifting',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Voir le cadeau')).toBeVisible();
    await expect(card.getByText('Pour 2 personnes, 1 nuit')).toBeVisible();
    await expect(card.queryByText('/ nuit')).not.toBeInTheDocument();
    await expect(card.queryByRole('button', { name: /annulation/i })).not.toBeInTheDocument();
  },
};

export const Activity: Story = {
  args: { view: 'ACTIVITY', flow: 'activity', offer: makeActivityOfferCard({ participants: 2 }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('79 €')).toBeVisible();
    await expect(card.getByText('/ pers')).toBeVisible();
    await expect(card.getByText('-12 %')).toBeVisible();
    await expect(card.getByText("Voir l'activité")).toBeVisible();
    await expect(card.queryByRole('button', { name: /autres offres/ })).not.toBeInTheDocument();
  },
};

export const Hotel: Story = {
  args: { view: 'HOTEL', flow: 'hotel', offer: makeOfferCard({}, 2) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Hôtel Le Bellevue' })).toBeVisible();
    await expect(
      card.getByText('Offre la moins chère : Séjour lac et montagne avec croisière'),
    ).toBeVisible();
  },
};

export const Condensed: Story = {
  args: { view: 'CONDENSED', offer: makePromoOfferCard({}, 3), onToggleWishlist: undefined },
  parameters: { cardWidth: 560 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-layout', 'row');
    await expect(within(card).getByText('Accès aux thermes · Dîner')).toBeVisible();
    await expect(within(card).getByText('-23 %')).toBeVisible();
    await expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const CondensedOnMobile: Story = {
  ...Condensed,
  parameters: { cardWidth: 400 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Voir l'offre")).not.toBeVisible();
  },
};

export const Modification: Story = {
  args: {
    view: 'MODIFICATION',
    offer: makeDatedOfferCard({ availableRooms: null }, 2),
    onToggleWishlist: undefined,
    onSeeOtherOffers: undefined,
  },
  parameters: { cardWidth: 640 },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Votre séjour actuel')).toBeVisible();
    await expect(card.getByText('12–14 juin · 2 nuits · 2 personnes')).toBeVisible();
    await expect(card.getByText('Pour 2 personnes, 2 nuits')).toBeVisible();
  },
};

export const AutoDiscount: Story = {
  args: {
    offer: makeOfferCard({ marketingLabels: [{ label: 'Coup de cœur' }] }),
    autoDiscount: { isVariationAssigned: true, discount: { code: 'EXTRA10', value: 10 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Promo : 10 % de réduction en plus')).toBeVisible();
    await expect(within(canvasElement).getByText('Coup de cœur')).toBeVisible();
  },
};

export const AutoDiscountNotInGifting: Story = {
  args: {
    view: 'GIFT',
    flow: 'gifting',
    offer: makeGiftOfferCard(),
    autoDiscount: { isVariationAssigned: true, discount: { code: 'EXTRA10', value: 10 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/réduction en plus/)).not.toBeInTheDocument();
  },
};

export const Wishlisted: Story = {
  args: { isWishlisted: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: "Ajouter Week-end gastronomique au bord de la Dordogne à ma liste d'envies",
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const OnMobile: Story = {
  args: { offer: makePromoOfferCard({ distance: 12.6 }) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('à 13 km')).toBeVisible();
  },
};

export const InSpanish: Story = {
  args: { offer: makeDatedOfferCard({ promo: 23, refPrice: 31_000, lowestPrice30Days: 24_900 }, 6) },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Ver oferta')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ver las otras ofertas de este hotel' })).toBeVisible();
    await expect(card.getByText('/ noche')).toBeVisible();
  },
};

export const TogglesWishlist: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: /liste d'envies/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledWith({
      type: 'STAY',
      id: '5001',
      label: 'Week-end gastronomique au bord de la Dordogne',
      imageUrl: args.offer.imageUrl,
      uri: '/stay/5001',
      hotel: { label: 'Château de la Treyne', locationLabel: 'Lacave', stars: 5 },
    });
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const SeesOtherOffers: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Voir les autres offres de cet hôtel' }),
    );
    await expect(args.onSeeOtherOffers).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const OpensCancellationConditions: Story = {
  parameters: { screenshot: false },
  args: { offer: makeDatedOfferCard() },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: "Annulation gratuite jusqu'au 5 juin",
    });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: "Conditions d'annulation" });
    const status = within(dialog).getByRole('status');
    await expect(status).toHaveTextContent("Modification et annulation gratuites jusqu'au 5 juin 2026");
    await expect(status.closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    await expect(within(dialog).getByText(/80 %/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const NavigatesWithTheRouter: Story = {
  parameters: { screenshot: false },
  args: { onSelect: fn() },
  play: async ({ args, canvasElement }) => {
    const link = titleLink(canvasElement);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/fr/stay/5001?flow=booking');
    // The list hears of the card followed (its select_item).
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // The whole card is the link: the button's look and the picture lead to the same place.
    const cta = within(canvasElement).getByText("Voir l'offre");
    const box = cta.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(link);
    const picture = within(canvasElement).getAllByRole('group', { name: /sur 4/ })[0] as HTMLElement;
    const frame = picture.getBoundingClientRect();
    const hit = document.elementFromPoint(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await expect(hit?.closest('a')).toHaveAttribute('href', '/fr/stay/5001?flow=booking');
    await userEvent.click(hit as HTMLElement);
    await expect(navigate).toHaveBeenCalledTimes(2);
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const ModifierClickOpensNewTab: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = titleLink(canvasElement);
    const prevented: boolean[] = [];
    // Runs after react-aria's handler on the React root: records whether it took the click, then
    // stops the browser, which would otherwise follow the link or open a tab.
    const record = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    canvasElement.addEventListener('click', record);
    try {
      await userEvent.click(link);
      // One user-event session, so the held key applies to the click.
      const user = userEvent.setup();
      for (const key of ['Control', 'Meta', 'Shift']) {
        await user.keyboard(`{${key}>}`);
        await user.click(link);
        await user.keyboard(`{/${key}}`);
      }
    } finally {
      canvasElement.removeEventListener('click', record);
    }
    // The plain click goes through the router; modifier clicks are left to the browser (new tab).
    await expect(prevented).toEqual([true, false, false, false]);
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const LoadsPicturesNearTheViewport: Story = {
  decorators: [
    (Story) => (
      <div style={{ paddingTop: '150vh', paddingBottom: '150vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    const [first] = article.querySelectorAll('img');
    await expect(first).not.toHaveAttribute('src');
    const scrollTopTo = (gap: number) =>
      window.scrollTo(0, window.scrollY + article.getBoundingClientRect().top - window.innerHeight - gap);
    scrollTopTo(120);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(first).not.toHaveAttribute('src');
    scrollTopTo(60);
    await waitFor(() => expect(first).toHaveAttribute('src'));
    window.scrollTo(0, 0);
  },
};

export const SkeletonHasTheCardSize: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', width: 1220 }}>
      {[
        makeOfferCard({}, 0),
        makePromoOfferCard({ distance: 3 }, 1),
        makeDatedOfferCard({ lastMinute: true }, 2),
      ].map((offer) => (
        <div key={offer.id} style={{ width: 290 }} data-testid="slot">
          <OfferCard {...args} offer={offer} />
        </div>
      ))}
      <div style={{ width: 290 }} data-testid="slot">
        <OfferCardSkeleton />
      </div>
    </div>
  ),
  parameters: { cardWidth: 1220 },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const heights = within(canvasElement)
      .getAllByTestId('slot')
      .map((slot) => slot.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};
