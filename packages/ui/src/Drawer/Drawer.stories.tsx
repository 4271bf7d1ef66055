import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  type DrawerPlacement,
  type DrawerProps,
  DrawerTrigger,
} from './Drawer';

interface StoryArgs extends Omit<DrawerProps, 'children'> {
  placement?: DrawerPlacement;
}

const meta = {
  title: 'UI/Drawer',
  subcomponents: { DrawerTrigger, DrawerContent, DrawerClose },
  args: { onOpenChange: fn(), placement: 'auto' },
  argTypes: { placement: { control: 'inline-radio', options: ['auto', 'bottom', 'right'] } },
  render: ({ placement, ...args }: StoryArgs) => (
    <Drawer {...args}>
      <DrawerTrigger asChild>
        <Button variant="outline">Voir les 4 autres offres</Button>
      </DrawerTrigger>
      <DrawerContent
        placement={placement}
        title="Hôtel des Remparts"
        description="4 autres offres disponibles"
        footer={
          <DrawerClose>
            <Button>Retour à la recherche</Button>
          </DrawerClose>
        }
      >
        <Stack space="3">
          {['Week-end gourmand', 'Escapade bien-être', 'Nuit romantique', 'Séjour découverte'].map(
            (label) => (
              <Text key={label}>{label}</Text>
            ),
          )}
        </Stack>
      </DrawerContent>
    </Drawer>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Voir les 4 autres offres' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const OpenOnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Hôtel des Remparts' });
    await expect(dialog).toHaveAccessibleDescription('4 autres offres disponibles');
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.bottom)).toBe(window.innerHeight);
      expect(Math.round(box.width)).toBe(window.innerWidth);
    });
  },
};

export const OpenOnDesktop: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Hôtel des Remparts' });
    // The portal stays inside the ThemeProvider, so the panel gets the theme's surface colour.
    await expect(dialog.closest('[data-theme]')).not.toBeNull();
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(255, 255, 255)');
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.right)).toBe(window.innerWidth);
      expect(Math.round(box.top)).toBe(0);
      expect(Math.round(box.height)).toBe(window.innerHeight);
      expect(box.width).toBeLessThan(window.innerWidth / 2);
    });
  },
};

export const BottomOnDesktop: Story = {
  args: { defaultOpen: true, placement: 'bottom' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-placement', 'bottom');
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  },
};

export const OpensFromButtonTrigger: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Voir les 4 autres offres' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Hôtel des Remparts' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const ClosesWithEscapeAndRestoresFocus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Voir les 4 autres offres' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesWithCloseButton: Story = {
  parameters: { screenshot: false },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesFromFooterButton: Story = {
  parameters: { screenshot: false },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Retour à la recherche' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesOnBackdropClick: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().left)).toBeGreaterThan(100));
    const outside = document.elementFromPoint(40, 40) as HTMLElement;
    await expect(dialog).not.toContainElement(outside);
    await userEvent.click(outside);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const TrapsFocusAndLocksScroll: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Voir les 4 autres offres' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
  },
};
