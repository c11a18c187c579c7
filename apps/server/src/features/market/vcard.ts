// A business card as a vCard 3.0 file (RFC 2426), the version every phone's contacts app imports.
// Written here rather than with a library: the npm vCard writers are unmaintained or pull in
// photo fetching; the format needs only its escaping (RFC 2426 §5) and line folding (75 octets,
// never inside a UTF-8 character), both tested in vcard.test.ts.

/** Text as a vCard value: backslash, comma, semicolon and line breaks escaped. */
export const escapeValue = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** One content line, folded at 75 octets (continuations start with a space), never splitting a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation's leading space counts as one of its 75.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface VcardPerson {
  name: string;
  enName: string;
  company: string;
  enCompany: string;
  position: string;
  enPosition: string;
  phone: string;
  email: string;
  wechat: string;
  address: string;
  enAddress: string;
}

/** The card as a vCard: the Chinese name first (FN), the English one as a nickname and in the note. */
export function toVcard(p: VcardPerson): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `FN;CHARSET=UTF-8:${escapeValue(p.name)}`, `N;CHARSET=UTF-8:${escapeValue(p.name)};;;;`];
  if (p.enName) lines.push(`NICKNAME;CHARSET=UTF-8:${escapeValue(p.enName)}`);
  const org = p.company || p.enCompany;
  if (org) lines.push(`ORG;CHARSET=UTF-8:${escapeValue(org)}`);
  const title = [p.position, p.enPosition].filter(Boolean).join(' / ');
  if (title) lines.push(`TITLE;CHARSET=UTF-8:${escapeValue(title)}`);
  if (p.phone) lines.push(`TEL;TYPE=CELL,VOICE:${escapeValue(p.phone)}`);
  if (p.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeValue(p.email)}`);
  if (p.address) lines.push(`ADR;TYPE=WORK;CHARSET=UTF-8:;;${escapeValue(p.address)};;;;`);
  const note = [p.wechat ? `WeChat: ${p.wechat}` : '', p.enCompany && p.company ? p.enCompany : '', p.enAddress].filter(Boolean).join('\n');
  if (note) lines.push(`NOTE;CHARSET=UTF-8:${escapeValue(note)}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
