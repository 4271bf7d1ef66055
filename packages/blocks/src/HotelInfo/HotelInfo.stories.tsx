import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ecoHotel,
  ecoThresholdHotel,
  fewEcoHotel,
  relaisHotel,
  shortDescriptionHotel,
} from '../fixtures/hotelInfo';
import { HotelInfo } from './HotelInfo';

const meta = {
  title: 'Blocks/HotelInfo',
  component: HotelInfo,
  args: { hotel: relaisHotel, onEcoModalOpenChange: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof HotelInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const ecoButton = { name: 'Voir ses pratiques écoresponsables' };

export const Default: Story = {
  name: 'S-211 Your hosting with the hotel details',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Votre hébergement' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre hébergement' })).toBeVisible();
    await expect(canvas.getByText('Le Relais de l’Horloge')).toBeVisible();
    await expect(canvas.getByText('3 étoiles')).toBeInTheDocument();
    await expect(canvas.getByText('Chamonix-Mont-Blanc, Auvergne-Rhône-Alpes')).toBeVisible();
    await expect(canvas.getByText(/Les 21 chambres et suites offrent literie…$/)).toBeVisible();
    const highlights = canvas.getByRole('list');
    await expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Restaurant', 'Jardin', 'Terrasse']);
    // 6 eco facilities: no eco block (S-212).
    await expect(canvas.queryByRole('button', ecoButton)).not.toBeInTheDocument();
  },
};

export const WithEcoBlock: Story = {
  args: { hotel: ecoHotel },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hôtel écoresponsable')).toBeVisible();
    await expect(
      canvas.getByText("Cet hôtel s'engage pour l'environnement avec 14 pratiques écoresponsables."),
    ).toBeVisible();
    await expect(canvas.getByRole('button', ecoButton)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EcoBlockAtEightFacilities: Story = {
  args: { hotel: ecoThresholdHotel },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/avec 8 pratiques écoresponsables\.$/)).toBeVisible();
  },
};

export const NoEcoBlockBelowEight: Story = {
  args: { hotel: fewEcoHotel },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="eco"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', ecoButton)).not.toBeInTheDocument();
  },
};

export const EcoModalOpen: Story = {
  args: { hotel: ecoHotel, defaultEcoModalOpen: true },
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Pratiques écoresponsables' });
    await expect(modal).toHaveAccessibleDescription(
      "L'hôtel applique ces mesures pour réduire son empreinte environnementale :",
    );
    const items = within(modal).getAllByRole('listitem');
    await expect(items).toHaveLength(14);
    await expect(items[0]).toHaveTextContent('Borne de recharge');
  },
};

export const EcoModalToggles: Story = {
  parameters: { screenshot: false },
  args: { hotel: ecoHotel },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', ecoButton);
    await userEvent.click(button);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Pratiques écoresponsables' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(modal).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('dialog', { name: 'Pratiques écoresponsables' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onEcoModalOpenChange).toHaveBeenCalledTimes(4);
    await expect(args.onEcoModalOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CustomTitle: Story = {
  args: { title: 'À propos de l’hôtel', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'À propos de l’hôtel' })).toBeVisible();
    await expect(canvas.queryByText('Votre hébergement')).not.toBeInTheDocument();
  },
};

export const SeesMoreAndLess: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus' }));
    await expect(canvas.getByText(/d’un bar et d’un restaurant\.$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voir moins' }));
    await expect(canvas.getByText(/offrent literie…$/)).toBeVisible();
  },
};

export const ShortDescription: Story = {
  args: { hotel: shortDescriptionHotel },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Un chalet familial au pied des pistes.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Les points forts' })).not.toBeInTheDocument();
  },
};

export const WithoutIdentity: Story = {
  name: 'Without the hotel’s name and score (hotel page)',
  args: { showIdentity: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByText('Le Relais de l’Horloge')).toBeNull();
    await expect(canvas.queryByText('3 étoiles')).toBeNull();
  },
};

export const OnMobile: Story = {
  args: { hotel: ecoHotel },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Au pied des pistes de Chamonix-Mont-Blanc, Le Relais de l’Horloge vous reçoit dans une…',
      ),
    ).toBeVisible();
    const button = canvas.getByRole('button', ecoButton);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const InDutch: Story = {
  args: { hotel: ecoHotel },
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Je accommodatie' })).toBeVisible();
    await expect(
      canvas.getByText('Dit hotel zet zich in voor het milieu met 14 duurzame maatregelen.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Meer tonen' })).toBeVisible();
  },
};
