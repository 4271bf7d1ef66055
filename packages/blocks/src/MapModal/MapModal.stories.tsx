import type { MapMarker, SearchArea } from '@escale/domain';
import { Button, Stack, Text } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { hotelMapMarker, mapMarkers } from '../fixtures/map';
import { fixtureHotels, makeOfferCard } from '../fixtures/offers';
import { MapModal, type MapModalProps } from './MapModal';

/** Stands for the shop's offer card of the selected hotel. */
function SlotCard({ marker }: { marker: MapMarker }) {
  const index = fixtureHotels.findIndex((hotel) => hotel.id === marker.hotelId);
  const offer = makeOfferCard({}, Math.max(0, index));
  return (
    <div style={{ display: 'flex', gap: 12, padding: 12 }}>
      <img src={offer.images[0]?.sizes['120_80']} alt="" width={120} height={80} />
      <Stack space="1">
        <Text weight="bold">{marker.label}</Text>
        <a href={offer.uri}>{offer.label}</a>
        <Text size="small" tone="muted">{`${offer.sellPrice / 100} €`}</Text>
      </Stack>
    </div>
  );
}

/** The shop's side: it holds the open state and the selection, and passes the card. */
function MapPage(args: MapModalProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  const [selectedId, setSelectedId] = useState(args.selectedId);
  const selected = args.markers.find((marker) => marker.hotelId === selectedId);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Voir la carte
      </Button>
      <MapModal
        {...args}
        isOpen={isOpen}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        selectedId={selectedId}
        onSelect={(marker) => {
          setSelectedId(marker?.hotelId ?? null);
          args.onSelect(marker);
        }}
        selectedCard={selected ? <SlotCard marker={selected} /> : null}
      />
    </>
  );
}

