import type { WishlistItem } from '@escale/domain';
import { Button } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureWishlist } from '../fixtures/chrome';
import { WishlistDrawer, type WishlistDrawerProps } from './WishlistDrawer';

type StoryArgs = Omit<WishlistDrawerProps, 'trigger'>;

/** Keeps the items in state, as the shop does, so removals show. */
function Stateful({ items: initial, onRemoveItem, ...props }: StoryArgs) {
  const [items, setItems] = useState<readonly WishlistItem[]>(initial);
  return (
    <WishlistDrawer
      {...props}
      items={items}
      onRemoveItem={(item) => {
        onRemoveItem(item);
        setItems((kept) => kept.filter((other) => other !== item));
      }}
      trigger={<Button variant="outline">Favoris</Button>}
    />
  );
}

const meta = {
  title: 'Blocks/WishlistDrawer',
  render: (args: StoryArgs) => <Stateful {...args} />,
  args: { items: fixtureWishlist, onRemoveItem: fn(), searchHref: '/fr/search', isOnSearchPage: false },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openDrawer = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Favoris' }));
  return page(canvasElement).findByRole('dialog', { name: 'Mes favoris' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const stays = within(drawer).getByRole('region', { name: 'Séjours (2)' });
    const activities = within(drawer).getByRole('region', { name: 'Activités (1)' });
    await expect(within(stays).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(activities).getByRole('link', { name: 'Balade en canoë sur la Dordogne' }),
    ).toHaveAttribute('href', '/fr/activity/9031');
  },
};

export const OnMobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile' } },
};

export const RemovesItemsOneByOne: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Retirer Week-end gourmand dans le Lot des favoris' }),
    );
    await expect(args.onRemoveItem).toHaveBeenCalledWith(fixtureWishlist[0]);
    await expect(within(drawer).getByRole('region', { name: 'Séjours (1)' })).toBeVisible();
    // Focus moves to the next item's remove button.
    await waitFor(() =>
      expect(
        within(drawer).getByRole('button', { name: 'Retirer Escapade vinothérapie des favoris' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(drawer).getByRole('button', { name: 'Retirer Balade en canoë sur la Dordogne des favoris' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemoveItem).toHaveBeenCalledTimes(3);
    await expect(within(drawer).getByText("Vous n'avez aucun élément dans vos favoris.")).toBeVisible();
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Ajouter des éléments' })).toHaveFocus(),
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).getByText("Vous n'avez aucun élément dans vos favoris.")).toBeVisible();
    const addItems = within(drawer).getByRole('link', { name: 'Ajouter des éléments' });
    await expect(addItems).toHaveAttribute('href', '/fr/search');
    await userEvent.click(addItems);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const EmptyOnTheSearchPage: Story = {
  parameters: { screenshot: false },
  args: { items: [], isOnSearchPage: true },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(
      within(drawer).queryByRole('link', { name: 'Ajouter des éléments' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Ajouter des éléments' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(within(canvasElement).getByRole('button', { name: 'Favoris' })).toHaveFocus();
  },
};

export const InDutch: Story = {
  parameters: { screenshot: false },
  globals: { locale: 'nl_BE' },
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Favoris' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Mijn favorieten' });
    await expect(within(drawer).getByText('U hebt nog geen items in uw favorieten.')).toBeVisible();
  },
};
