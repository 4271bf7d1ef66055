import type { GiftFormat, GiftUpsell, SubElementSelection } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { subElements } from '../fixtures/giftExtras';
import { GiftSetup, type GiftSetupProps } from './GiftSetup';

/** The set-up with its choices held by the story, as the page holds them in the URL hash. */
function Controlled(props: GiftSetupProps) {
  const [format, setFormat] = useState<GiftFormat>(props.format);
  const [selection, setSelection] = useState<SubElementSelection>(props.selection);
  const [nights, setNights] = useState(props.giftNights);
  const [upsell, setUpsell] = useState<GiftUpsell>(props.upsell);
  return (
    <GiftSetup
      {...props}
      format={format}
      onFormatChange={(next) => {
        props.onFormatChange(next);
        setFormat(next);
      }}
      selection={selection}
      onSelectionChange={(next) => {
        props.onSelectionChange(next);
        setSelection(next);
      }}
      giftNights={nights}
      onGiftNightsChange={(next) => {
        props.onGiftNightsChange(next);
        setNights(next);
      }}
      upsell={upsell}
      onUpsellChange={(next) => {
        props.onUpsellChange(next);
        setUpsell(next);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/GiftSetup',
  component: GiftSetup,
  render: (args) => <Controlled {...args} />,
  args: {
    format: 'digital',
    onFormatChange: fn(),
    shipping: { status: 'ready', cost: { amount: 490, deliveryDays: { min: 2, max: 4 } } },
    subElements,
    selection: {},
    onSelectionChange: fn(),
    nightsOptions: [1, 2, 3],
    giftNights: 1,
    onGiftNightsChange: fn(),
    upsell: 'none',
    upsellAmount: 4_000,
    onUpsellChange: fn(),
    total: 24_900,
    onOfferWithoutDates: fn(),
  },
} satisfies Meta<typeof GiftSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Personnalisez votre cadeau' })).toBeVisible();
    // S-260: digital by default; S-262, S-264: the box's tag and delivery copy.
    await expect(canvas.getByRole('radio', { name: /E-bon cadeau par e-mail/ })).toBeChecked();
    const physical = canvas.getByRole('radio', { name: /^Coffret cadeau physique \+4,90\s€$/ });
    await expect(physical).toHaveAccessibleDescription('Livré en 2 à 4 jours ouvrés');
    // S-265: how it works, in three steps.
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Offrir sans date' }));
    await expect(args.onOfferWithoutDates).toHaveBeenCalledOnce();
  },
};

export const PhysicalWithExtras: Story = {
  args: { format: 'physical', total: 28_290 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // S-279: a multi-selection category toggles ids.
    await userEvent.click(canvas.getByRole('checkbox', { name: /Une bouteille de champagne \+25\s€/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 1: [11] });
    await userEvent.click(canvas.getByRole('checkbox', { name: /Une boîte de chocolats/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 1: [11, 12] });
    await userEvent.click(canvas.getByRole('checkbox', { name: /Une bouteille de champagne/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 1: [12] });
    // S-280: the packaging's standard option, at no cost, is chosen until another is.
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Coffret en bois gravé \+9\s€/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 1: [12], 2: 21 });
    await userEvent.click(canvas.getByRole('radio', { name: 'Standard' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 1: [12], 2: 'default' });
    await expect(canvas.getByTestId('gift-total')).toHaveTextContent(/282,90\s€/);
  },
};

export const ShippingLoading: Story = {
  args: { shipping: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    // S-262: "---" while the shipping cost loads.
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Coffret cadeau physique ---' }),
    ).toBeEnabled();
  },
};

export const PhysicalUnavailable: Story = {
  args: { shipping: { status: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const physical = within(canvasElement).getByRole('radio', { name: 'Coffret cadeau physique' });
    // S-261: disabled, saying why.
    await expect(physical).toBeDisabled();
    await expect(physical).toHaveAccessibleDescription(
      'Victime de son succès, le format physique revient bientôt !',
    );
  },
};

export const NightsAndUpsell: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // S-269: every count between the table's smallest and largest key.
    const nights = canvas.getByRole('radiogroup', { name: 'Nombre de nuits' });
    await expect(
      within(nights)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3']);
    await expect(within(nights).getByRole('radio', { name: '1 nuit' })).toBeChecked();
    await userEvent.click(within(nights).getByRole('radio', { name: '3 nuits' }));
    await expect(args.onGiftNightsChange).toHaveBeenCalledWith(3);
    // S-267: the upsell is none or availability, by a checkbox that says what it adds.
    const upsell = canvas.getByRole('checkbox', { name: /^Plus de dates au choix \+40\s€$/ });
    await expect(upsell).toHaveAccessibleDescription(/7 week-ends sur 10/);
    await userEvent.click(upsell);
    await expect(args.onUpsellChange).toHaveBeenLastCalledWith('availability');
    await userEvent.click(upsell);
    await expect(args.onUpsellChange).toHaveBeenLastCalledWith('none');
  },
};

export const CustomerCareBuckets: Story = {
  name: 'S-270 S-441 Customer care chooses a price bucket, the popular one first',
  args: {
    buckets: {
      sellPrices: [
        { bucket: 1, sellPrice: 24_900 },
        { bucket: 2, sellPrice: 31_200 },
        { bucket: 3, sellPrice: 33_400 },
      ],
      value: 2,
      onChange: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buckets = canvas.getByRole('radiogroup', { name: 'Niveau de prix' });
    await expect(
      within(buckets)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3']);
    await expect(
      within(buckets).getByRole('radio', { name: /^Essentiel 249\s€$/ }),
    ).toHaveAccessibleDescription('Le tarif minimum : les dates les moins chères sans supplément');
    const serenity = within(buckets).getByRole('radio', { name: /^Sérénité 312\s€$/ });
    await expect(serenity).toBeChecked();
    await expect(serenity).toHaveAccessibleDescription(/^Populaire · Environ 55\s% des week-ends/);
    await userEvent.click(within(buckets).getByRole('radio', { name: /^Liberté 334\s€$/ }));
    await expect(args.buckets?.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const UpsellLoading: Story = {
  args: { upsellAmount: null },
  play: async ({ canvasElement }) => {
    // S-267: "---" while the gift's price loads, as for the shipping cost.
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Plus de dates au choix ---' }),
    ).toBeEnabled();
  },
};

export const NoUpsell: Story = {
  args: { upsellAmount: 0 },
  play: async ({ canvasElement }) => {
    // S-267: a stay whose weekends all cost its minimum fare has no more dates to offer.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Nombre de nuits' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /Plus de dates au choix/ })).toBeNull();
  },
};

export const Spain: Story = {
  args: { variant: 'spain' },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // S-266: Spain's card, without the gift-box teaser.
    await expect(canvas.getByText(/Un regalo que recordarán/)).toBeVisible();
    await expect(canvas.queryByText(/Elige la caja regalo, entregada en casa/)).toBeNull();
    await expect(canvas.getByRole('heading', { name: '¿Cómo funciona?' })).toBeVisible();
  },
};

export const OnMobile: Story = {
  args: { format: 'physical' },
  globals: { viewport: { value: 'mobile' } },
};
