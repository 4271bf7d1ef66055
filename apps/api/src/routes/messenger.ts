import {
  type ApiLocale,
  type MessengerConversation,
  messengerConversationSchema,
  messengerPostSchema,
} from '@escale/domain';
import type { RegisterRoutes } from '../app';
import { languageOf } from '../content/locale';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { names } from '../seed/lang';

// The messenger's local stand-in service (002 §2 Header; S-354, G-26): it keeps each conversation
// and answers the visitor's first message with the chat hours; an advisor would answer the rest.

const WELCOME = names(
  'Merci pour votre message ! Un conseiller vous répond ici du lundi au vendredi, de 9 h à 18 h. En dehors de ces horaires, nous vous répondons par e-mail sous 48 heures.|¡Gracias por tu mensaje! Un asesor te responde aquí de lunes a viernes, de 9:00 a 18:00. Fuera de este horario, te respondemos por e-mail en 48 horas.|Grazie per il tuo messaggio! Un consulente ti risponde qui dal lunedì al venerdì, dalle 9 alle 18. Fuori da questi orari, ti rispondiamo via e-mail entro 48 ore.|Bedankt voor je bericht! Een adviseur antwoordt je hier van maandag tot en met vrijdag, van 9.00 tot 18.00 uur. Daarbuiten antwoorden we binnen 48 uur per e-mail.',
);

async function conversationOf(db: Database, conversationId: string): Promise<MessengerConversation> {
  const rows = await db
    .selectFrom('messenger_messages')
    .select(['author', 'text', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('id')
    .execute();
  return {
    conversationId,
    messages: rows.map((row) => ({
      author: row.author,
      text: row.text,
      sentAt: new Date(row.created_at).toISOString(),
    })),
  };
}

export const registerMessenger: RegisterRoutes = (registry, deps) => {
  registry.add(
    {
      method: 'post',
      path: '/api/messenger/messages',
      operationId: 'messengerMessage',
      summary:
        'The messenger’s local stand-in (S-354): adds a visitor’s message to its conversation (a new one without conversationId), answers the first with the chat hours, and returns the conversation; 404 for an unknown conversation',
      tag: 'messenger',
      query: messengerPostSchema,
      response: messengerConversationSchema,
      status: 201,
      errors: [404],
      cacheControl: 'no-store',
    },
    async ({ query }) => {
      const { appId, locale, text } = query;
      const conversationId = query.conversationId ?? crypto.randomUUID();
      await deps.db.transaction().execute(async (trx) => {
        if (query.conversationId) {
          const known = await trx
            .selectFrom('messenger_messages')
            .select('id')
            .where('conversation_id', '=', conversationId)
            .where('app_id', '=', appId)
            .executeTakeFirst();
          if (!known) {
            throw new ApiError(404, 'NOT_FOUND', 'Conversation not found', [
              { path: 'conversationId', message: 'Unknown conversation' },
            ]);
          }
        }
        const row = { conversation_id: conversationId, app_id: appId, locale };
        await trx
          .insertInto('messenger_messages')
          .values({ ...row, author: 'visitor', text })
          .execute();
        if (!query.conversationId) {
          const welcome = WELCOME[languageOf(locale as ApiLocale)];
          await trx
            .insertInto('messenger_messages')
            .values({ ...row, author: 'escale', text: welcome })
            .execute();
        }
      });
      return conversationOf(deps.db, conversationId);
    },
  );
};
