import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationModel } from './Pagination';

/** Every page of `count` shown, `current` zero-based, 24 results a page out of `total`. */
function everyPage(count: number, current: number, total: number): PaginationModel {
  return {
    pageCount: count,
    from: current * 24 + 1,
    to: Math.min((current + 1) * 24, total),
    total,
    previous: current > 0 ? current - 1 : null,
    next: current < count - 1 ? current + 1 : null,
    items: Array.from({ length: count }, (_, page) => ({ type: 'page', page, isCurrent: page === current })),
  };
}

const href = (page: number) => `/fr/search${page > 0 ? `?page=${page}` : ''}#adults=2`;

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { model: everyPage(6, 0, 130), hrefForPage: href, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    await expect(links.getAllByRole('link', { name: /^Page \d+$/ })).toHaveLength(6);
    await expect(within(canvasElement).getByText('1 - 24 résultats sur 130')).toBeVisible();
  },
};

export const Middle: Story = {
  args: { model: everyPage(6, 2, 130) },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/fr/search?page=1#adults=2',
    );
    await expect(links.getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/fr/search?page=3#adults=2',
    );
    await expect(within(canvasElement).getByText('49 - 72 résultats sur 130')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { model: everyPage(6, 5, 130) },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    const next = links.getByRole('link', { name: 'Page suivante' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href');
    await expect(within(canvasElement).getByText('121 - 130 résultats sur 130')).toBeVisible();
  },
};

/** The caller's grouping leaves gaps: each shows an ellipsis, named for assistive technology. */
export const Gaps: Story = {
  args: {
    model: {
      pageCount: 99,
      from: 1057,
      to: 1080,
      total: 2376,
      previous: 42,
      next: 44,
      items: [
        { type: 'page', page: 0, isCurrent: false },
        { type: 'ellipsis', key: 'gap-1' },
        { type: 'page', page: 42, isCurrent: false },
        { type: 'page', page: 43, isCurrent: true },
        { type: 'page', page: 44, isCurrent: false },
        { type: 'ellipsis', key: 'gap-2' },
        { type: 'page', page: 98, isCurrent: false },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    const shown = links.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent);
    await expect(shown).toEqual(['1', '43', '44', '45', '99']);
    await expect(links.getAllByText('Plus de pages')).toHaveLength(2);
    await expect(within(canvasElement).getByText(/^1\s057 - 1\s080 résultats sur 2\s376$/)).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { model: everyPage(1, 0, 12) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('1 - 12 résultats sur 12')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { model: everyPage(6, 2, 130) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    for (const link of nav(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

export const InDutch: Story = {
  args: { model: everyPage(6, 1, 130) },
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('navigation', { name: 'Paginering' }));
    await expect(links.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByText('25 - 48 resultaten van 130')).toBeVisible();
  },
};

/** The names and the legend come from the locale; a page may give its own. */
export const OwnWords: Story = {
  args: {
    'aria-label': 'Pages des idées',
    previousLabel: 'Idées précédentes',
    nextLabel: 'Idées suivantes',
    pageLabel: (page) => `Idées, page ${page}`,
    legend: ({ from, to, total }) => `Idées ${from} à ${to} sur ${total}`,
  },
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('navigation', { name: 'Pages des idées' }));
    await expect(links.getByRole('link', { name: 'Idées suivantes' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Idées, page 2' })).toBeVisible();
    await expect(within(canvasElement).getByText('Idées 1 à 24 sur 130')).toBeVisible();
  },
};

export const PreviousDisabledOnFirstPage: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const previous = nav(canvasElement).getByRole('link', { name: 'Page précédente' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await userEvent.tab();
    await expect(nav(canvasElement).getByRole('link', { name: 'Page 1' })).toHaveFocus();
  },
};

export const HrefForPage: Story = {
  args: { hrefForPage: (target) => `/fr/ideas/page-${target + 1}` },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/fr/ideas/page-3',
    );
  },
};

export const ClickReportsThePage: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(nav(canvasElement).getByRole('link', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(nav(canvasElement).getByRole('link', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};
