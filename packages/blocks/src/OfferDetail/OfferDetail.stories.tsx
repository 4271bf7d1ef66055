import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  offerDetail,
  offerDetailFromPrice,
  offerDetailTwoRoomsPromo,
  offerDetailUnavailable,
} from '../fixtures/offerContent';
import { OfferDetail, type OfferDetailProps } from './OfferDetail';

const meta = {
  title: 'Blocks/OfferDetail',
  component: OfferDetail,
  args: {
    offer: offerDetail,
    travellers: { adults: 2, children: 0, babies: 0 },
    isOpen: true,
    onOpenChange: fn(),
    onBook: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof OfferDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The open popup, once its entry animation has made it visible. */
const popup = async (
  canvasElement: HTMLElement,
  name = 'Week-end détente avec massage et dîner gastronomique',
) => {
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** The booking option's value under its term. */
const option = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term).nextElementSibling as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await popup(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Le Relais de l’Horloge');
    const program = within(dialog).getByRole('region', { name: 'Au programme' });
    const lines = within(program).getAllByRole('listitem');
    await expect(lines.map((line) => line.dataset.kind)).toEqual(['room', 'breakfast', 'dinner', 'activity']);
    await expect(lines[3]).toHaveTextContent('Massage relaxant de 50 minutes');
    await expect(option(dialog, 'Dates du séjour')).toHaveTextContent(/^18.20 déc/);
    await expect(option(dialog, 'Durée du séjour')).toHaveTextContent('2 nuits');
    await expect(option(dialog, 'Voyageurs')).toHaveTextContent('2 adultes');
    await expect(option(dialog, 'Prix')).toHaveTextContent('599 €');
    await expect(option(dialog, 'Prix')).not.toHaveTextContent('À partir de');
    await expect(option(dialog, 'Annulation')).toHaveTextContent(
      "Modification et annulation gratuites jusqu'au 4 décembre 2026",
    );
    await expect(within(dialog).getByText("Arrivée à partir de 16:00, départ jusqu'à 11:00")).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Réserver' })).toBeEnabled();
    // A centred modal on desktop.
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
      expect(box.bottom).toBeLessThan(window.innerHeight);
    });
  },
};

export const OnMobileABottomDrawer: Story = {
  name: 'S-205 On mobile, a bottom drawer',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await popup(canvasElement);
    await expect(dialog).toHaveAttribute('data-placement', 'bottom');
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(within(dialog).getByRole('button', { name: 'Réserver' })).toBeVisible();
  },
};

export const Books: Story = {
  name: 'S-205 Books',
  play: async ({ canvasElement, args }) => {
    const dialog = await popup(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réserver' }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
    await expect(args.onBook).toHaveBeenCalledWith(expect.objectContaining({ id: 100472 }));
  },
};

export const Booking: Story = {
  parameters: { screenshot: false },
  args: { isBooking: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await popup(canvasElement);
    const book = within(dialog).getByRole('button', { name: /Réserver/ });
    await userEvent.click(book);
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

export const FromPriceWithoutDates: Story = {
  name: 'S-313 From price without dates',
  args: { offer: offerDetailFromPrice },
  play: async ({ canvasElement }) => {
    const dialog = await popup(canvasElement);
    await expect(within(dialog).queryByText('Dates du séjour')).not.toBeInTheDocument();
    await expect(option(dialog, 'Prix')).toHaveTextContent('À partir de');
    await expect(option(dialog, 'Prix')).toHaveTextContent('Choisissez vos dates pour voir le prix final.');
    await expect(option(dialog, 'Annulation')).toHaveTextContent(
      "Choisissez vos dates pour connaître les conditions d'annulation de ce séjour.",
    );
  },
};

export const NoAvailabilityOnTheDates: Story = {
  args: { offer: offerDetailUnavailable },
  play: async ({ canvasElement }) => {
    const dialog = await popup(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Désolé, aucune disponibilité à vos dates',
    );
    await expect(within(dialog).queryByText('Prix')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Réserver' })).toBeDisabled();
  },
};

export const FamilyInTwoRoomsWithPromo: Story = {
  args: { offer: offerDetailTwoRoomsPromo, travellers: { adults: 2, children: 1, babies: 1 } },
  play: async ({ canvasElement }) => {
    const dialog = await popup(canvasElement);
    await expect(option(dialog, 'Voyageurs')).toHaveTextContent('2 adultes, 1 enfant, 1 bébé');
    const price = option(dialog, 'Prix');
    await expect(within(price).getByText('-20 %')).toBeVisible();
    await expect(within(price).getByText('Au lieu de 1 197 €')).toBeInTheDocument();
    await expect(price).toHaveTextContent('Prix pour 2 chambres');
  },
};

export const Loading: Story = {
  args: { offer: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await popup(canvasElement, "Détail de l'offre");
    await expect(within(dialog).getByRole('status')).toHaveTextContent("Chargement de l'offre");
    await expect(within(dialog).queryByRole('button', { name: 'Réserver' })).not.toBeInTheDocument();
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT', viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const dialog = await popup(canvasElement);
    await expect(within(dialog).getByRole('region', { name: 'Nel programma' })).toBeVisible();
    await expect(option(dialog, 'Viaggiatori')).toHaveTextContent('2 adulti');
    await expect(within(dialog).getByRole('button', { name: 'Prenota' })).toBeVisible();
    await expect(dialog).toHaveAttribute('data-size', 'medium');
  },
};

function FromAButton(args: OfferDetailProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Voir l'offre</Button>
      <OfferDetail {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

export const OpensAndRestoresFocus: Story = {
  args: { isOpen: false },
  render: (args) => <FromAButton {...args} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: "Voir l'offre" });
    await userEvent.click(button);
    const dialog = await popup(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await waitFor(() => expect(button).toHaveFocus());
  },
};
