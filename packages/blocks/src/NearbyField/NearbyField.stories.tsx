import { applyDestination, applyNearby, DEFAULT_CRITERIA } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureUserPosition } from '../fixtures/search';
import { NearbyField, type NearbyFieldProps } from './NearbyField';

function Harness(args: NearbyFieldProps) {
  const [criteria, setCriteria] = useState(args.criteria);
  return (
    <div style={{ minHeight: 360 }}>
      <NearbyField
        {...args}
        criteria={criteria}
        onChange={(next) => {
          setCriteria(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const paris = applyDestination({ ...DEFAULT_CRITERIA, theme: 12 }, 'city', 'paris');

const meta = {
  title: 'Blocks/NearbyField',
  component: NearbyField,
  render: Harness,
  args: {
    criteria: paris,
    locateUser: fn(async () => fixtureUserPosition),
    onChange: fn(),
    onUserLocationChange: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof NearbyField>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Partez près de chez vous !/ });

async function open(canvasElement: HTMLElement) {
  await userEvent.click(trigger(canvasElement));
  return page(canvasElement).findByRole('dialog', { name: 'Partez près de chez vous !' });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // S-024: no distance yet.
    await expect(trigger(canvasElement)).toHaveTextContent('à moins de 2h');
  },
};

export const WithADistance: Story = {
  args: { criteria: applyNearby(DEFAULT_CRITERIA, fixtureUserPosition, 300) },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(/à moins de 300\skm/);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    // S-023: 100, 200 and 300 km, 200 by default.
    const group = within(dialog).getByRole('radiogroup', { name: 'Distance depuis chez vous' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['100', '200', '300']);
    await expect(within(group).getByRole('radio', { name: /200/ })).toBeChecked();
  },
};

export const ConfirmSearchesAroundTheVisitor: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: /300/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await expect(args.locateUser).toHaveBeenCalledTimes(1);
    // S-025, S-026: the position and distance replace the destination; the label shows the distance.
    await expect(args.onChange).toHaveBeenCalledWith({
      ...DEFAULT_CRITERIA,
      theme: 12,
      lat: fixtureUserPosition.lat,
      lng: fixtureUserPosition.lng,
      distanceMin: 0,
      distanceMax: 300,
    });
    await expect(args.onUserLocationChange).toHaveBeenCalledWith({
      ...fixtureUserPosition,
      distanceMin: 0,
      distanceMax: 300,
    });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(trigger(canvasElement)).toHaveTextContent(/à moins de 300\skm/);
  },
};

export const LocationRefused: Story = {
  args: { locateUser: fn(async () => Promise.reject(new Error('User denied Geolocation'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nous n’avons pas pu trouver votre position.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger(canvasElement)).toHaveTextContent('à moins de 2h');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAttribute('data-placement', 'bottom');
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
  },
};
