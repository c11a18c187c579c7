import type { AuthUser } from './auth.ts';
import type { Generations } from './cache.ts';

/** The cache tag of a user's sessions and rights: bumped when they end or change (authChanged). */
export const authTag = (uid: number) => `auth:${uid}`;
/** Bumped with every user's tag: a lookup that saw it move while it read keeps nothing. */
const ANY_AUTH = 'auth:any';

/** Tells every node that a user's sessions ended or their rights changed: call it after the commit. */
export async function authChanged(shared: { invalidate(tags: readonly string[]): Promise<void> }, uid: number): Promise<void> {
  await shared.invalidate([authTag(uid), ANY_AUTH]);
}

interface Entry {
  user: AuthUser;
  /** When the session itself expires. */
  expiresAt: number;
  /** When this node asks the database again. */
  until: number;
  /** The generation of the user's auth tag when the row was read. */
  generation: number;
}

/**
 * The sessions this node has looked up lately, by token hash, so a signed-in member's calls do not
 * each ask PostgreSQL first (one round trip less per call). The rows stay in PostgreSQL; an entry is
 * served only while its user's auth tag has not moved on — checked on every hit, against Redis when
 * several nodes run — so a sign-out, a password change or changed rights (`authChanged`) end it on
 * every node at once. Entries also die after `ttlMs`, and the cache is off while Redis is out of reach.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private suspended = false;

  constructor(
    private readonly ttlMs: number,
    private readonly source: Generations,
    private readonly maxEntries = 20_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && !this.suspended;
  }

  /** Off (emptied) or back on (empty): news may have been missed meanwhile. */
  suspend(off: boolean): void {
    this.suspended = off;
    this.entries.clear();
  }

  /** Taken before a session row is read: what `keep` compares with (undefined: keep nothing). */
  before(): Promise<number | undefined> {
    if (!this.enabled) return Promise.resolve(undefined);
    return this.source.generations([ANY_AUTH]).then(
      ([generation]) => generation,
      () => undefined,
    );
  }

  async get(tokenHash: string, now: number): Promise<AuthUser | undefined> {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (!this.enabled || hit.until <= now || hit.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    const [generation] = await this.source.generations([authTag(hit.user.id)]).catch(() => [undefined]);
    if (generation !== hit.generation) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.user;
  }

  /**
   * Keeps a session row read after `before`, unless some user's sessions ended or changed while it
   * was read (the change may have committed after the read saw the row).
   */
  async keep(tokenHash: string, user: AuthUser, expiresAt: number, before: number | undefined, now: number): Promise<void> {
    if (!this.enabled || before === undefined) return;
    const [any, generation] = await this.source.generations([ANY_AUTH, authTag(user.id)]).catch(() => [undefined, undefined]);
    if (any !== before || generation === undefined) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, expiresAt, until: now + this.ttlMs, generation });
  }

  /** Frees the entries of these tags' users (they could no longer be served anyway). */
  drop(tags: readonly string[]): void {
    const uids = new Set(tags.filter((tag) => /^auth:\d+$/.test(tag)).map((tag) => Number(tag.slice(5))));
    if (uids.size === 0) return;
    for (const [key, entry] of this.entries) if (uids.has(entry.user.id)) this.entries.delete(key);
  }
}
