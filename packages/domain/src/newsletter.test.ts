import { describe, expect, it } from 'vitest';
import { newsletterRequestSchema } from './api/newsletter';
import { invitesToNewsletter } from './newsletter';

describe('newsletter', () => {
  it('S-413 invites on home, search and product pages reached from another page', () => {
    expect(invitesToNewsletter('search', false, null)).toBe(true);
    expect(invitesToNewsletter('home', false, null)).toBe(true);
    expect(invitesToNewsletter('product', false, null)).toBe(true);
    // Not on the first page of a visit, nor on a checkout.
    expect(invitesToNewsletter('search', true, null)).toBe(false);
    expect(invitesToNewsletter('checkout', false, null)).toBe(false);
  });

  it('S-414 invites once only, never after a signup or a close', () => {
    for (const memory of ['shown', 'closed', 'subscribed'] as const) {
      expect(invitesToNewsletter('search', false, memory)).toBe(false);
    }
  });

  it('S-410 S-496 takes a valid email with the market country and language', () => {
    const ok = newsletterRequestSchema.parse({ email: ' lea@example.fr ', country: 'FR', language: 'fr' });
    expect(ok).toEqual({ email: 'lea@example.fr', country: 'FR', language: 'fr', source: 'footer' });
    const bad = newsletterRequestSchema.safeParse({ email: 'lea@example', country: 'FR', language: 'fr' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Email seems incorrect'],
    ]);
  });
});
