import { giftCalendarMonths } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GiftCalendar } from './GiftCalendar';

const days = {
  '2027-02-05': { amount: 24_900, minLos: 1 },
  '2027-02-06': { amount: 27_900, minLos: 1 },
  '2027-02-12': { amount: 24_900, minLos: 2 },
  '2027-03-05': { amount: 23_900, minLos: 1 },
  '2027-03-06': { amount: 31_900, minLos: 1 },
};
const gift = { giftAmount: 24_900, giftNights: 1 };

const meta = {
  title: 'Blocks/GiftCalendar',
  component: GiftCalendar,
  args: { months: giftCalendarMonths(days, ['2027-02', '2027-03'], gift) },
} satisfies Meta<typeof GiftCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // S-268: included, a supplement shown (price minus gift amount), and a minimum stay too long.
    await expect(canvas.getByLabelText('5 février 2027: Inclus')).toHaveAttribute('data-status', 'included');
    await expect(canvas.getByLabelText(/^6 février 2027: Supplément 30\s€$/)).toHaveAttribute(
      'data-status',
      'supplement',
    );
    await expect(canvas.getByLabelText('12 février 2027: Indisponible')).toHaveAttribute(
      'data-status',
      'notAvailable',
    );
    await expect(canvas.getByLabelText(/^6 mars 2027: Supplément 70\s€$/)).toBeVisible();
    // Without a gift card page to offer, no banner.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const GiftCardBanner: Story = {
  name: 'S-397 Offers the gift card under the calendar',
  args: { giftCardHref: '/fr/giftcard/customization' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vous hésitez sur le séjour qui lui plaira ?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Offrez une carte cadeau : il choisira' })).toHaveAttribute(
      'href',
      '/fr/giftcard/customization',
    );
  },
};

export const OnMobile: Story = {
  args: { months: giftCalendarMonths(days, ['2027-02'], gift) },
  globals: { viewport: { value: 'mobile' } },
};
