import type { ActivityOnlyDetail } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeImage } from '../fixtures/offers';
import { ActivityDetails, ActivityHeader } from './ActivityDetails';
import { ActivityPurchaseModal } from './ActivityPurchaseModal';
import { ActivityPurchasePanel } from './ActivityPurchasePanel';

// The standalone activity page's blocks (001 §2.7): its content, its purchase panel and modal.

const image = makeImage(7, 'Canoë sur l’Ardèche');
const activity: ActivityOnlyDetail = {
  id: 70012,
  uri: '/activity/70012',
  published: true,
  label: 'Descente de l’Ardèche en canoë',
  description:
    'Une demi-journée sur la rivière, entre falaises et plages de galets, avec un moniteur diplômé qui vous accompagne du départ à l’arrivée.',
  images: [image],
  imagesBySize: { '120_80': [], '640_360': [], '960_540': [] },
  activities: [
    {
      activityId: 501,
      title: 'Canoë biplace, 12 km',
      detailList: ['Gilets et bidons étanches fournis', 'Retour en navette'],
      whyList: ['Le Pont d’Arc vu depuis l’eau'],
      how: 'Présentez votre bon à l’accueil de la base nautique.',
      duration: 180,
      schedules: ['9h – 12h', '14h – 17h'],
      activityCenter: {
        id: 301,
        label: 'Base nautique du Pont d’Arc',
        location: 'Vallon-Pont-d’Arc',
        uri: '/hotel/301',
        star: 0,
        main: true,
      },
    },
  ],
  mainActivityCenter: {
    id: 301,
    label: 'Base nautique du Pont d’Arc',
    stars: 3,
    location: {
      label: 'Vallon-Pont-d’Arc, Ardèche',
      address: '12 route des Gorges',
      latitude: 44.4,
      longitude: 4.4,
    },
  },
  schedules: ['9h – 12h', '14h – 17h'],
  importantInformation: ['Savoir nager 25 mètres', 'À partir de 7 ans'],
  prices: [
    {
      paxComposition: { adults: 1 },
      sellPrice: 3900,
      barPrice: 4500,
      promoPercentageRounded: 14,
      moneySaved: 600,
    },
    {
      paxComposition: { adults: 2 },
      sellPrice: 6900,
      barPrice: 9000,
      promoPercentageRounded: 24,
      moneySaved: 2100,
    },
  ],
  breadCrumb: [],
  pageModel: {
    metaRobots: 'index,follow',
    canonicalUrl: '/fr/activity/70012',
    pageTitle: 'Descente de l’Ardèche en canoë',
    alternateUrls: [],
  },
};

const meta = {
  title: 'Blocks/ActivityProduct',
  component: ActivityDetails,
  args: { activity },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <>
      <ActivityHeader activity={args.activity} />
      <ActivityDetails {...args} />
    </>
  ),
} satisfies Meta<typeof ActivityDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  name: 'S-284 S-291 The program, practical information and benefits, with the main activity centre',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: activity.label })).toBeVisible();
    await expect(canvas.getByText('Base nautique du Pont d’Arc', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('3 étoiles')).toBeInTheDocument();
    await expect(canvas.getByText('Vallon-Pont-d’Arc, Ardèche')).toBeVisible();
    for (const title of ['Au programme', 'Infos pratiques', 'Le bon activité']) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    for (const part of ["Comment s'y rendre", "Horaires d'ouverture", 'Bon à savoir']) {
      await expect(canvas.getByRole('heading', { level: 3, name: part })).toBeVisible();
    }
    await expect(canvas.getByText('Valable 12 mois')).toBeVisible();
    await expect(canvas.getByText('À offrir ou à garder pour vous')).toBeVisible();
    await expect(canvas.getByText('Réservation rapide auprès de notre partenaire')).toBeVisible();
  },
};

function Purchase({
  prices,
  isPublished = true,
}: {
  prices: ActivityOnlyDetail['prices'];
  isPublished?: boolean;
}) {
  const [adults, setAdults] = useState(2);
  const [mode, setMode] = useState<'ownUse' | 'gift' | null>(null);
  return (
    <div style={{ maxWidth: 360 }}>
      <ActivityPurchasePanel
        isPublished={isPublished}
        prices={prices}
        adults={adults}
        onAdultsChange={setAdults}
        onBuy={setMode}
        otherOffersHref="/fr/activities/search"
      />
      <ActivityPurchaseModal
        mode={mode}
        onClose={() => setMode(null)}
        label={activity.label}
        prices={prices}
        adults={adults}
        checkoutHref={(shown) =>
          `/fr/checkout/70012${shown === 'ownUse' ? '?customType=OWN_USE' : ''}#id=70012&a=${adults}`
        }
      />
    </div>
  );
}

export const PriceFollowsParticipants: StoryObj<typeof Purchase> = {
  name: 'S-288 S-289 S-290 The price follows the participants, from 1 to 2',
  render: () => <Purchase prices={activity.prices} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByTestId('activity-price');
    await expect(price).toHaveAttribute('data-sell-price', '6900');
    await expect(canvas.getByText('Vous économisez 21 €')).toBeVisible();
    await expect(canvas.getByText('De 1 à 2 participants')).toBeVisible();
    const more = canvas.getByRole('button', { name: /Ajouter|Augmenter|Plus/ });
    await expect(more).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Retirer|Diminuer|Moins/ }));
    await expect(price).toHaveAttribute('data-sell-price', '3900');
    await expect(canvas.getByRole('heading', { name: 'Prix pour 1 participant' })).toBeVisible();
    await expect(canvas.getByText('Vous économisez 6 €')).toBeVisible();
  },
};

export const BuyForMyself: StoryObj<typeof Purchase> = {
  name: 'S-285 S-286 Buy for myself opens the modal in own-use mode; Continue goes to the checkout',
  render: () => <Purchase prices={activity.prices} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Acheter pour moi' }));
    const dialog = await page.findByRole('dialog', { name: 'Acheter pour moi' });
    await waitFor(() => expect(within(dialog).getByText(/Vous recevez le bon par e-mail/)).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'Continuer' })).toHaveAttribute(
      'href',
      '/fr/checkout/70012?customType=OWN_USE#id=70012&a=2',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Acheter pour moi' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Offrir' }));
    const gift = await page.findByRole('dialog', { name: 'Offrir cette activité' });
    await expect(within(gift).getByRole('link', { name: 'Continuer' })).toHaveAttribute(
      'href',
      '/fr/checkout/70012#id=70012&a=2',
    );
  },
};

export const OfferOnAPhone: StoryObj<typeof Purchase> = {
  name: 'S-285 On a phone, Offer opens a drawer',
  render: () => <Purchase prices={activity.prices} />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Offrir' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Offrir cette activité',
    });
    await expect(
      dialog.closest('[data-placement]')?.getAttribute('data-placement') ??
        dialog.getAttribute('data-placement'),
    ).toBe('bottom');
  },
};

export const TooLate: StoryObj<typeof Purchase> = {
  name: 'S-287 An activity no longer published shows Too late and other offers',
  render: () => <Purchase prices={activity.prices} isPublished={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Trop tard !' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Voir d'autres offres" })).toHaveAttribute(
      'href',
      '/fr/activities/search',
    );
    await expect(canvas.queryByRole('button', { name: 'Acheter pour moi' })).toBeNull();
  },
};

export const OnePrice: StoryObj<typeof Purchase> = {
  name: 'S-288 With prices for 2 only, the stepper stays at 2',
  render: () => <Purchase prices={activity.prices.slice(1)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('De 2 à 2 participants')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retirer|Diminuer|Moins/ })).toBeDisabled();
  },
};
