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

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = `#${to.replace(/^#?\/?/, '/')}`;
  if (target === location.hash) return;
  const oldURL = location.href;
  const url = new URL(location.href);
  url.hash = target;
  history[options.replace ? 'replaceState' : 'pushState'](null, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}
