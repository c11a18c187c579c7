/**
 * The admins' video form's helpers: a video's length as the form holds it ('4:05', '1:02:03', as
 * typed), to and from the contract's seconds; the ways a video plays and their words.
 *
 * No React here: the file is .tsx only because the package's exports map `@spw/ui/*` to `src/*.tsx`
 * (the site imports it as '@spw/ui/features/media/videoDraft').
 */
import type { MessageKey } from '@spw/i18n';
import type { BroadcastSourceType } from './broadcastText.ts';
import { durationClock } from './videoText.ts';

/** 'm:ss' (any number of minutes) or 'h:mm:ss'; a full-width colon (typed with a Chinese keyboard) counts as one. */
const CLOCK = /^(?:(\d+)[:：]([0-5]\d)|(\d+)[:：]([0-5]\d)[:：]([0-5]\d))$/;

/**
 * A length as typed → its seconds: '' → 0 (not known), '4:05' → 245, '1:02:03' → 3723; null for
 * text in neither form ('245', '4:5', '1:60:00'). Any length is read: the form says when it is too long.
 */
export function secondsOfDuration(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  const match = CLOCK.exec(value);
  if (!match) return null;
  const [, minutes, seconds, h, m, s] = match;
  if (minutes !== undefined) return Number(minutes) * 60 + Number(seconds);
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Seconds → the length as the form shows it ('4:05', '1:02:03'); '' for 0 (not known). */
export function durationInputOf(seconds: number): string {
  return durationClock(seconds);
}

/** The ways a video plays, in the form's order. */
export const VIDEO_SOURCE_TYPES: readonly BroadcastSourceType[] = ['hls', 'mp4', 'embed'];

/** Each way's name (the list's tag, the form's choice) and what its address looks like. */
export const VIDEO_SOURCE_LABEL: Record<BroadcastSourceType, { name: MessageKey; hint: MessageKey }> = {
  hls: { name: 'video.admin.source.hls', hint: 'video.admin.source.hlsHint' },
  mp4: { name: 'video.admin.source.mp4', hint: 'video.admin.source.mp4Hint' },
  embed: { name: 'video.admin.source.embed', hint: 'video.admin.source.embedHint' },
};
