import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchPagination } from './SearchPagination';

const meta = {
  title: 'Blocks/SearchPagination',
  component: SearchPagination,
  args: {
    page: 0,
    total: 130,
    flow: 'booking',
    location: { pathname: '/fr/search', search: '?flow=booking&from=searchbar', hash: '#a=2&city=annecy' },
    onPageChange: fn(),
  },
} satisfies Meta<typeof SearchPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));

/** Each page's link keeps the query and the hash of the search it pages through. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hrefs = {
      'Page 1': '/fr/search?flow=booking&from=searchbar#a=2&city=annecy',
      'Page 2': '/fr/search?flow=booking&from=searchbar&page=1#a=2&city=annecy',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      await expect(nav(canvasElement).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(within(canvasElement).getByText('1 - 24 résultats sur 130')).toBeVisible();
  },
};

export const MiddlePage: Story = {
  args: {
    page: 2,
    location: { pathname: '/fr/search', search: '?flow=gifting&page=2', hash: '' },
    flow: 'gifting',
  },
  // The page of the query is replaced, and the first page has none.
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/fr/search?flow=gifting&page=1',
    );
    await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/fr/search?flow=gifting',
    );
  },
};

export const AddsTheFlowWhenMissing: Story = {
  args: { flow: 'hotel', location: { pathname: '/fr/search', search: '', hash: '#a=2' } },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/fr/search?flow=hotel&page=1#a=2',
    );
  },
};

export const ManyPages: Story = {
  args: { page: 14, total: 24 * 45 },
  play: async ({ canvasElement }) => {
    const numbers = nav(canvasElement)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((link) => link.textContent);
    await expect(numbers).toEqual([
      '1',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20',
      '30',
      '40',
      '45',
    ]);
  },
};

/** Fewer than 10 pages: every page, no ellipsis (S-175). */
export const FewPages: Story = {
  args: { total: 200, page: 3 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    const shown = links.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent);
    await expect(shown).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await expect(links.queryByText('Plus de pages')).not.toBeInTheDocument();
  },
};

/** 99 pages: first and last, the current group of ten and every ten (S-175). */
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

/** 100 pages or more: the tens of the current hundred and every hundred are added (S-175). */
export const HundredsOfPages: Story = {
  args: { total: 6000, page: 149 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    for (const name of ['Page 1', 'Page 100', 'Page 110', 'Page 150', 'Page 200', 'Page 250']) {
      await expect(links.getByRole('link', { name })).toBeVisible();
    }
    await expect(links.queryByRole('link', { name: 'Page 90' })).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText(/^3\s577 - 3\s600 résultats sur 6\s000$/)).toBeVisible();
  },
};

/** 24 results fill one page exactly: the legend, and no pages to choose. */
export const OneFullPage: Story = {
  args: { total: 24 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 - 24 résultats sur 24')).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang]')).toBeEmptyDOMElement();
  },
};

export const OnMobile: Story = {
  args: { page: 3 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const InSpanish: Story = {
  args: { location: { pathname: '/es/search', search: '?flow=booking', hash: '' } },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 - 24 resultados de 130')).toBeVisible();
  },
};

export const ChangesPage: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(nav(canvasElement).getByRole('link', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
