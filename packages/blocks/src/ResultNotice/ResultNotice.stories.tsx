import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResultNotice } from './ResultNotice';

const meta = {
  title: 'Blocks/ResultNotice',
  component: ResultNotice,
  args: { exactCount: 0, fallbackCount: 0, onRemoveAllFilters: fn() },
} satisfies Meta<typeof ResultNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(
      'Aucun résultat. Pour obtenir plus de résultats, essayez de modifier votre recherche en changeant vos dates, en ajustant la composition de votre groupe ou en retirant vos filtres.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Retirer tous les filtres' }));
    await expect(args.onRemoveAllFilters).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { exactCount: null, fallbackCount: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang]')).toBeEmptyDOMElement();
  },
};

export const FallbackOnly: Story = {
  args: { exactCount: 0, fallbackCount: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^Aucun résultat exact\. Voici des suggestions/,
    );
  },
};

export const ExactAndFallback: Story = {
  args: { exactCount: 4, fallbackCount: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Suggestions de séjours : ces résultats peuvent sortir de vos critères de recherche. Découvrez-les ou modifiez votre recherche.',
    );
  },
};

export const ExactOnly: Story = {
  args: { exactCount: 24, fallbackCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang]')).toBeEmptyDOMElement();
  },
};

export const SearchError: Story = {
  args: { hasError: true, exactCount: null, fallbackCount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      "Oups, une erreur s'est produite",
    );
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ErrorModalReloadsOnClose: Story = {
  parameters: { screenshot: false },
  args: { hasError: true, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: "Oups, une erreur s'est produite",
    });
    await expect(within(dialog).getByText('Fermez ce message pour recharger la page.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recharger la page' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const ErrorModalReloadsOnEscape: Story = {
  parameters: { screenshot: false },
  args: { hasError: true, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1));
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Retirer tous les filtres' }),
    ).toBeVisible();
  },
};

export const InSpanish: Story = {
  args: { exactCount: 0, fallbackCount: 3 },
  globals: { locale: 'es_ES' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^No hemos encontrado resultados exactos\./,
    );
  },
};
