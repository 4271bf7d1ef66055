import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureMenu } from '../fixtures/navigation';
import { Menu } from './Menu';

const meta = {
  title: 'Blocks/Menu',
  component: Menu,
  args: { links: fixtureMenu, layout: 'bar', onNavigate: fn() },
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    // The bar's panel spans its positioned ancestor, the top bar in a page.
    (Story) => (
      <div style={{ minHeight: 640 }}>
        <div style={{ position: 'relative' }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Nos inspirations' });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return trigger;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const trigger = within(nav).getByRole('button', { name: 'Nos inspirations' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The links are in the HTML for crawlers, hidden until the menu opens.
    await expect(canvas.queryByRole('link', { name: 'Quimper' })).not.toBeInTheDocument();
    await expect(nav.querySelector('a[href="/fr/city/quimper"]')).not.toBeNull();
  },
};

export const OpensFourLevels: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    const canvas = within(canvasElement);
    const destinations = canvas.getByRole('button', { name: 'Destinations' });
    await expect(destinations).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Tout voir : Destinations' })).toHaveAttribute(
      'href',
      '/fr/lp/destinations',
    );
    await expect(canvas.getByRole('link', { name: 'Bretagne' })).toHaveAttribute(
      'href',
      '/fr/lp/week-end-bretagne',
    );
    await expect(canvas.getByRole('link', { name: 'Finistère' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Quimper' })).toHaveAttribute('href', '/fr/city/quimper');
    await expect(canvas.getByRole('link', { name: 'Dernière minute' })).toHaveAttribute(
      'data-variant',
      'highlight',
    );
  },
};

export const FifteenLinksUseThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    const canvas = within(canvasElement);
    const destinationsList = canvas.getByRole('link', { name: 'Bretagne' }).closest('ul[data-columns]');
    await expect(destinationsList).toHaveAttribute('data-columns', '2');
    const regions = canvas.getByRole('button', { name: 'Week-ends par région' });
    await userEvent.click(regions);
    await expect(regions).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Destinations' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const list = canvas.getByRole('link', { name: 'Alsace' }).closest('ul[data-columns]') as HTMLElement;
    await expect(list).toHaveAttribute('data-columns', '3');
    await expect(getComputedStyle(list).columnCount).toBe('3');
    await expect(within(list).getAllByRole('link')).toHaveLength(16);
  },
};

export const OurThemesPanel: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Thématiques' }));
    await expect(canvas.getByRole('heading', { name: 'Nos thématiques' })).toBeVisible();
    await expect(canvas.getByText('Cette semaine')).toBeVisible();
    await expect(canvas.getByText('Escapades au vert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: "J'ai envie d'y aller !" })).toHaveAttribute(
      'href',
      '/fr/idea/escapades-au-vert',
    );
    await expect(canvas.getByRole('link', { name: 'Bien-être' })).toHaveAttribute(
      'href',
      '/fr/idea/bien-etre',
    );
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const trigger = await openMenu(canvasElement);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Destinations' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(within(canvasElement).queryByRole('link', { name: 'Bretagne' })).not.toBeInTheDocument();
  },
};

export const TogglesAndClosesOnOutsidePress: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const trigger = await openMenu(canvasElement);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const ClosesWhenALinkIsPressed: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const trigger = await openMenu(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Quimper' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DrawerLayout: Story = {
  args: { layout: 'drawer' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Nos inspirations' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const destinations = canvas.getByRole('button', { name: 'Destinations' });
    await expect(destinations).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(destinations);
    await userEvent.click(canvas.getByRole('button', { name: 'Bretagne' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finistère' }));
    await expect(canvas.getByRole('link', { name: 'Quimper' })).toHaveAttribute('href', '/fr/city/quimper');
    await expect(canvas.getByRole('link', { name: 'Tout voir : Bretagne' })).toHaveAttribute(
      'href',
      '/fr/lp/week-end-bretagne',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Bretagne' }));
    await expect(canvas.queryByRole('link', { name: 'Quimper' })).not.toBeInTheDocument();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const DrawerThemes: Story = {
  args: { layout: 'drawer' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Thématiques' }));
    await expect(canvas.getByText('Escapades au vert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: "J'ai envie d'y aller !" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Montagne' })).toHaveAttribute('href', '/fr/idea/montagne');
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menú principal' });
    await expect(within(nav).getByRole('button', { name: 'Inspiraciones' })).toBeVisible();
  },
};
