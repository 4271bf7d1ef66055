import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LOCATION, clientErrorLog, LOG_MESSAGE_MAX, logMessage } from '../clientLogs';
import { clientLogSchema } from './logs';

describe('logMessage', () => {
  it('002 §9 cuts a message at 256 characters and keeps a shorter one whole', () => {
    expect(LOG_MESSAGE_MAX).toBe(256);
    expect(logMessage('x'.repeat(300))).toHaveLength(256);
    expect(logMessage('Payment failed')).toBe('Payment failed');
  });

  it('never leaves half a surrogate pair at the cut', () => {
    const cut = logMessage(`${'x'.repeat(255)}😀 and more`);
    expect(cut).toBe('x'.repeat(255));
    expect(clientLogSchema.shape.message.safeParse(cut).success).toBe(true);
  });
});

describe('clientLogSchema', () => {
  const log = { level: 'ERROR', locale: 'fr_FR', location: 'application.client.error', message: 'Boom' };

  it('G-57 reads a client error log', () => {
    expect(clientLogSchema.parse(log)).toEqual(log);
  });

  it('refuses an unknown level, a missing location and a message over 256 characters', () => {
    expect(clientLogSchema.safeParse({ ...log, level: 'FATAL' }).success).toBe(false);
    expect(clientLogSchema.safeParse({ ...log, location: '' }).success).toBe(false);
    expect(clientLogSchema.safeParse({ ...log, message: 'x'.repeat(257) }).success).toBe(false);
  });
});

describe('clientErrorLog', () => {
  it('S-458 logs a client error with level ERROR, location application.client.error, the locale and the message cut at 256 characters', () => {
    const log = clientErrorLog('it_IT', new TypeError('x'.repeat(300)));
    expect(CLIENT_ERROR_LOCATION).toBe('application.client.error');
    expect(log).toEqual({
      level: 'ERROR',
      locale: 'it_IT',
      location: 'application.client.error',
      message: 'x'.repeat(256),
    });
    expect(clientLogSchema.safeParse(log).success).toBe(true);
  });

  it("S-458 logs what was thrown when it is not an Error, and keeps a flow's own location", () => {
    expect(clientErrorLog('fr_FR', 'Wallet failed').message).toBe('Wallet failed');
    expect(clientErrorLog('fr_FR', { reason: 'timeout' }).message).toBe('{"reason":"timeout"}');
    expect(clientErrorLog('fr_FR', new Error(''), 'application.client.checkout')).toMatchObject({
      location: 'application.client.checkout',
      message: 'Error',
    });
  });
});
