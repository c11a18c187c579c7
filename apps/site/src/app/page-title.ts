import { useEffect } from 'react';
import { pageTitleAtom } from './page-title-atom.ts';

/**
 * A page's own title and description (an article's), in place of its route's title while it is
 * drawn. RouteView writes document.title from it (page-title-atom.ts: the first download holds only
 * the atom); the description goes to the meta tag search engines and link previews read, and the
 * default comes back when the page goes.
 */
export function usePageTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return undefined;
    pageTitleAtom.set(title);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = meta?.content;
    if (meta && description) meta.content = description;
    return () => {
      pageTitleAtom.set(null);
      if (meta && before !== undefined) meta.content = before;
    };
  }, [title, description]);
}
