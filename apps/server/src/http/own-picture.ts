import { badField } from './errors.ts';

/** Where the public bucket's pictures are read (S3_PUBLIC_URL + '/uploads/'), when files live there. */
const bucketPrefixes = new Set<string>();

/**
 * With STORAGE=s3 an upload's URL is the bucket's: pictures there are the site's own too. Returns
 * the function that forgets the prefix again (a server that closes).
 */
export function acceptPicturesAt(publicUrl: string): () => void {
  const prefix = `${publicUrl}/uploads/`;
  bucketPrefixes.add(prefix);
  return () => bucketPrefixes.delete(prefix);
}

const PATH = /^[A-Za-z0-9/_.-]+$/;

/** A picture a record may point at: the site's own uploads (and the demo pictures), nothing from elsewhere. */
export function ownPicture(field: string, url: string): string {
  const value = url.trim();
  if (value.includes('..')) badField(field, 'picture_own_only');
  if (/^\/(uploads|demo)\//.test(value) && PATH.test(value)) return value;
  for (const prefix of bucketPrefixes) {
    if (value.startsWith(prefix) && PATH.test(value.slice(prefix.length))) return value;
  }
  return badField(field, 'picture_own_only');
}
