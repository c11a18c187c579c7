import type { components } from '@spw/api';
import { pickText, type Locale } from '@spw/i18n';

export type VideoItem = components['schemas']['VideoItem'];
export type Video = components['schemas']['Video'];
export type VideoAdmin = components['schemas']['VideoAdmin'];
export type Series = components['schemas']['Series'];
export type SeriesAdmin = components['schemas']['SeriesAdmin'];
export type SeriesEntry = components['schemas']['SeriesEntry'];
export type SeriesRef = components['schemas']['SeriesRef'];
export type SeriesProgress = components['schemas']['SeriesProgress'];
export type SeriesBrief = components['schemas']['SeriesBrief'];

const langOf = (locale: Locale, en: string): 'en' | 'zh-CN' => (locale === 'en' && en.trim() !== '' ? 'en' : 'zh-CN');

/** A video's or a series' title and summary in the reader's language, with the language of each. */
export function mediaText(item: { title: string; en_title: string; summary?: string; en_summary?: string }, locale: Locale) {
  return {
    title: pickText(locale, item.title, item.en_title),
    titleLang: langOf(locale, item.en_title),
    summary: pickText(locale, item.summary ?? '', item.en_summary ?? '').trim(),
    summaryLang: langOf(locale, item.en_summary ?? ''),
  };
}

/** A length in seconds as a player shows it: 4:05, 1:02:03; '' when not known (0). */
export function durationClock(seconds: number): string {
  if (seconds <= 0) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** An entry's key, for progress: 'video:3', 'article:12'. */
export const entryKey = (e: { kind: 'video' | 'article'; id: number }) => `${e.kind}:${e.id}`;

/** The contract's limits (VideoBody, SeriesBody). */
export const VIDEO_LIMITS = {
  title: 80,
  en_title: 160,
  summary: 300,
  en_summary: 600,
  content: 5000,
  en_content: 10000,
  url: 1000,
  duration: 86400,
} as const;
export const SERIES_LIMITS = { title: 80, en_title: 160, summary: 300, en_summary: 600, entries: 50 } as const;
