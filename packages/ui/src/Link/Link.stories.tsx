import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/fr/search', children: 'Voir tous les séjours', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'quiet', 'overlay'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir tous les séjours' });
    await expect(link).toHaveAttribute('href', '/fr/search');
    await expect(link).toHaveAttribute('data-variant', 'inline');
    await expect(link).not.toHaveAttribute('target');
    // Storybook's LinkRouterProvider navigates client-side, so the click stays on the page.
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const InsideText: Story = {
  render: (args) => (
    <Text>
      Retrouvez nos conditions dans la <Link {...args}>foire aux questions</Link> ou appelez-nous.
    </Text>
  ),
  args: { href: '/fr/faq' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'foire aux questions' });
    await expect(link).toHaveAttribute('href', '/fr/faq');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir tous les séjours' });
    await expect(link).toHaveAttribute('data-variant', 'standalone');
    await expect(getComputedStyle(link).fontWeight).toBe('700');
  },
};

export const Quiet: Story = {
  render: ({ href, onPress }) => (
    <Text tone="muted">
      <Link href={href} onPress={onPress} variant="quiet">
        Mentions légales
      </Link>
    </Text>
  ),
  args: { href: '/fr/legal' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Mentions légales' });
    await expect(link).toHaveAttribute('href', '/fr/legal');
    // Quiet links take the colour of the text around them.
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(link.parentElement as Element).color);
  },
};

export const External: Story = {
  args: {
    href: 'https://www.example.com/conditions',
    isExternal: true,
    children: 'Conditions du partenaire',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Conditions du partenaire' });
    await expect(link).toHaveAttribute('href', 'https://www.example.com/conditions');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalKeepsItsRel: Story = {
  args: {
    href: 'https://www.example.com/',
    isExternal: true,
    rel: 'sponsored',
    children: 'Notre partenaire',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notre partenaire' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');
  },
};

export const CurrentPage: Story = {
  render: ({ onPress }) => (
    <Stack as="ul" space="2">
      {[
        ['/fr', 'Accueil'],
        ['/fr/gifts', 'Coffrets cadeaux'],
        ['/fr/ideas', 'Idées de week-end'],
      ].map(([href, label]) => (
        <li key={href}>
          <Link
            onPress={onPress}
            href={href ?? ''}
            variant="standalone"
            aria-current={href === '/fr/gifts' ? 'page' : undefined}
          >
            {label}
          </Link>
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Coffrets cadeaux' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  },
};

/** A card's title link: its press area covers the card, so a click anywhere on it follows the link. */
export const Overlay: Story = {
  render: ({ onPress }) => (
    <article
      style={{ position: 'relative', maxWidth: 320, padding: 16, border: '1px solid #ccc', borderRadius: 12 }}
    >
      <h3 style={{ margin: 0 }}>
        <Link href="/fr/stay/123" variant="overlay" onPress={onPress}>
          Week-end à Annecy
        </Link>
      </h3>
      <p>Deux nuits au bord du lac, petit déjeuner compris.</p>
    </article>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Week-end à Annecy' });
    await expect(link).toHaveAttribute('data-variant', 'overlay');
    // A pointer on the card's text lands on the link.
    const text = within(canvasElement).getByText('Deux nuits au bord du lac, petit déjeuner compris.');
    const { left, top, width, height } = text.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(left + width / 2, top + height / 2);
    await expect(hit?.closest('a')).toBe(link);
  },
};

/** Focused from the keyboard, the overlay link rings the whole card. */
export const OverlayKeyboardFocus: Story = {
  ...Overlay,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Week-end à Annecy' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
  },
};

/** `plain`: the look is the block's, through its class; the link still navigates through the router. */
export const Plain: Story = {
  render: ({ onPress }) => (
    <Link href="/fr/city/annecy" variant="plain" className="" data-level={2} onPress={onPress}>
      Annecy
    </Link>
  ),
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Annecy' });
    await expect(link).toHaveAttribute('data-variant', 'plain');
    await expect(link).toHaveAttribute('data-level', '2');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
