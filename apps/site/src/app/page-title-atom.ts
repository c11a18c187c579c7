import { atom } from 'nanostores';

/** A page's own title (usePageTitle in page-title.ts), or null for its route's. */
export const pageTitleAtom = atom<string | null>(null);
