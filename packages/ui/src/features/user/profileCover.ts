import type { MessageKey } from '@spw/i18n';

/** The four covers drawn in CSS (`bg_url` holds 'preset:1' … 'preset:4'); anything else is an uploaded picture's URL. */
export type CoverPreset = 'preset:1' | 'preset:2' | 'preset:3' | 'preset:4';

export const COVER_PRESETS: readonly CoverPreset[] = ['preset:1', 'preset:2', 'preset:3', 'preset:4'];

/** Each preset's name in the catalogue: platinum, deep navy, rose gold, jade. */
export const COVER_NAME = {
  'preset:1': 'profile.cover.1',
  'preset:2': 'profile.cover.2',
  'preset:3': 'profile.cover.3',
  'preset:4': 'profile.cover.4',
} as const satisfies Record<CoverPreset, MessageKey>;

const isPreset = (value: string): value is CoverPreset => (COVER_PRESETS as readonly string[]).includes(value);

/**
 * The preset a user's `bg_url` names: '' (never chosen) is the first, platinum; an uploaded picture's
 * URL is null (the page draws the picture). An unknown 'preset:…' falls back to the first.
 */
export function coverPreset(bg_url: string): CoverPreset | null {
  const value = bg_url.trim();
  if (value === '') return 'preset:1';
  if (isPreset(value)) return value;
  return value.startsWith('preset:') ? 'preset:1' : null;
}

/** The class that draws a preset ('spw-profile-cover--1'). */
export const coverClass = (preset: CoverPreset): string => `spw-profile-cover--${preset.slice('preset:'.length)}`;
