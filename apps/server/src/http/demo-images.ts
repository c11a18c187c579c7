import type { FastifyInstance } from 'fastify';

/**
 * Pictures for the demo data, drawn as SVG from the file name so a fresh start needs no image files.
 * Only registered in demo mode.
 */
const PALETTES: [string, string][] = [
  ['#e8e6e1', '#9a9590'],
  ['#f3e7c9', '#b08d57'],
  ['#dfe6ee', '#6f8196'],
  ['#efe1e1', '#a27272'],
  ['#e3ece4', '#6f8c74'],
  ['#e9e3f1', '#7d6d99'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function demoSvg(kind: string, name: string): string | undefined {
  const h = hash(`${kind}/${name}`);
  const [light, deep] = PALETTES[h % PALETTES.length] ?? ['#e8e6e1', '#9a9590'];
  const grad = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>`;
  if (kind === 'avatars' || kind === 'guests') {
    const label = escapeXml(/^\d+$/.test(name) ? `${name}` : name.slice(0, 1).toUpperCase());
    return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${grad}<rect width="256" height="256" fill="url(#g)"/><circle cx="128" cy="128" r="92" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/><text x="128" y="148" font-family="Georgia,serif" font-size="64" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  }
  if (kind === 'banners' || kind === 'columns') {
    const [w, hgt] = kind === 'banners' ? [1200, 400] : [640, 360];
    const rings = Array.from({ length: 6 }, (_, i) => {
      const r = 40 + ((h >> (i * 3)) % 160);
      const cx = (h >> i) % w;
      return `<circle cx="${cx}" cy="${hgt / 2}" r="${r}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>`;
    }).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">${grad}<rect width="${w}" height="${hgt}" fill="url(#g)"/>${rings}</svg>`;
  }
  if (kind === 'photos') {
    // Album pictures: landscape 1200×800, or portrait 800×1067 when the name ends in -p.
    const [w, hgt] = name.endsWith('-p') ? [800, 1067] : [1200, 800];
    const shapes = Array.from({ length: 5 }, (_, i) => {
      const r = 60 + ((h >> (i * 4)) % 220);
      return `<circle cx="${(h >> (i * 2)) % w}" cy="${(h >> (i * 3 + 1)) % hgt}" r="${r}" fill="#fff" fill-opacity=".18"/>`;
    }).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">${grad}<rect width="${w}" height="${hgt}" fill="url(#g)"/>${shapes}</svg>`;
  }
  if (kind === 'sponsors') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" rx="12" fill="#fff" stroke="${deep}" stroke-width="2"/><circle cx="60" cy="60" r="30" fill="${deep}"/><text x="110" y="70" font-family="Georgia,serif" font-size="26" fill="#333">Sponsor ${escapeXml(name)}</text></svg>`;
  }
  return undefined;
}

export function registerDemoImages(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string } }>('/demo/:kind/:file', async (req, reply) => {
    const match = /^([A-Za-z0-9_-]{1,40})\.svg$/.exec(req.params.file);
    const svg = match?.[1] ? demoSvg(req.params.kind, match[1]) : undefined;
    if (!svg) return reply.status(404).type('text/plain').send('not found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
