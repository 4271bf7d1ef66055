import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoOffers } from './NoOffers';

const meta = {
  title: 'Blocks/NoOffers',
  component: NoOffers,
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof NoOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = message(canvasElement, "Désolé, nous n'avons actuellement aucune offre pour cet hôtel.");
    await expect(within(region).getByRole('heading', { level: 3 })).toBeVisible();
    const service = within(region).getByRole('region', { name: 'Service client' });
    await expect(service).toHaveTextContent('Lun-Ven 10h-21h, Sam-Dim 10h-19h');
    await expect(within(service).getByRole('link', { name: '01 99 00 12 34' })).toHaveAttribute(
      'href',
      'tel:+33199001234',
    );
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const region = message(canvasElement, "Désolé, nous n'avons actuellement aucune offre pour cet hôtel.");
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

export const AsAPageHeading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      "Désolé, nous n'avons actuellement aucune offre pour cet hôtel.",
    );
  },
};

export const InDutch: Story = {
  name: 'S-208 In Dutch',
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const region = message(canvasElement, 'Sorry, we hebben momenteel geen aanbiedingen voor dit hotel.');
    await expect(region).toHaveTextContent('Ma-vr 10-21 uur, za-zo 10-19 uur');
    await expect(within(region).getByRole('link', { name: '020 808 1234' })).toBeVisible();
  },
};

export const InBelgianFrench: Story = {
  name: 'S-208 In Belgian French',
  globals: { locale: 'fr_BE' },
  play: async ({ canvasElement }) => {
    const region = message(canvasElement, "Désolé, nous n'avons actuellement aucune offre pour cet hôtel.");
    await expect(within(region).getByRole('link', { name: '02 588 12 34' })).toHaveAttribute(
      'href',
      'tel:+3225881234',
    );
  },
};