/** A plain tile drawn locally: stories have no network. */
const localTile = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8efe3"/><path d="M0 128H256M128 0V256" stroke="#c9d6c0" stroke-width="2"/></svg>',
)}`;

const meta = {
  title: 'Blocks/MapModal',
  component: MapModal,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    markers: mapMarkers,
    selectedId: null,
    onSelect: fn(),
    isInteractive: true,
    onSearchArea: fn(),
  },
  render: (args) => <MapPage {...args} />,
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof MapModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The map region once its base layer is drawn. */
async function readyMap(canvasElement: HTMLElement) {
  const region = await page(canvasElement).findByRole(
    'region',
    { name: 'Carte des hôtels' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(region).toHaveAttribute('data-ready', 'true'), { timeout: 10_000 });
  return region;
}

const pin = (canvasElement: HTMLElement, name: string) =>
  within(page(canvasElement).getByRole('dialog')).getByRole('button', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Voir la carte' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Carte' });
    const map = await readyMap(canvasElement);
    await expect(within(map).getAllByRole('button', { pressed: false })).toHaveLength(mapMarkers.length);
    await expect(within(dialog).getByRole('button', { name: 'Rechercher dans cette zone' })).toBeVisible();
  },
};

export const ManyPins: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement);
    for (const marker of mapMarkers) {
      await expect(within(map).getByRole('button', { name: marker.label })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    const zoomIn = within(map).getByRole('button', { name: 'Zoom avant' }).getBoundingClientRect();
    await expect([zoomIn.width, zoomIn.height]).toEqual([44, 44]);
    const box = map.getBoundingClientRect();
    for (const button of within(map).getAllByRole('button', { pressed: false })) {
      const pinBox = button.getBoundingClientRect();
      await expect(pinBox.left).toBeGreaterThanOrEqual(box.left);
      await expect(pinBox.right).toBeLessThanOrEqual(box.right);
    }
  },
};

export const HotelPin: Story = {
  args: { isOpen: true, markers: [hotelMapMarker], isInteractive: false },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement);
    await expect(map).toHaveAttribute('data-zoom', '14');
    await expect(map).toHaveAttribute('data-center', '45.9009,6.1217');
    await expect(pin(canvasElement, 'Hôtel Le Bellevue')).toBeInTheDocument();
    await expect(
      page(canvasElement).queryByRole('button', { name: 'Rechercher dans cette zone' }),
    ).not.toBeInTheDocument();
  },
};

export const SelectedPinWithCard: Story = {
  args: { isOpen: true, selectedId: 1203 },
  play: async ({ canvasElement }) => {
    await readyMap(canvasElement);
    const selected = pin(canvasElement, 'Hôtel Le Bellevue');
    const other = pin(canvasElement, 'Château de la Treyne');
    await expect(selected).toHaveAttribute('aria-pressed', 'true');
    await expect(other).toHaveAttribute('aria-pressed', 'false');
    await expect(Math.round(selected.getBoundingClientRect().width)).toBe(47);
    await expect(Math.round(other.getBoundingClientRect().width)).toBe(40);
    const dialog = page(canvasElement).getByRole('dialog');
    const card = within(dialog).getByRole('link', { name: 'Séjour lac et montagne avec croisière' });
    // The card slides in with the modal's entrance.
    await waitFor(() => expect(card).toBeVisible());
  },
};

export const FullScreenOnMobile: Story = {
  args: { isOpen: true, selectedId: 1203 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement);
    const dialog = page(canvasElement).getByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top, Math.round(box.width), Math.round(box.height)]).toEqual([
      0,
      0,
      window.innerWidth,
      window.innerHeight,
    ]);
    await expect(map.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight / 2);
  },
};

export const NoLocation: Story = {
  args: { isOpen: true, markers: [] },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement);
    await expect(map).toHaveAttribute('data-center', '41.3874,2.1686');
    await expect(map).toHaveAttribute('data-zoom', '6');
    await expect(within(map).queryAllByRole('button', { pressed: false })).toHaveLength(0);
  },
};

export const WithTiles: Story = {
  args: {
    isOpen: true,
    markers: [hotelMapMarker],
    isInteractive: false,
    tiles: { url: localTile, attribution: 'Tuiles de démonstration' },
  },
  play: async ({ canvasElement }) => {
    const map = await readyMap(canvasElement);
    await expect(map).toHaveTextContent('Tuiles de démonstration');
    await expect(map).not.toHaveTextContent('Natural Earth');
    await expect(map.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0);
  },
};

export const SearchesInThisArea: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement, args }) => {
    const map = await readyMap(canvasElement);
    const dialog = page(canvasElement).getByRole('dialog');
    const search = within(dialog).getByRole('button', { name: 'Rechercher dans cette zone' });
    const searches = () => (args.onSearchArea as Mock).mock.calls.map(([area]) => area as SearchArea);
    await userEvent.click(search);
    const [wide] = searches();
    const [lat, lng] = (map.dataset.center ?? '').split(',').map(Number);
    await expect(wide?.lat).toBeCloseTo(lat ?? 0, 1);
    await expect(wide?.lng).toBeCloseTo(lng ?? 0, 1);
    await expect(wide?.radiusKm).toBeGreaterThan(300);
    const zoom = Number(map.dataset.zoom);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom avant' }));
    await waitFor(() => expect(map).toHaveAttribute('data-zoom', String(zoom + 1)));
    await userEvent.click(search);
    const [, close] = searches();
    const ratio = (close?.radiusKm ?? 0) / (wide?.radiusKm ?? 1);
    await expect(ratio).toBeGreaterThan(0.45);
    await expect(ratio).toBeLessThan(0.55);
  },
};

export const SelectsPinWithKeyboard: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement, args }) => {
    await readyMap(canvasElement);
    const first = pin(canvasElement, mapMarkers[0]?.label ?? '');
    for (let i = 0; i < 4 && document.activeElement !== first; i += 1) await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(mapMarkers[0]);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveFocus();
    await expect(
      within(page(canvasElement).getByRole('dialog')).getByText('Château de la Treyne', { selector: 'p' }),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
    await expect(first).toHaveAttribute('aria-pressed', 'false');
  },
};

export const DeselectsOnMapClick: Story = {
  args: { isOpen: true, selectedId: 1203 },
  play: async ({ canvasElement, args }) => {
    const map = await readyMap(canvasElement);
    await userEvent.click(map);
    await expect(args.onSelect).toHaveBeenCalledWith(null);
    await expect(pin(canvasElement, 'Hôtel Le Bellevue')).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ClosesWithEscapeAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = page(canvasElement).getByRole('button', { name: 'Voir la carte' });
    await userEvent.click(opener);
    await readyMap(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Spanish: Story = {
  args: { isOpen: true },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Mapa' });
    await within(dialog).findByRole('region', { name: 'Mapa de los hoteles' });
    await expect(within(dialog).getByRole('button', { name: 'Buscar en esta zona' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
  },
};
