// How wide a text is as the market's rules count it (a post's title fits "20 Chinese or 40 English
// characters"): a wide or full-width character (Chinese, Japanese, Korean, full-width forms, most
// emoji) counts two, any other one. Both the form (as the member types) and the server use it, so
// they never disagree. The widths come from Unicode's East Asian Width property (UAX #11).
import { eastAsianWidth } from 'get-east-asian-width';

/** The text's width in half-width columns: 'Platinum' 8, '铂金' 4, '铂金 bar' 8. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // Combining marks, variation selectors and joiners add nothing to the character before them.
    if (/\p{M}|\u200d|[\ufe00-\ufe0f]/u.test(char)) continue;
    width += eastAsianWidth(code, { ambiguousAsWide: false });
  }
  return width;
}

/** A post's title: at most 40 columns (20 Chinese or 40 English characters). */
export const POST_TITLE_WIDTH = 40;
