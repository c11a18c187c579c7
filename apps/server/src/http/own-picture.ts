import { badField } from './errors.ts';

/** A picture a record may point at: the site's own uploads (and the demo pictures), nothing from elsewhere. */
export function ownPicture(field: string, url: string): string {
  const value = url.trim();
  if (!/^\/(uploads|demo)\/[A-Za-z0-9/_.-]+$/.test(value) || value.includes('..')) badField(field, 'picture_own_only');
  return value;
}
