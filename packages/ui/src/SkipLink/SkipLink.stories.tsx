import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  args: { targetId: 'content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Menu">
        <a href="/fr/search">Séjours</a> <a href="/fr/gifts">Cadeaux</a>
      </nav>
      <main id="content" tabIndex={-1}>
        <a href="/fr/stay/1">Premier séjour</a>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab shows it; Enter moves the focus past the menu, and the next Tab is in the content. */
export const SkipsToContent: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Aller au contenu' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    const hash = window.location.hash;
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(window.location.hash).toBe(hash);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Premier séjour' })).toHaveFocus();
  },
};

/** Hidden until focused: nothing shows on the page. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const skip = within(canvasElement).getByRole('link', { name: 'Aller au contenu' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/** Shown over the page's corner while it has the focus. */
export const ShownOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const skip = within(canvasElement).getByRole('link', { name: 'Aller au contenu' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

export const OwnWords: Story = {
  parameters: { screenshot: false },
  args: { children: 'Passer au contenu principal' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Passer au contenu principal' }),
    ).toHaveAttribute('href', '#content');
  },
};
