import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureGiftContent, fixtureGiftContentThree } from '../fixtures/giftContent';
import { GiftDrawer } from './GiftDrawer';

const meta = {
  title: 'Blocks/GiftDrawer',
  component: GiftDrawer,
  args: { content: fixtureGiftContent, trigger: <Button variant="outline">Idées cadeaux</Button> },
} satisfies Meta<typeof GiftDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Idées cadeaux' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Offrez une escapade' });
    await expect(drawer).toHaveAccessibleDescription(fixtureGiftContent.subtitle ?? '');
    const links = within(drawer).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      fixtureGiftContent.singleVoucherURL,
      fixtureGiftContent.boxURL,
      fixtureGiftContent.giftcardURL,
      fixtureGiftContent.activityOnlyURL,
    ]);
  },
};

export const OpenOnDesktop: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Offrez une escapade' });
    await expect(within(drawer).getAllByRole('link')).toHaveLength(4);
  },
};

export const OpenOnMobileWithoutActivityGift: Story = {
  args: { defaultOpen: true, content: fixtureGiftContentThree },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Offrez une escapade' });
    await expect(within(drawer).getAllByRole('link')).toHaveLength(3);
    await expect(within(drawer).queryByRole('link', { name: /Activité cadeau/ })).not.toBeInTheDocument();
  },
};
