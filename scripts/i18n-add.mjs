#!/usr/bin/env node
// Merge new messages into both catalogues at once, refusing a key that is missing from either
// language: `node scripts/i18n-add.mjs '{"key": ["中文", "English"]}'` (or a path to such a JSON file).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const arg = process.argv[2];
if (!arg) {
  console.error('usage: node scripts/i18n-add.mjs \'{"key": ["中文", "English"]}\' | file.json');
  process.exit(2);
}
const entries = JSON.parse(existsSync(arg) ? readFileSync(arg, 'utf8') : arg);
const dir = new URL('../packages/i18n/src/messages/', import.meta.url);
const zh = JSON.parse(readFileSync(new URL('zh.json', dir), 'utf8'));
const en = JSON.parse(readFileSync(new URL('en.json', dir), 'utf8'));
for (const [key, pair] of Object.entries(entries)) {
  if (!Array.isArray(pair) || pair.length !== 2 || pair.some((m) => typeof m !== 'string' || m === '')) {
    console.error(`${key}: give ["中文", "English"]`);
    process.exit(1);
  }
  zh[key] = pair[0];
  en[key] = pair[1];
}
writeFileSync(new URL('zh.json', dir), `${JSON.stringify(zh, null, 2)}\n`);
writeFileSync(new URL('en.json', dir), `${JSON.stringify(en, null, 2)}\n`);
console.log(`${Object.keys(entries).length} message(s) merged`);
