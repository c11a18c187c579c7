import { describe, expect, it } from 'vitest';
import { escapeValue, foldLine, toVcard } from './vcard.ts';

const person = {
  name: '李明轩',
  enName: 'Li Mingxuan',
  company: '铂族金属研究院',
  enCompany: 'Platinum Group Metals Institute',
  position: '首席分析师',
  enPosition: 'Chief Analyst',
  phone: '+86 21 6000 0000',
  email: 'li@example.com',
  wechat: 'pgm-li',
  address: '上海市浦东新区世纪大道 100 号',
  enAddress: '100 Century Avenue, Pudong, Shanghai',
};

describe('vCard', () => {
  it('escapes backslashes, commas, semicolons and line breaks', () => {
    expect(escapeValue('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
  });

  it('folds lines at 75 octets without splitting a Chinese character', () => {
    const line = `NOTE:${'铂'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    // Unfolding (drop CRLF + space) gives the line back, character for character.
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('writes a 3.0 card with the name, company, title, phone, e-mail, address and a note', () => {
    const card = toVcard(person);
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card).toContain('FN;CHARSET=UTF-8:李明轩');
    expect(card).toContain('NICKNAME;CHARSET=UTF-8:Li Mingxuan');
    expect(card).toContain('TITLE;CHARSET=UTF-8:首席分析师 / Chief Analyst');
    expect(card).toContain('TEL;TYPE=CELL,VOICE:+86 21 6000 0000');
    expect(card).toContain('EMAIL;TYPE=INTERNET:li@example.com');
    // The English address's commas are escaped in the note.
    expect(card.replace(/\r\n /g, '')).toContain('100 Century Avenue\\, Pudong\\, Shanghai');
    expect(card).not.toMatch(/[^\r]\n/);
  });

  it('leaves out what the card does not have', () => {
    const card = toVcard({ ...person, enName: '', phone: '', wechat: '', address: '', enAddress: '', enCompany: '' });
    expect(card).not.toContain('NICKNAME');
    expect(card).not.toContain('TEL');
    expect(card).not.toContain('ADR');
    expect(card).not.toContain('NOTE');
  });
});
