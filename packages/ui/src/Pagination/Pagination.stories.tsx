import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

type LocationArgs = Extract<PaginationProps, { pathname: string }>;

const meta = {
  title: 'UI/Pagination',
  component: Pagination as (props: LocationArgs) => ReturnType<typeof Pagination>,
  args: {
    page: 0,
    pageSize: 24,
    total: 130,
    pathname: '/fr/search',
    search: '?flow=gifting&from=searchbar',
    hash: '#adults=2',
    onPageChange: fn(),
  },
} satisfies Meta<LocationArgs>;

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
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/fr/search?flow=gifting&from=searchbar&page=1#adults=2',
    );
    await expect(links.getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/fr/search?flow=gifting&from=searchbar&page=3#adults=2',
    );
    await expect(within(canvasElement).getByText('49 - 72 résultats sur 130')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    const next = links.getByRole('link', { name: 'Page suivante' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href');
    await expect(within(canvasElement).getByText('121 - 130 résultats sur 130')).toBeVisible();
  },
};

export const FewPages: Story = {
  args: { total: 200, page: 3 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    await expect(links.queryByText('Plus de pages')).not.toBeInTheDocument();
  },
};

export const NinetyNinePages: Story = {
  args: { total: 2376, page: 44 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    const shown = links.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => Number(link.textContent));
    await expect(shown).toEqual([
      1, 10, 20, 30, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 60, 70, 80, 90, 99,
    ]);
    await expect(links.getAllByText('Plus de pages')).toHaveLength(9);
    await expect(links.getByRole('link', { name: 'Page 45' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPages: Story = {
  args: { total: 2500, pageSize: 25, page: 49 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    const shown = links.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => Number(link.textContent));
    await expect(shown).toEqual([
      1, 10, 20, 30, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 60, 70, 80, 90, 100,
    ]);
    await expect(links.getByRole('link', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByText(/^1\s226 - 1\s250 résultats sur 2\s500$/)).toBeVisible();
  },
};

export const HundredsOfPages: Story = {
  args: { total: 6000, page: 149 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    for (const name of ['Page 1', 'Page 100', 'Page 110', 'Page 150', 'Page 200', 'Page 250']) {
      await expect(links.getByRole('link', { name })).toBeVisible();
    }
    await expect(links.queryByRole('link', { name: 'Page 90' })).not.toBeInTheDocument();
  },
};

export const SinglePage: Story = {
  args: { total: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('1 - 12 résultats sur 12')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { page: 2 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    for (const link of nav(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

export const InDutch: Story = {
  args: { page: 1 },
  globals: { locale: 'nl_NL' },
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('navigation', { name: 'Paginering' }));
    await expect(links.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByText('25 - 48 resultaten van 130')).toBeVisible();
  },
};

export const LinksKeepTheQueryAndDropTheFirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/fr/search?flow=gifting&from=searchbar#adults=2',
    );
    await expect(links.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/fr/search?flow=gifting&from=searchbar#adults=2',
    );
    await expect(links.getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/fr/search?flow=gifting&from=searchbar&page=3#adults=2',
    );
    await expect(within(canvasElement).getByText('25 - 48 résultats sur 130')).toBeVisible();
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
  render: ({ page, pageSize, total }) => (
    <Pagination
      page={page}
      pageSize={pageSize}
      total={total}
      hrefForPage={(target) => `/fr/ideas/page-${target + 1}`}
    />
  ),
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
