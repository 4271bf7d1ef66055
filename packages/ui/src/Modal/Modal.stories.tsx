import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Text } from '../Text';
import {
  Modal,
  ModalClose,
  ModalContent,
  type ModalContentProps,
  type ModalProps,
  ModalTrigger,
} from './Modal';

interface StoryArgs
  extends Omit<ModalProps, 'children'>,
    Pick<ModalContentProps, 'size' | 'isFullScreenOnMobile'> {
  onConfirm?: () => void;
}

const meta = {
  title: 'UI/Modal',
  subcomponents: { ModalTrigger, ModalContent, ModalClose },
  args: { onOpenChange: fn(), onConfirm: fn(), size: 'medium', isFullScreenOnMobile: false },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  render: ({ size, isFullScreenOnMobile, onConfirm, ...args }: StoryArgs) => (
    <Modal {...args}>
      <ModalTrigger asChild>
        <Button variant="outline">Conditions d’annulation</Button>
      </ModalTrigger>
      <ModalContent
        size={size}
        isFullScreenOnMobile={isFullScreenOnMobile}
        title="Conditions d’annulation"
        description="Offre du 12 au 14 juin 2026"
        footer={
          <>
            <ModalClose>
              <Button variant="outline">Annuler</Button>
            </ModalClose>
            <Button onPress={onConfirm}>J’ai compris</Button>
          </>
        }
      >
        <Text>Annulation gratuite jusqu’au 5 juin 2026 à 23h59. Au-delà, le séjour est dû en totalité.</Text>
      </ModalContent>
    </Modal>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Conditions d’annulation' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const OpenOnDesktop: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Conditions d’annulation' });
    await expect(dialog).toHaveAccessibleDescription('Offre du 12 au 14 juin 2026');
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(640);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(1);
  },
};

export const Small: Story = {
  args: { defaultOpen: true, size: 'small' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-size', 'small');
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(400);
  },
};

export const Large: Story = {
  args: { defaultOpen: true, size: 'large' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(960);
  },
};

export const CentredOnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const box = (await page(canvasElement).findByRole('dialog')).getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.width).toBeLessThan(window.innerWidth);
  },
};

export const FullScreenOnMobile: Story = {
  args: { defaultOpen: true, isFullScreenOnMobile: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-fullscreen-mobile', 'true');
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top, Math.round(box.width), Math.round(box.height)]).toEqual([
      0,
      0,
      window.innerWidth,
      window.innerHeight,
    ]);
  },
};

export const FullScreenOnMobileIsCentredOnDesktop: Story = {
  args: { defaultOpen: true, isFullScreenOnMobile: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const box = (await page(canvasElement).findByRole('dialog')).getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(640);
    await expect(box.top).toBeGreaterThan(0);
  },
};

export const OpensFromButtonTrigger: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Conditions d’annulation' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Conditions d’annulation' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const ClosesWithEscapeAndRestoresFocus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Conditions d’annulation' });
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FooterActions: Story = {
  parameters: { screenshot: false },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'J’ai compris' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(page(canvasElement).getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

function ControlledModal() {
  const [isOpen, setOpen] = useState(false);
  return (
    <Inline space="3">
      <Button onPress={() => setOpen(true)}>Ouvrir</Button>
      <Text>{isOpen ? 'Ouverte' : 'Fermée'}</Text>
      <Modal isOpen={isOpen} onOpenChange={setOpen}>
        <ModalContent title="Carte" size="small">
          <Text>Contenu</Text>
        </ModalContent>
      </Modal>
    </Inline>
  );
}

export const Controlled: Story = {
  parameters: { screenshot: false },
  render: () => <ControlledModal />,
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Ouvrir' }));
    await page(canvasElement).findByRole('dialog', { name: 'Carte' });
    await expect(page(canvasElement).getByText('Ouverte')).toBeInTheDocument();
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(page(canvasElement).getByText('Fermée')).toBeInTheDocument());
  },
};

export const ControlledReturnsFocusToItsOpener: Story = {
  parameters: { screenshot: false },
  render: () => <ControlledModal />,
  play: async ({ canvasElement }) => {
    const opener = page(canvasElement).getByRole('button', { name: 'Ouvrir' });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Carte' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('dialog', { name: 'Carte' });
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
