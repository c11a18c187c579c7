/**
 * The article's word count, as Chinese writers count it: each Chinese character (and each
 * Japanese kana or Korean hangul syllable) is one word, each run of Latin letters or digits is one
 * word ('Platinum', '2026', "don't", 'e-mail', '3.5'); punctuation (CJK punctuation included),
 * symbols and spaces count nothing. '铂金周 Platinum Week 2026' → 3 + 3 = 6.
 */

/** One CJK character: Han (with 〇 and 々), hiragana, katakana, hangul. Punctuation is Common script. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * A word of letters or digits: starts with a letter or digit, may carry combining marks, and may
 * go on after an inner apostrophe or hyphen (don't, e-mail), or after a point or comma between
 * digits (3.5, 1,234).
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:(?:['’\-‐]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*/gu;

export function countWords(text: string): number {
  let count = 0;
  // Each CJK character counts one, and ends any Latin word it touches ('Pt铂金' is 1 + 2).
  const rest = text.replace(CJK, () => {
    count += 1;
    return ' ';
  });
  return count + (rest.match(WORD)?.length ?? 0);
}
