import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productOffers, productQuote } from '../fixtures/product';
import { CancellationInfo } from './CancellationInfo';

const meta = {
  title: 'Blocks/CancellationInfo',
  component: CancellationInfo,
  args: {
    policy: productQuote.cancellationPolicy,
    hasDates: true,
    flow: 'booking',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof CancellationInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const line = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-status]') ?? canvasElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Modification et annulation gratuites jusqu'au 4 décembre 2026"),
    ).toBeVisible();
    await expect(line(canvasElement)).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByRole('button', { name: "Conditions d'annulation" })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  },
};

export const NonRefundable: Story = {
  args: { policy: { isCancellable: false, cancellationDeadline: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Non échangeable et non remboursable')).toBeVisible();
    await expect(line(canvasElement)).toHaveAttribute('data-tone', 'info');
    await expect(line(canvasElement)).toHaveAttribute('data-status', 'nonRefundable');
  },
};

export const DeadlinePassed: Story = {
  args: { policy: { isCancellable: true, cancellationDeadline: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Non échangeable et non remboursable')).toBeVisible();
    await expect(line(canvasElement)).toHaveAttribute('data-tone', 'info');
  },
};

export const WithoutDates: Story = {
  args: { hasDates: false, policy: { cancellable: true, cancellationDeadline: null } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "Choisissez vos dates pour connaître les conditions d'annulation de ce séjour.",
      ),
    ).toBeVisible();
    await expect(line(canvasElement)).toHaveAttribute('data-status', 'chooseDates');
    await expect(line(canvasElement)).toHaveAttribute('data-tone', 'info');
  },
};

export const GiftFlow: Story = {
  args: { flow: 'gifting' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-status]')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const InAnOfferRow: Story = {
  args: {
    size: 'small',
    policy: productOffers.offers[1]?.cancellationPolicy ?? productQuote.cancellationPolicy,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/jusqu'au 16 décembre 2026/)).toBeVisible();
  },
};

export const ConditionsOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog', { name: "Conditions d'annulation" });
    await expect(within(modal).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(modal).getByText(/80 % du montant de chaque nuit/)).toBeInTheDocument();
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: "Conditions d'annulation" });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(line(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const InDutch: Story = {
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gratis wijzigen en annuleren tot 4 december 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Annuleringsvoorwaarden' })).toBeVisible();
  },
};

export const OpensTheTermsAndGivesFocusBack: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: "Conditions d'annulation" });
    await userEvent.click(trigger);
    const modal = await page(canvasElement).findByRole('dialog', { name: "Conditions d'annulation" });
    await expect(within(modal).getByRole('status')).toHaveTextContent("jusqu'au 4 décembre 2026");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpensFromTheKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: "Conditions d'annulation" }).focus();
    await userEvent.keyboard('{Enter}');
    const modal = await page(canvasElement).findByRole('dialog', { name: "Conditions d'annulation" });
    await waitFor(() => expect(modal).toBeVisible());
  },
};
