import { describe, expect, it } from 'vitest';
import { LocalShared } from '../adapters/shared.ts';
import type { AuthUser } from './auth.ts';
import { authChanged, authTag, SessionCache } from './sessions.ts';

const lin: AuthUser = { id: 5, flag: 2, role: 'user', isReviewer: 0, permission: {}, sessionId: 11 };
const sato: AuthUser = { ...lin, id: 8, sessionId: 12 };
const DAY = 86_400_000;

async function cached(shared = new LocalShared(), ttlMs = 5000) {
  const cache = new SessionCache(ttlMs, shared);
  shared.onInvalidate((tags) => cache.drop(tags));
  const now = Date.now();
  await cache.keep('lin-hash', lin, now + DAY, await cache.before(), now);
  await cache.keep('sato-hash', sato, now + DAY, await cache.before(), now);
  return { cache, shared, now };
}

describe('SessionCache', () => {
  it('serves a session it read, until its time is up', async () => {
    const { cache, now } = await cached();
    expect(await cache.get('lin-hash', now + 100)).toEqual(lin);
    expect(await cache.get('lin-hash', now + 5001)).toBeUndefined();
    // Gone once its time was up.
    expect(await cache.get('lin-hash', now + 100)).toBeUndefined();
  });

  it('never serves a session past its own expiry', async () => {
    const shared = new LocalShared();
    const cache = new SessionCache(60_000, shared);
    const now = Date.now();
    await cache.keep('lin-hash', lin, now + 1000, await cache.before(), now);
    expect(await cache.get('lin-hash', now + 999)).toEqual(lin);
    expect(await cache.get('lin-hash', now + 1000)).toBeUndefined();
  });

  it('stops serving a user whose sessions or rights changed, and only that user', async () => {
    const { cache, shared, now } = await cached();
    await authChanged(shared, lin.id);
    expect(await cache.get('lin-hash', now)).toBeUndefined();
    expect(await cache.get('sato-hash', now)).toEqual(sato);
  });

  it('checks the generation on every hit, news or not (a change heard late is still a miss)', async () => {
    const shared = new LocalShared();
    // Nobody drops entries here: only the generation check stands between a change and a stale hit.
    const cache = new SessionCache(5000, shared);
    const now = Date.now();
    await cache.keep('lin-hash', lin, now + DAY, await cache.before(), now);
    await shared.invalidate([authTag(lin.id)]);
    expect(await cache.get('lin-hash', now)).toBeUndefined();
  });

  it('keeps nothing read while some session changed (the change may have committed after the read)', async () => {
    const shared = new LocalShared();
    const cache = new SessionCache(5000, shared);
    const now = Date.now();
    const before = await cache.before();
    await authChanged(shared, 99);
    await cache.keep('lin-hash', lin, now + DAY, before, now);
    expect(await cache.get('lin-hash', now)).toBeUndefined();
  });

  it('is off while suspended (Redis out of reach) and starts empty again', async () => {
    const { cache, now } = await cached();
    cache.suspend(true);
    expect(cache.enabled).toBe(false);
    expect(await cache.get('lin-hash', now)).toBeUndefined();
    await cache.keep('lin-hash', lin, now + DAY, await cache.before(), now);
    cache.suspend(false);
    expect(await cache.get('lin-hash', now)).toBeUndefined();
  });

  it('keeps nothing with a lifetime of 0 (SESSION_CACHE_MS=0)', async () => {
    const { cache, now } = await cached(new LocalShared(), 0);
    expect(await cache.get('lin-hash', now)).toBeUndefined();
  });

  it('forgets the oldest entry when full', async () => {
    const shared = new LocalShared();
    const cache = new SessionCache(5000, shared, 2);
    const now = Date.now();
    for (const [hash, user] of [
      ['a', lin],
      ['b', sato],
      ['c', { ...lin, id: 9 }],
    ] as const)
      await cache.keep(hash, user, now + DAY, await cache.before(), now);
    expect(await cache.get('a', now)).toBeUndefined();
    expect(await cache.get('b', now)).toEqual(sato);
    expect(await cache.get('c', now)).toMatchObject({ id: 9 });
  });
});
