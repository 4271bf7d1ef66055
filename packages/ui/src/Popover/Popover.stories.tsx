import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Stack } from '../Stack';
import { Popover, PopoverClose, PopoverContent, type PopoverProps, PopoverTrigger } from './Popover';

type StoryArgs = Omit<PopoverProps, 'children'>;

const meta = {
  title: 'UI/Popover',
  subcomponents: { PopoverTrigger, PopoverContent, PopoverClose },
  args: { onOpenChange: fn(), onDismiss: fn() },
  render: (args: StoryArgs) => (
    <div
      style={{
        minHeight: 320,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
      }}
    >
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">Étoiles</Button>
        </PopoverTrigger>
        <PopoverContent label="Étoiles">
          <Stack space="3">
            <Checkbox label="5 étoiles" />
            <Checkbox label="4 étoiles" />
            <PopoverClose>
              <Button>Voir les résultats</Button>
            </PopoverClose>
          </Stack>
        </PopoverContent>
      </Popover>
      <Button variant="ghost">Trier</Button>
      <p>Résultats de la recherche</p>
    </div>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Étoiles' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Étoiles' });
    const trigger = page(canvasElement).getByRole('button', { name: 'Étoiles' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};

export const OpensWithPressAndClosesFromInside: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const trigger = page(canvasElement).getByRole('button', { name: 'Étoiles' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Étoiles' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voir les résultats' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeReportsItsReason: Story = {
  parameters: { screenshot: false },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    await page(canvasElement).findByRole('dialog', { name: 'Étoiles' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledWith('escape');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OutsidePressReportsItsReason: Story = {
  parameters: { screenshot: false },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    await page(canvasElement).findByRole('dialog', { name: 'Étoiles' });
    await userEvent.click(page(canvasElement).getByText('Résultats de la recherche'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledWith('outside');
  },
};

export const OutsidePressAfterAnInsideControlCloses: Story = {
  parameters: { screenshot: false },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Étoiles' });
    const checkbox = within(dialog).getByRole('checkbox', { name: '5 étoiles' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.click(page(canvasElement).getByText('Résultats de la recherche'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('outside');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const TriggerPressAfterAnInsideControlCloses: Story = {
  parameters: { screenshot: false },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Étoiles' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '4 étoiles' }));
    const trigger = page(canvasElement).getByRole('button', { name: 'Étoiles' });
    await userEvent.click(trigger);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('outside');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const TabFromTheLastControlMovesOn: Story = {
  parameters: { screenshot: false },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Étoiles' });
    const results = within(dialog).getByRole('button', { name: 'Voir les résultats' });
    results.focus();
    await userEvent.tab();
    // The panel leaves the tab order as a press outside would: closed, reported, focus after the trigger.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('outside');
    await expect(page(canvasElement).getByRole('button', { name: 'Trier' })).toHaveFocus();
  },
};

export const ShiftTabFromTheFirstControlReturnsToTheTrigger: Story = {
  parameters: { screenshot: false },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Étoiles' });
    within(dialog).getByRole('checkbox', { name: '5 étoiles' }).focus();
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledWith('outside');
    await expect(page(canvasElement).getByRole('button', { name: 'Étoiles' })).toHaveFocus();
  },
};
