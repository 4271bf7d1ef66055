import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailSuggestion } from './EmailSuggestion';

// The correction offered under an email field (the buyer's, the newsletter's) once it is left.

const meta = {
  title: 'Blocks/EmailSuggestion',
  component: EmailSuggestion,
  args: { email: 'camille@gmial.com', isShown: true, onApply: fn() },
} satisfies Meta<typeof EmailSuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggests: Story = {
  name: 'S-416 A misspelt provider gets its correction, which a press applies',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Vous voulez dire @gmail.com ?' }),
    );
    await expect(args.onApply).toHaveBeenCalledWith('camille@gmail.com');
  },
};

export const NothingToSuggest: Story = {
  name: 'S-416 A known provider, or a field still being typed, gets none',
  args: { email: 'camille@gmail.com' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
