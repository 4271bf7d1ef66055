// Email suggestions (002 §5 "Email suggestions", S-416): an email field proposes "You mean
// @{suggestion}?" when the typed domain looks like a misspelt common provider.

/**
 * Common mail providers of the six markets, most used first (a tie between two equally close
 * providers goes to the earlier one). Providers' other real domains are listed too, so that a
 * correct `hotmail.be` or `gmx.de` is never "corrected".
 */
export const EMAIL_PROVIDERS = [
  'gmail.com',
  'hotmail.com',
  'hotmail.fr',
  'hotmail.es',
  'hotmail.it',
  'hotmail.be',
  'hotmail.nl',
  'outlook.com',
  'outlook.fr',
  'outlook.es',
  'outlook.it',
  'outlook.be',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.es',
  'yahoo.it',
  'live.com',
  'live.fr',
  'live.nl',
  'live.be',
  'live.it',
  'icloud.com',
  'me.com',
  'msn.com',
  'aol.com',
  'orange.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'wanadoo.fr',
  'neuf.fr',
  'bbox.fr',
  'gmx.com',
  'gmx.fr',
  'gmx.de',
  'gmx.net',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'hetnet.nl',
  'home.nl',
  'xs4all.nl',
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
  'tim.it',
  'tin.it',
  'movistar.es',
  'telefonica.net',
  'protonmail.com',
  'proton.me',
] as const;

/** Providers that only have one domain: `gmail.fr` or a bare `gmail` means `gmail.com`. */
const SINGLE_DOMAIN_PROVIDERS: Record<string, string> = {
  gmail: 'gmail.com',
  googlemail: 'gmail.com',
  icloud: 'icloud.com',
  laposte: 'laposte.net',
  wanadoo: 'wanadoo.fr',
};

/**
 * Optimal string alignment distance (Damerau-Levenshtein without repeated edits of a substring):
 * insertions, deletions, substitutions and swaps of two neighbours each count 1.
 */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const d = new Uint16Array((a.length + 1) * width);
  const at = (i: number, j: number) => d[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) {
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) {
        d[i * width + j] = i + j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, at(i - 2, j - 2) + 1);
      }
      d[i * width + j] = value;
    }
  }
  return at(a.length, b.length);
}

/** How far a domain may be from a provider: one edit for short domains, two for longer ones. */
function maxDistance(domain: string): number {
  return domain.length <= 6 ? 1 : 2;
}

/** The part after the last `@`, lower-cased, or null when there is no local part or no domain. */
function domainOf(email: string): string | null {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return null;
  return value.slice(at + 1);
}

/**
 * The provider's domain the email most likely meant (`anna@gmial.com` → `gmail.com`), or null when
 * the domain is a known provider, is not close to one, or the email has no domain yet (S-416).
 */
export function emailSuggestion(email: string): string | null {
  const domain = domainOf(email);
  if (!domain || /\s/.test(domain)) return null;
  if ((EMAIL_PROVIDERS as readonly string[]).includes(domain)) return null;

  // A provider that has a single domain, with a wrong or missing top-level domain.
  const dot = domain.lastIndexOf('.');
  const secondLevel = dot === -1 ? domain : domain.slice(0, dot);
  const single = SINGLE_DOMAIN_PROVIDERS[secondLevel];
  if (single && single !== domain) return single;

  let best: string | null = null;
  let bestDistance = maxDistance(domain) + 1;
  for (const provider of EMAIL_PROVIDERS) {
    const distance = editDistance(domain, provider);
    if (distance < bestDistance) {
      best = provider;
      bestDistance = distance;
    }
  }
  return best;
}

/** The email with its domain replaced by the suggestion: what clicking "You mean @…?" applies. */
export function applyEmailSuggestion(email: string, suggestion: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  return `${at === -1 ? value : value.slice(0, at)}@${suggestion}`;
}
