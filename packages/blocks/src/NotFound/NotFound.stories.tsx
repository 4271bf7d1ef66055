import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Blocks/NotFound',
  component: NotFound,
  args: { homeHref: '/fr' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Nous ne trouvons pas la page que vous cherchez. Code d’erreur : 404'),
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
    const link = within(canvasElement).getByRole('link', { name: 'Aller à la page d’accueil' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Oups !');
  },
};

export const BelgianDutch: Story = {
  globals: { locale: 'nl_BE' },
  args: { homeHref: '/be/nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oeps!' })).toBeInTheDocument();
    await expect(
      canvas.getByText('We kunnen de pagina die u zoekt niet vinden. Foutcode: 404'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/be/nl');
  },
};
