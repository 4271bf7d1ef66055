import { describe, expect, it } from 'vitest';
import { frameAncestorsOf, newNonce, shopContentSecurityPolicy } from './contentSecurity';

describe('the shop’s Content-Security-Policy', () => {
  it('allows inline scripts only with the nonce, no eval, and frames nothing', () => {
    const policy = shopContentSecurityPolicy('abc123');
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1];
    expect(scriptSrc).toBe("'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
  });

  it('draws a new nonce of 128 bits for each document', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });

  it('lets the configured partner hosts frame a minisite, and nothing else', () => {
    const partners =
      'https://www.club-lumiere.example https://avantages.example:8443 http://plain.example javascript:x';
    expect(frameAncestorsOf('/fr/partner/club-lumiere', partners)).toBe(
      'https://www.club-lumiere.example https://avantages.example:8443',
    );
    expect(frameAncestorsOf('/be/nl/partner/vlaanderen-uitstappen', partners)).toContain('club-lumiere');
    for (const path of [
      '/fr',
      '/fr/checkout',
      '/fr/partner/club-lumiere/more',
      '/partner/club-lumiere',
      '/fr/partnership',
    ]) {
      expect(frameAncestorsOf(path, partners), path).toBe("'none'");
    }
    expect(frameAncestorsOf('/fr/partner/club-lumiere', undefined)).toBe("'none'");
    expect(frameAncestorsOf('/fr/partner/club-lumiere', 'https://a.example;script-src *')).toBe("'none'");
  });
});
