import type { MessengerMessage } from '@escale/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessengerPanel } from './MessengerPanel';

// The messenger's conversation (S-354): here the service is a function of the story.

function Conversation({ fails = false }: { fails?: boolean }) {
  const [messages, setMessages] = useState<MessengerMessage[]>([]);
  const send = async (text: string) => {
    if (fails) throw new Error('offline');
    setMessages((current) => [
      ...current,
      { author: 'visitor', text, sentAt: '2026-11-29T10:00:00Z' },
      {
        author: 'escale',
        text: 'Un conseiller vous répond ici du lundi au vendredi, de 9 h à 18 h.',
        sentAt: '2026-11-29T10:00:01Z',
      },
    ]);
  };
  return <MessengerPanel isOpen onOpenChange={() => undefined} messages={messages} onSend={send} />;
}

const meta = {
  title: 'Blocks/MessengerPanel',
  component: Conversation,
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendsAndAnswers: Story = {
  name: 'S-354 A message sent joins the conversation with the answer, and the field empties',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Discuter avec Escale' });
    const field = within(dialog).getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(field, 'Bonjour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const log = within(dialog).getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('VousBonjour');
    await expect(field).toHaveValue('');
  },
};

export const CannotSend: Story = {
  name: 'A message that could not be sent stays in the field with the error',
  args: { fails: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Discuter avec Escale' });
    const field = within(dialog).getByRole('textbox', { name: 'Votre message' });
    await userEvent.type(field, 'Bonjour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Votre message n'a pas pu être envoyé.",
    );
    await expect(field).toHaveValue('Bonjour');
  },
};
