import { messengerConversationSchema } from '@escale/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, post } from './searchSupport';
import { createTestContext, type TestContext } from './support';

// The messenger's local stand-in (002 §2 Header; S-354, G-26).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx?.close());

const send = async (body: Record<string, unknown>) => {
  const response = await ctx.request('/api/messenger/messages', post(body));
  expect(response.status).toBe(201);
  return messengerConversationSchema.parse(await response.json());
};

describe('POST /api/messenger/messages', () => {
  it('S-354 starts a conversation, answers the first message with the chat hours, and keeps the next ones', async () => {
    const first = await send({ appId: 'escale-local', locale: 'es_ES', text: '¿Puedo cambiar la fecha?' });
    expect(first.messages.map((message) => message.author)).toEqual(['visitor', 'escale']);
    expect(first.messages[1]?.text).toContain('de lunes a viernes, de 9:00 a 18:00');
    const next = await send({
      appId: 'escale-local',
      locale: 'es_ES',
      conversationId: first.conversationId,
      text: 'Reserva 12345678',
    });
    expect(next.messages.map((message) => message.text)).toEqual([
      '¿Puedo cambiar la fecha?',
      first.messages[1]?.text,
      'Reserva 12345678',
    ]);
  });

  it('refuses an empty or too long message, a bad app id and an unknown conversation, writing nothing', async () => {
    const count = async () => (await ctx.db.selectFrom('messenger_messages').select('id').execute()).length;
    const before = await count();
    const base = { appId: 'escale-local', locale: 'fr_FR', text: 'Bonjour' };
    expect(await errorOf(ctx, '/api/messenger/messages', post({ ...base, text: '  ' }))).toEqual({
      status: 400,
      paths: ['text'],
    });
    expect(
      (await errorOf(ctx, '/api/messenger/messages', post({ ...base, text: 'x'.repeat(1001) }))).paths,
    ).toEqual(['text']);
    expect(
      (await errorOf(ctx, '/api/messenger/messages', post({ ...base, appId: 'Bad App' }))).paths,
    ).toEqual(['appId']);
    const unknown = { ...base, conversationId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f' };
    expect(await errorOf(ctx, '/api/messenger/messages', post(unknown))).toEqual({
      status: 404,
      paths: ['conversationId'],
    });
    expect(await count()).toBe(before);
  });
});
