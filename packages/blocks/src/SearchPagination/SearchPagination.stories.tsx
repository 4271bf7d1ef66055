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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/fr/search?flow=booking&from=searchbar#a=2&city=annecy',
    );
    await expect(links.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/fr/search?flow=booking&from=searchbar&page=1#a=2&city=annecy',
    );
    await expect(within(canvasElement).getByText('1 - 24 résultats sur 130')).toBeVisible();
  },
};

export const MiddlePage: Story = {
  args: {
    page: 2,
    location: { pathname: '/fr/search', search: '?flow=gifting&page=2', hash: '' },
    flow: 'gifting',
  },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/fr/search?flow=gifting&page=1',
    );
    await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/fr/search?flow=gifting',
    );
    await expect(within(canvasElement).getByText('49 - 72 résultats sur 130')).toBeVisible();
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

export const SinglePage: Story = {
  args: { total: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('1 - 12 résultats sur 12')).toBeVisible();
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
