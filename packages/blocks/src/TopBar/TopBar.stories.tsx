import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureFlowHrefs, fixturePromoBar } from '../fixtures/chrome';
import { fixtureMenu } from '../fixtures/navigation';
import { TopBar } from './TopBar';

const meta = {
  title: 'Blocks/TopBar',
  component: TopBar,
  args: { flow: 'booking', flowHrefs: fixtureFlowHrefs, promoBar: fixturePromoBar, menu: fixtureMenu },
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const flowLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Réserver ou offrir' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const flows = flowLinks(canvasElement);
    const booking = flows.getByRole('link', { name: 'Réserver un séjour' });
    const gifting = flows.getByRole('link', { name: 'Offrir un cadeau' });
    await expect(booking).toHaveAttribute('href', '/fr?flow=booking');
    await expect(booking).toHaveAttribute('aria-current', 'true');
    await expect(gifting).toHaveAttribute('href', '/fr?flow=gifting');
    await expect(gifting).not.toHaveAttribute('aria-current');
    // Desktop: the menu is in the top bar (S-357), with the promo bar.
    await expect(within(canvasElement).getByRole('button', { name: 'Nos inspirations' })).toBeVisible();
    await expect(within(canvasElement).getByRole('navigation', { name: 'Offres du moment' })).toBeVisible();
  },
};

export const Gifting: Story = {
  args: { flow: 'gifting', promoBar: { ...fixturePromoBar, flow: 'gifting' } },
  play: async ({ canvasElement }) => {
    const flows = flowLinks(canvasElement);
    await expect(flows.getByRole('link', { name: 'Offrir un cadeau' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(flows.getByRole('link', { name: 'Réserver un séjour' })).not.toHaveAttribute('aria-current');
  },
};

export const HotelFlowCountsAsBooking: Story = {
  args: { flow: 'hotel' },
  play: async ({ canvasElement }) => {
    await expect(flowLinks(canvasElement).getByRole('link', { name: 'Réserver un séjour' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Mobile: the flow toggle and the promo bar; the menu lives in the header's burger (S-356).
    await expect(canvas.queryByRole('button', { name: 'Nos inspirations' })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('navigation', { name: 'Réserver ou offrir' });
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(canvas.getByRole('navigation', { name: 'Offres du moment' })).toBeVisible();
  },
};

export const WithoutPromoBar: Story = {
  args: { promoBar: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('navigation', { name: 'Offres du moment' }),
    ).not.toBeInTheDocument();
  },
};

export const MenuSpansTheTopBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nos inspirations' }));
    const panel = canvas.getByRole('link', { name: 'Bretagne' }).closest('[id$="-panel"]') as HTMLElement;
    const bar = canvas.getByRole('navigation', { name: 'Réserver ou offrir' }).closest('div')
      ?.parentElement as HTMLElement;
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(
      Math.round(bar.getBoundingClientRect().width),
    );
    await expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      Math.floor(canvas.getByRole('button', { name: 'Nos inspirations' }).getBoundingClientRect().bottom),
    );
  },
};

export const InItalian: Story = {
  globals: { locale: 'it_IT', viewport: { value: 'mobile' } },
  args: { flowHrefs: { booking: '/it?flow=booking', gifting: '/it?flow=gifting' }, promoBar: null },
  play: async ({ canvasElement }) => {
    const flows = within(within(canvasElement).getByRole('navigation', { name: 'Prenotare o regalare' }));
    await expect(flows.getByRole('link', { name: 'Prenota un soggiorno' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(flows.getByRole('link', { name: 'Fai un regalo' })).toHaveAttribute(
      'href',
      '/it?flow=gifting',
    );
  },
};
