import { translate } from '@escale/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BelgianSplash, type BelgianSplashCopy } from './BelgianSplash';

const copyIn = (locale: 'nl_BE' | 'fr_BE') => ({
  welcome: translate(locale, 'splash.welcome'),
  choose: translate(locale, 'splash.choose'),
  language: translate(locale, 'splash.language'),
});
const copy: BelgianSplashCopy = { nl_BE: copyIn('nl_BE'), fr_BE: copyIn('fr_BE') };

const meta = {
  title: 'Blocks/BelgianSplash',
  component: BelgianSplash,
  args: { copy, dutchHref: '/be/nl', frenchHref: '/be/fr', onChoose: fn() },
} satisfies Meta<typeof BelgianSplash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Welkom bij Escale Bienvenue sur Escale');
    await expect(within(heading).getByText('Welkom bij Escale')).toHaveAttribute('lang', 'nl-BE');
    await expect(within(heading).getByText('Bienvenue sur Escale')).toHaveAttribute('lang', 'fr-BE');
    const dutch = canvas.getByRole('link', { name: 'Nederlands' });
    const french = canvas.getByRole('link', { name: 'Français' });
    await expect(dutch).toHaveAttribute('href', '/be/nl');
    await expect(french).toHaveAttribute('href', '/be/fr');
    await expect(dutch.closest('[lang]')).toHaveAttribute('lang', 'nl-BE');
    await expect(french.closest('[lang]')).toHaveAttribute('lang', 'fr-BE');
    await expect(canvas.getByText('Kies uw taal om verder te gaan')).toBeInTheDocument();
    await expect(canvas.getByText('Choisissez votre langue pour continuer')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dutch = canvas.getByRole('link', { name: 'Nederlands' }).getBoundingClientRect();
    const french = canvas.getByRole('link', { name: 'Français' }).getBoundingClientRect();
    await expect(french.top).toBeGreaterThan(dutch.bottom);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dutch = canvas.getByRole('link', { name: 'Nederlands' }).getBoundingClientRect();
    const french = canvas.getByRole('link', { name: 'Français' }).getBoundingClientRect();
    await expect(Math.round(french.top)).toBe(Math.round(dutch.top));
    await expect(french.left).toBeGreaterThan(dutch.right);
  },
};

export const SameWhateverTheLocale: Story = {
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Nederlands' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Français' })).toBeInTheDocument();
  },
};

export const ChoosesFrenchWithKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const french = within(canvasElement).getByRole('link', { name: 'Français' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(french).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('fr_BE');
  },
};
