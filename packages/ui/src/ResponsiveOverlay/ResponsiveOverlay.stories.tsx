import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ResponsiveOverlay } from './ResponsiveOverlay';

const meta = {
  title: 'UI/ResponsiveOverlay',
  component: ResponsiveOverlay,
  args: {
    title: 'Équipements',
    trigger: <Button variant="outline">Équipements</Button>,
    onOpenChange: fn(),
    children: (layout) => (
      <>
        <p>{layout === 'modal' ? 'En plein écran sur mobile.' : 'Sous son bouton sur grand écran.'}</p>
        <Checkbox label="Piscine" />
        <Checkbox label="Spa" />
      </>
    ),
  },
  render: (args) => (
    <div style={{ minHeight: 320 }}>
      <ResponsiveOverlay {...args} />
    </div>
  ),
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ResponsiveOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Équipements' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** From the tablet breakpoint: a popover under its trigger; the page behind stays usable. */
export const PopoverOnDesktop: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Équipements' });
    await expect(dialog.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'popover');
    // The popover fades in.
    await waitFor(() => expect(within(dialog).getByText('Sous son bouton sur grand écran.')).toBeVisible());
    await expect(dialog).not.toHaveAttribute('aria-modal');
  },
};

/** On mobile: a full-screen modal with its title and a close button. */
export const ModalOnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Équipements' });
    await expect(dialog.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'modal');
    // The modal fades in.
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Équipements' })).toBeVisible());
    await expect(within(dialog).getByText('En plein écran sur mobile.')).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** The trigger opens it, Escape closes it and focus goes back to the trigger. */
export const OpensAndClosesByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Équipements' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Équipements' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Piscine' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** On mobile the modal's close button closes it and focus goes back to the trigger. */
export const ClosesOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Équipements' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Équipements' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
