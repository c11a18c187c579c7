import type { components } from '@spw/api';
import { BEIJING_TIME_ZONE, formatDateTime, pickText, type Locale, type MessageKey } from '@spw/i18n';

export type BroadcastItem = components['schemas']['BroadcastItem'];
export type Broadcast = components['schemas']['Broadcast'];
export type BroadcastAdmin = components['schemas']['BroadcastAdmin'];
export type BroadcastStatus = components['schemas']['BroadcastStatus'];
export type BroadcastSourceType = components['schemas']['BroadcastSourceType'];
export type BroadcastSpeaker = components['schemas']['BroadcastSpeaker'];

/** The statuses by name (the contract's numbers). */
export const LIVE_STATUS = { upcoming: 0, live: 1, closed: 2 } as const satisfies Record<string, BroadcastStatus>;

/** A status's name in the catalogue: 未开始 / 直播中 / 已结束. */
export const LIVE_STATUS_LABEL: Record<BroadcastStatus, MessageKey> = {
  0: 'live.status.upcoming',
  1: 'live.status.live',
  2: 'live.status.closed',
};

/**
 * The status now, from the stream's times: the server's answer may be a few seconds old (cached),
 * and a page left open must turn "not started" into "in progress" by itself when the time comes.
 */
export function liveStatusAt(item: Pick<BroadcastItem, 'start_time' | 'end_time'>, now: number): BroadcastStatus {
  if (now < Date.parse(item.start_time)) return LIVE_STATUS.upcoming;
  if (now < Date.parse(item.end_time)) return LIVE_STATUS.live;
  return LIVE_STATUS.closed;
}

/** Whether a text is shown in English (its language for `lang` attributes). */
const langOf = (locale: Locale, en: string): 'en' | 'zh-CN' => (locale === 'en' && en.trim() !== '' ? 'en' : 'zh-CN');

/** What a stream shows of itself in the reader's language, and the language each part is written in. */
export function broadcastText(
  item: Pick<BroadcastItem, 'title' | 'en_title' | 'summary' | 'en_summary' | 'host' | 'en_host'>,
  locale: Locale,
) {
  return {
    title: pickText(locale, item.title, item.en_title),
    titleLang: langOf(locale, item.en_title),
    summary: pickText(locale, item.summary, item.en_summary).trim(),
    summaryLang: langOf(locale, item.en_summary),
    host: pickText(locale, item.host, item.en_host).trim(),
    hostLang: langOf(locale, item.en_host),
  };
}

/** The description's paragraphs (split by blank lines) in the reader's language, and their language. */
export function broadcastParagraphs(
  item: Pick<Broadcast, 'content' | 'en_content'>,
  locale: Locale,
): { paragraphs: string[]; lang: 'en' | 'zh-CN' } {
  const text = pickText(locale, item.content, item.en_content);
  return {
    paragraphs: text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    lang: langOf(locale, item.en_content),
  };
}

/** A speaker's name and position in the reader's language. */
export function speakerText(s: BroadcastSpeaker, locale: Locale) {
  return {
    name: pickText(locale, s.name, s.en_name ?? ''),
    nameLang: langOf(locale, s.en_name ?? ''),
    title: pickText(locale, s.title ?? '', s.en_title ?? '').trim(),
    titleLang: langOf(locale, s.en_title ?? ''),
  };
}

const clock = (value: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BEIJING_TIME_ZONE,
  }).format(new Date(value));
const dayOf = (value: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: BEIJING_TIME_ZONE }).format(
    new Date(value),
  );

/**
 * The schedule in Beijing time, without the zone's name (the screens add 北京时间 / Beijing time):
 * '2026年11月27日 14:00 – 15:30', or both dates when it runs past midnight.
 */
export function beijingSchedule(item: Pick<BroadcastItem, 'start_time' | 'end_time'>, locale: Locale): string {
  const start = formatDateTime(item.start_time, locale);
  const end = dayOf(item.start_time) === dayOf(item.end_time) ? clock(item.end_time, locale) : formatDateTime(item.end_time, locale);
  return `${start} – ${end}`;
}

/** The time left until a start, in whole parts (never negative). */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** The clock part of a countdown: 03:12:45. */
export function countdownClock(ms: number): string {
  const { hours, minutes, seconds } = countdownParts(ms);
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The contract's limits (BroadcastBody). */
export const BROADCAST_LIMITS = {
  title: 80,
  en_title: 160,
  summary: 300,
  en_summary: 600,
  content: 5000,
  en_content: 10000,
  host: 60,
  en_host: 120,
  url: 1000,
  speakers: 12,
  speakerName: 40,
  speakerEnName: 80,
  speakerTitle: 60,
  speakerEnTitle: 120,
  articles: 10,
} as const;
