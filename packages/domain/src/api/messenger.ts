import { z } from 'zod';
import { MESSENGER_MESSAGE_MAX } from '../messenger';
import { localeSchema } from './common';

// The messenger's local stand-in service (002 §2 Header; S-354): a conversation of the visitor's
// messages and the service's answers.

/** POST /api/messenger/messages: a visitor's message, in a conversation already started or a new one. */
export const messengerPostSchema = z.object({
  appId: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Expected an app id'),
  locale: localeSchema,
  conversationId: z.uuid().optional(),
  text: z.string().trim().min(1, 'Mandatory field').max(MESSENGER_MESSAGE_MAX),
});

export const messengerMessageSchema = z.object({
  author: z.enum(['visitor', 'escale']),
  text: z.string(),
  sentAt: z.string(),
});
export type MessengerMessage = z.infer<typeof messengerMessageSchema>;

/** The conversation, oldest message first. */
export const messengerConversationSchema = z.object({
  conversationId: z.uuid(),
  messages: z.array(messengerMessageSchema),
});
export type MessengerConversation = z.infer<typeof messengerConversationSchema>;
