/**
 * A short-lived cache of serialized public responses. Writes invalidate by tag; entries also die
 * after `ttlMs`, which bounds staleness when several API nodes each hold their own cache.
 */
export class PublicCache {
  private readonly entries = new Map<string, { body: string; expires: number; tags: readonly string[] }>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  /** Off while this node cannot hear other nodes' writes (Redis out of reach). */
  private suspended = false;

  get enabled(): boolean {
    return this.ttlMs > 0 && !this.suspended;
  }

  /** Turns the cache off (emptied) or back on (empty): what it held may have gone stale meanwhile. */
  suspend(off: boolean): void {
    this.suspended = off;
    this.entries.clear();
  }

  get(key: string): string | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.body;
  }

  /** The generation of each tag when a read started; a write in between makes the result stale. */
  snapshot(tags: readonly string[]): number[] {
    return tags.map((tag) => this.generations.get(tag) ?? 0);
  }

  set(key: string, body: string, tags: readonly string[], snapshot: number[]): void {
    if (!this.enabled) return;
    if (tags.some((tag, i) => (this.generations.get(tag) ?? 0) !== snapshot[i])) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, expires: Date.now() + this.ttlMs, tags });
  }

  invalidate(...tags: string[]): void {
    for (const tag of tags) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
  }
}
