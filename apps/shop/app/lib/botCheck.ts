import type { Locale } from '@escale/i18n';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { apiGet } from './api';

// The contact form's bot check in the browser (S-426, S-427): a chunk of its own, loaded when the
// visitor first sends. It fetches a challenge, solves its proof of work and answers the payload the
// form posts (ALTCHA's: the challenge and its solution, as base64 JSON).

/** The proof that a person sends the form; throws when the challenge cannot be had or solved. */
export async function proveHuman(locale: Locale): Promise<string> {
  const challenge = (await apiGet('/api/crm/challenge', locale, {}, 'botChallenge')) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('The bot check was not solved in time');
  return btoa(JSON.stringify({ challenge, solution }));
}
