import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { percentageTax, relaisHotel } from '../fixtures/hotelInfo';
import { TouristTaxModal } from './TouristTaxModal';

const perPersonTax = relaisHotel.localTax ?? percentageTax;

const meta = {
  title: 'Blocks/TouristTaxModal',
  component: TouristTaxModal,
  args: {
    localTax: perPersonTax,
    nights: 2,
    participants: 2,
    stayPrice: 59_850,
    onOpenChange: fn(),
    children: <Button variant="outline">Taxe de séjour</Button>,
  },
} satisfies Meta<typeof TouristTaxModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = (canvasElement: HTMLElement, name = 'Taxe de séjour') =>
  page(canvasElement).findByRole('dialog', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Taxe de séjour' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ForThisStay: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const modalScope = within(modal);
    await expect(modalScope.getByRole('heading', { name: "Qu'est-ce que c'est ?" })).toBeInTheDocument();
    await expect(modalScope.getByRole('heading', { name: 'Pour ce séjour' })).toBeInTheDocument();
    await expect(
      modalScope.getByText(/^3\s€ par adulte et par nuit, à régler sur place à l'hôtel\.$/),
    ).toBeInTheDocument();
    await expect(modalScope.getByText(/^3\s€ × 2 participants × 2 nuits$/)).toBeInTheDocument();
    await expect(modalScope.getByText(/^Total : 12\s€$/)).toBeInTheDocument();
    await expect(modalScope.getByRole('button', { name: "J'ai compris" })).toBeInTheDocument();
    await expect(modalScope.queryByText(/^Exemple pour/)).not.toBeInTheDocument();
  },
};

export const WithoutDates: Story = {
  args: { defaultOpen: true, nights: null, participants: null, stayPrice: null },
  play: async ({ canvasElement }) => {
    const modal = within(await dialog(canvasElement));
    await expect(modal.getByText(/^3\s€ × 2 participants × 1 nuit$/)).toBeInTheDocument();
    await expect(modal.getByText(/^Total : 6\s€$/)).toBeInTheDocument();
    await expect(modal.getByText(/^Exemple pour 1 nuit et 2 participants/)).toBeInTheDocument();
  },
};

export const OneAdultThreeNights: Story = {
  args: { defaultOpen: true, nights: 3, participants: 1 },
  play: async ({ canvasElement }) => {
    const modal = within(await dialog(canvasElement));
    await expect(modal.getByText(/^3\s€ × 1 participant × 3 nuits$/)).toBeInTheDocument();
    await expect(modal.getByText(/^Total : 9\s€$/)).toBeInTheDocument();
  },
};

export const PercentageTax: Story = {
  args: { defaultOpen: true, localTax: percentageTax },
  play: async ({ canvasElement }) => {
    const modal = within(await dialog(canvasElement));
    await expect(
      modal.getByText(/^5\s% du prix du séjour, à régler sur place à l'hôtel\.$/),
    ).toBeInTheDocument();
    await expect(modal.getByText(/^5\s% × 598,50\s€$/)).toBeInTheDocument();
    await expect(modal.getByText(/^Total : 29,93\s€$/)).toBeInTheDocument();
  },
};

export const PercentageWithoutPrice: Story = {
  args: { defaultOpen: true, localTax: percentageTax, nights: null, stayPrice: null },
  play: async ({ canvasElement }) => {
    const modal = within(await dialog(canvasElement));
    await expect(modal.getByText(/^Le montant dépend du prix de votre séjour/)).toBeInTheDocument();
    await expect(modal.queryByText(/^Total/)).not.toBeInTheDocument();
  },
};

export const PaidWithTheBooking: Story = {
  args: { defaultOpen: true, localTax: { ...perPersonTax, toBePaidAtHotel: false } },
  play: async ({ canvasElement }) => {
    const modal = within(await dialog(canvasElement));
    await expect(
      modal.getByText(/par adulte et par nuit, payée avec votre réservation\.$/),
    ).toBeInTheDocument();
  },
};

export const OnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await waitFor(() => expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth));
    await expect(within(modal).getByRole('button', { name: "J'ai compris" })).toBeInTheDocument();
  },
};

export const InItalian: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'it_IT' },
  play: async ({ canvasElement }) => {
    const modal = within(await dialog(canvasElement, 'Tassa di soggiorno'));
    await expect(modal.getByRole('heading', { name: "Che cos'è?" })).toBeInTheDocument();
    await expect(modal.getByText(/^3\s€ × 2 partecipanti × 2 notti$/)).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Ho capito' })).toBeInTheDocument();
  },
};

export const ClosesWithIUnderstood: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Taxe de séjour' });
    await userEvent.click(trigger);
    const modal = await dialog(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(modal).getByRole('button', { name: "J'ai compris" }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
