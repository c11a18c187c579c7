// The pattern of an ILIKE search for a word a user typed.

/** `%`, `_` and `\` in a search word match themselves. */
export function likePattern(word: string): string {
  return `%${word.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
