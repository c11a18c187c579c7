import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { api } from '../../app/api.ts';

/**
 * The message form's spam check: a puzzle from the server (/guestbook/challenge) solved in the
 * browser with altcha-lib (Web Crypto's PBKDF2, about half a second on a phone), encoded as the
 * `proof` the server checks. Rejects when the puzzle cannot be fetched or solved.
 */
export async function solveGuestbookProof(signal: AbortSignal): Promise<string> {
  const challenge: Challenge = await api.get('/guestbook/challenge', { signal, quiet: true });
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw new Error('guestbook: puzzle not solved');
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
