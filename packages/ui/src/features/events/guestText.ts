import type { components } from '@spw/api';
import { pickText, type Locale } from '@spw/i18n';

type Guest = components['schemas']['Guest'];
type GuestGroup = components['schemas']['GuestGroup'];

/** What a guest page is showing: the data, or why not. */
export type GuestScreenStatus = 'ready' | 'loading' | 'error' | 'notFound';

// Company, position and group names follow the spec's en_name rule (pickText).

/** en_company in English when there is one, otherwise company. */
export const guestCompany = (guest: Guest, locale: Locale): string => pickText(locale, guest.company, guest.en_company);

/** en_position in English when there is one, otherwise position. */
export const guestPosition = (guest: Guest, locale: Locale): string => pickText(locale, guest.position, guest.en_position);

export const groupTitle = (group: GuestGroup, locale: Locale): string => pickText(locale, group.name, group.en_name);

/**
 * A guest's content is plain text: a blank line starts a new paragraph; a single line break stays
 * inside its paragraph (drawn with `white-space: pre-line`). Never parsed as HTML.
 */
export function contentParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
