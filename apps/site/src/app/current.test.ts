import fs from 'node:fs';
import path from 'node:path';
import type { components } from '@spw/api';
import { describe, expect, it } from 'vitest';
import { currentEditionId, reviewCompetitionId } from './edition-id.ts';

const info = (extra: object = {}): components['schemas']['WebInfo'] => ({
  site_name: '上海铂金周',
  site_en_name: 'Shanghai Platinum Week',
  current_events_id: 15,
  review_competition_id: 5,
  quote: { is_open: 1, need_role: '' },
  apps: { mini_program_name: '', mini_program_link: '', official_account: '', official_account_link: '', ios_url: '', android_url: '' },
  login: { wechat: false, wechat_op_web: false, sms: true, email: true },
  ...extra,
});

/** Past editions by year (history, not which edition is current), each with its reason. */
const PAST_EDITIONS = [
  // The about page's list of past editions, one per year, as the spec's history gives them.
  { file: `features${path.sep}home${path.sep}AboutPage.tsx:`, line: /^\s*\{ events_id: \d+, year: 20(21|22|23|24) \},$/ },
];

describe('the current edition and the reviewers’ competition', () => {
  it('come from webinfo, and are unknown until it came', () => {
    expect(currentEditionId(info())).toBe(15);
    expect(currentEditionId(undefined)).toBeUndefined();
    expect(reviewCompetitionId(info({ review_competition_id: 6 }))).toBe(6);
    expect(reviewCompetitionId(info())).toBe(5);
    expect(reviewCompetitionId(undefined)).toBeUndefined();
  });

  it('are never numbers written in the site', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const files = (fs.readdirSync(src, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(30);
    const constant = /\b(?:events_id|competition_id|eventsId|competitionId)\s*[:=]\s*\d|CURRENT_EVENTS_ID|EVENTS_ID\s*=\s*\d/;
    const offenders = files.flatMap((file) =>
      fs
        .readFileSync(path.join(src, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
        .filter(({ line }) => !/^\s*(\/\/|\/\*|\*)/.test(line) && constant.test(line))
        .filter(({ where, line }) => !PAST_EDITIONS.some((allowed) => where.startsWith(allowed.file) && allowed.line.test(line)))
        .map(({ where, line }) => `${where} ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
