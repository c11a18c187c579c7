// The demo's documents: pictures drawn on request (`demo:<name>.png`), so a fresh site shows the
// admins' queue with something to look at and nothing private is committed.

const DOCUMENTS: Record<string, { title: string; lines: string[]; hue: number }> = {
  'licence-studio.png': {
    title: 'BUSINESS LICENCE (SAMPLE)',
    lines: ['Zhou Yiming Design Studio', 'Registered in Shenzhen, 2019', 'Scope: jewellery design'],
    hue: 28,
  },
  'badge-studio.png': { title: 'WORK BADGE (SAMPLE)', lines: ['Zhou Yiming', 'Chief Designer', 'Zhou Yiming Design Studio'], hue: 200 },
  'card-sato.png': { title: 'BUSINESS CARD (SAMPLE)', lines: ['Yuki Sato', 'Founder', 'Sato Jewellery, Tokyo'], hue: 340 },
  'letter-oliver.png': {
    title: 'EMPLOYMENT LETTER (SAMPLE)',
    lines: ['Oliver Grant', 'Trading Director since 2012', 'Grant Refining Ltd, London'],
    hue: 150,
  },
};

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A demo document's picture; null for a key that is none. */
export async function demoDocument(key: string): Promise<Buffer | null> {
  if (!key.startsWith('demo:')) return null;
  const doc = DOCUMENTS[key.slice('demo:'.length)];
  if (!doc) return null;
  const lines = doc.lines.map((line, i) => `<text x="60" y="${200 + i * 56}" font-size="34" fill="#333">${escape(line)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <rect width="800" height="500" fill="hsl(${doc.hue},35%,94%)"/>
    <rect x="20" y="20" width="760" height="460" fill="none" stroke="hsl(${doc.hue},35%,45%)" stroke-width="6"/>
    <text x="60" y="110" font-size="40" font-weight="bold" fill="hsl(${doc.hue},40%,30%)">${escape(doc.title)}</text>
    ${lines}
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The demo's keys, for the seed. */
export const DEMO_DOCUMENTS = Object.keys(DOCUMENTS).map((name) => `demo:${name}`);
