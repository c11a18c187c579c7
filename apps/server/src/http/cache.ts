/** Where the current generation of each cache tag lives: this node's memory, or Redis for many nodes. */
export interface Generations {
  generations(tags: readonly string[]): Promise<number[]>;
}

/**
 * A short-lived cache of serialized public responses. Each entry remembers the generation of its
 * tags when its read began; a write bumps its tags' generations (deps.shared), and an entry whose
 * tags have moved on is never served again — on any node, at once, because every hit checks the
 * current generations. Entries also die after `ttlMs`.
 */
export class PublicCache {
  private readonly entries = new Map<string, { body: string; expires: number; tags: readonly string[]; generations: number[] }>();
  /** Off while this node cannot reach the shared generations (Redis out of reach). */
  private suspended = false;

  constructor(
    private readonly ttlMs: number,
    private readonly source: Generations,
    private readonly maxEntries = 5000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && !this.suspended;
  }

  /** Turns the cache off (emptied) or back on (empty): what it held may have gone stale meanwhile. */
  suspend(off: boolean): void {
    this.suspended = off;
    this.entries.clear();
  }

  async get(key: string): Promise<string | undefined> {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Generations out of reach: a miss (the read goes to the database), never a stale answer.
    const now = await this.source.generations(hit.tags).catch(() => null);
    if (!now || now.some((generation, i) => generation !== hit.generations[i])) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.body;
  }

  /** The generation of each tag when a read starts (undefined: cannot tell, do not keep the result). */
  snapshot(tags: readonly string[]): Promise<number[] | undefined> {
    return this.source.generations(tags).catch(() => undefined);
  }

  async set(key: string, body: string, tags: readonly string[], snapshot: number[]): Promise<void> {
    if (!this.enabled) return;
    const now = await this.source.generations(tags).catch(() => null);
    if (!now || now.some((generation, i) => generation !== snapshot[i])) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, expires: Date.now() + this.ttlMs, tags, generations: snapshot });
  }

  /** Frees the entries of these tags (they could no longer be served anyway). */
  drop(tags: readonly string[]): void {
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
  }
}
