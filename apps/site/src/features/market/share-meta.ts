import { useEffect } from 'react';
import { usePageTitle } from '../../app/page-title.ts';

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
 * A share card's title, description and picture: the page's title and description (usePageTitle),
 * and the Open Graph tags WeChat and other apps show for a shared link, put back when the card goes.
 */
export function useShareMeta(title: string | undefined, description: string | undefined, image: string | undefined): void {
  usePageTitle(title, description);
  useEffect(() => {
    if (!title) return undefined;
    const undo = [
      ['og:title', title],
      ['og:description', description ?? ''],
      ['og:image', image ? new URL(image, window.location.href).href : ''],
    ]
      .filter(([, content]) => content)
      .map(([property = '', content = '']) => {
        const tag = ogMeta(property);
        const was = tag.content;
        tag.content = content;
        return () => {
          if (was) tag.content = was;
          else tag.remove();
        };
      });
    return () => {
      for (const put of undo) put();
    };
  }, [title, description, image]);
}
