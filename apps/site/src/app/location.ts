import { useSyncExternalStore } from 'react';

/*
 * Hash routing with the query inside the hash (`#/events/index?events_id=14`), as the spec's
 * links are written. wouter's own hash hook keeps the query outside the hash, so this small
 * hook splits the hash itself and gives wouter the path and the search separately.
 */

function subscribe(callback: () => void): () => void {
  addEventListener('hashchange', callback);
  return () => removeEventListener('hashchange', callback);
}

function hashParts(): [string, string] {
  const raw = location.hash.replace(/^#?\/?/, '/');
  const at = raw.indexOf('?');
  return at === -1 ? [raw, ''] : [raw.slice(0, at), raw.slice(at + 1)];
}

export const currentPath = () => decodeURI(hashParts()[0]);
export const currentSearch = () => hashParts()[1];

export interface NavigateOptions {
  replace?: boolean;
  /**
   * The same page under another address, where it stays as it is (scrolled, focused): a new
   * article's editor that its first save gave an id. RouteView reads it (`stayed`).
   */
  stay?: boolean;
}

export function navigate(to: string, options: NavigateOptions = {}): void {
  const target = `#${to.replace(/^#?\/?/, '/')}`;
  if (target === location.hash) return;
  const oldURL = location.href;
  const url = new URL(location.href);
  url.hash = target;
  history[options.replace ? 'replaceState' : 'pushState'](options.stay ? { stay: true } : null, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** Whether the address now shown was written with `stay` (see NavigateOptions). */
export const stayed = (): boolean => (history.state as { stay?: unknown } | null)?.stay === true;

export function useHashPath(): [string, (to: string, options?: NavigateOptions) => void] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}
