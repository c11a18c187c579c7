import { useEffect } from 'react';
import { pageTitleAtom } from './page-title-atom.ts';

/** The Open Graph tag of a property, made when the page has none. */
function ogMeta(property: string): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('property', property);
    document.head.append(meta);
  }
  return meta;
}

/**
 * A page's own title and description (an article's), in place of its route's title while it is
 * drawn. RouteView writes document.title from it (page-title-atom.ts: the first download holds only
 * the atom); the description goes to the meta tag search engines and link previews read, and the
 * default comes back when the page goes. A share card also names its picture: the Open Graph title,
 * description and image that WeChat and other apps show for a shared link.
 */
export function usePageTitle(title: string | undefined, description?: string, image?: string): void {
  useEffect(() => {
    if (!title) return undefined;
    pageTitleAtom.set(title);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = meta?.content;
    if (meta && description) meta.content = description;
    const shared = image
      ? [
          ['og:title', title],
          ['og:description', description ?? ''],
          ['og:image', new URL(image, window.location.href).href],
        ].map(([property = '', content = '']) => {
          const tag = ogMeta(property);
          const was = tag.content;
          tag.content = content;
          return () => {
            if (was) tag.content = was;
            else tag.remove();
          };
        })
      : [];
    return () => {
      pageTitleAtom.set(null);
      if (meta && before !== undefined) meta.content = before;
      for (const undo of shared) undo();
    };
  }, [title, description, image]);
}
