/** api-token = lowercase hex SHA-256 of word + timestamp (ms) + secret, with Web Crypto (browsers and Node). */
export async function signApiToken(word: string, timestamp: number | string, secret: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${word}${timestamp}${secret}`);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
