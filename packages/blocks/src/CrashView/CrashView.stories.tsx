import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CrashView } from './CrashView';

const meta = {
  title: 'Blocks/CrashView',
  component: CrashView,
  args: { homeHref: '/fr' },
} satisfies Meta<typeof CrashView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'On dirait que la page est partie en vacances' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute(
      'href',
      '/fr',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Aller à la page d’accueil');
  },
};

export const Italian: Story = {
  globals: { locale: 'it_IT' },
  args: { homeHref: '/it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Sembra che la pagina sia andata in vacanza' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Vai alla homepage' })).toHaveAttribute('href', '/it');
  },
};

export const GoesHomeWithKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Aller à la page d’accueil' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
  },
};

/** The API down or too slow a moment ago: the page offers to load itself again, before going home. */
export const WithRetry: Story = {
  args: { retryHref: '/fr/search?flow=gifting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Réessayer', 'Aller à la page d’accueil']);
    await expect(links[0]).toHaveAttribute('href', '/fr/search?flow=gifting');
    await expect(links[1]).toHaveAttribute('href', '/fr');
  },
};
