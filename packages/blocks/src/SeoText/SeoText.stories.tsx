import { LinkRouterProvider } from '@escale/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureSearchPage, fixtureSpanishSearchPage, suggestionLinks } from '../fixtures/content';
import { SeoText } from './SeoText';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Blocks/SeoText',
  component: SeoText,
  args: {
    paragraphs: fixtureSearchPage.seoText,
    links: suggestionLinks(fixtureSearchPage),
  },
  decorators: [
    (Story) => (
      <LinkRouterProvider navigate={navigate}>
        <Story />
      </LinkRouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SeoText>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second, third, fourth] = fixtureSearchPage.seoText;
const toggleOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** The first paragraph shows; the others wait behind "See more"; the links follow as chips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(first ?? '')).toBeVisible();
    await expect(canvas.getByText(second ?? '')).not.toBeVisible();
    await expect(toggleOf(canvasElement, 'Voir plus')).toHaveAttribute('aria-expanded', 'false');
    const nav = canvas.getByRole('navigation', { name: 'D’autres destinations pour votre week-end' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAccessibleName('Week-end à Chamonix-Mont-Blanc');
    await expect(links[0]).toHaveAttribute('href', '/fr/city/chamonix-mont-blanc');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};

export const ShowsMoreAndLess: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(toggleOf(canvasElement, 'Voir plus'));
    const less = toggleOf(canvasElement, 'Voir moins');
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    for (const paragraph of [second, third, fourth])
      await expect(canvas.getByText(paragraph ?? '')).toBeVisible();
    await userEvent.click(less);
    await expect(canvas.getByText(fourth ?? '')).not.toBeVisible();
    await expect(toggleOf(canvasElement, 'Voir plus')).toHaveFocus();
  },
};

export const ShowsMoreWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(toggleOf(canvasElement, 'Voir plus')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByText(fourth ?? '')).toBeVisible();
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveFocus();
  },
};

/** Every paragraph is in the HTML, for search engines, even while collapsed. */
export const KeepsHiddenParagraphsInThePage: Story = {
  play: async ({ canvasElement }) => {
    const toggle = toggleOf(canvasElement, 'Voir plus');
    const more = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(more).toHaveAttribute('hidden');
    await expect(more?.textContent).toBe([second, third, fourth].join(''));
  },
};

/** A text within 300 characters shows whole, without a toggle. */
export const ShortText: Story = {
  args: { paragraphs: [first ?? ''] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText(first ?? '')).toBeVisible();
  },
};

export const WithTitle: Story = {
  args: { title: 'Un week-end à Annecy' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Un week-end à Annecy' });
    await expect(within(section).getByText(first ?? '')).toBeInTheDocument();
  },
};

export const LinksOnly: Story = {
  args: { paragraphs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(8);
  },
};

export const TextOnly: Story = {
  args: { links: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText(first ?? '')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { paragraphs: ['  '], links: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Spanish: Story = {
  args: {
    paragraphs: fixtureSpanishSearchPage.seoText,
    links: suggestionLinks(fixtureSpanishSearchPage, '/es'),
  },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: 'Otros destinos para tu escapada' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ver más' })).toBeInTheDocument();
  },
};

export const FollowsASuggestion: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Week-end à Lyon' }));
    await expect(navigate).toHaveBeenCalledWith('/fr/city/lyon');
  },
};
