import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CancellationModal } from './CancellationModal';

const meta = {
  title: 'Blocks/CancellationModal',
  component: CancellationModal,
  args: {
    policy: { cancellable: true, cancellationDeadline: '2026-06-05' },
    hasDates: true,
    onOpenChange: fn(),
    children: <Button variant="outline">Conditions d'annulation</Button>,
  },
} satisfies Meta<typeof CancellationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('dialog', { name: "Conditions d'annulation" });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: "Conditions d'annulation" }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const FreeCancellationUntilTheDeadline: Story = {
  name: 'S-316 Free cancellation until the deadline',
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const status = within(modal).getByRole('status');
    await expect(status).toHaveTextContent("Modification et annulation gratuites jusqu'au 5 juin 2026");
    await expect(status.closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    await expect(within(modal).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ChooseDates: Story = {
  args: { defaultOpen: true, hasDates: false, policy: { cancellable: true, cancellationDeadline: null } },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const status = within(modal).getByRole('status');
    await expect(status).toHaveTextContent(
      "Choisissez vos dates pour connaître les conditions d'annulation de ce séjour.",
    );
    await expect(status.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
  },
};

export const NonRefundable: Story = {
  args: { defaultOpen: true, policy: { cancellable: false, cancellationDeadline: null } },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(within(modal).getByRole('status')).toHaveTextContent('Non échangeable et non remboursable');
    await expect(within(modal).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const OnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await waitFor(() => expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const InSpanish: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Condiciones de cancelación' });
    await expect(within(modal).getByRole('status')).toHaveTextContent(
      'Modificación y cancelación gratuitas hasta el 5 de junio de 2026',
    );
  },
};

export const OpensAndGivesFocusBack: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: "Conditions d'annulation" });
    await userEvent.click(trigger);
    await dialog(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
