// What the API nodes of one site share: counters that must be one budget across nodes (rate
// limits, failed sign-ins) and the news that cached public reads went stale. One node keeps them
// in its own memory (`LocalShared`, the default); many nodes keep them in Redis (`RedisShared`,
// when REDIS_URL is set).
//
// Redis lost while running: the node keeps serving. Its counters fall back to its own memory (local
// limits) and its public cache is off — it cannot hear other nodes' writes — until Redis is back;
// then the cache starts empty and the shared counters count again. Both are logged.
import type { Redis, RedisOptions } from 'ioredis';
import { redactUrl } from '../config.ts';

export interface Shared {
  readonly kind: 'local' | 'redis';
  /** Counts one event under `key` in a window of `windowMs` from the first; returns the count and the window's rest. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The count under `key` now (0 when its window has passed). */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Moves these cache tags to a new generation, so no node serves their cached reads again. */
  invalidate(tags: readonly string[]): Promise<void>;
  /** The current generation of each tag (what a cached read is checked against). */
  generations(tags: readonly string[]): Promise<number[]>;
  onInvalidate(listener: (tags: readonly string[]) => void): void;
  /** Sends a live event to the clients of `topic` on every node (this one included, at once). */
  publish(message: LiveMessage): Promise<void>;
  onPublish(listener: (message: LiveMessage) => void): void;
  /** False while the shared store is out of reach: callers turn off what needs every node's news. */
  readonly connected: boolean;
  onConnectedChange(listener: (connected: boolean) => void): void;
  close(): Promise<void>;
}

/** A live event for the clients listening to `topic` (a user's events, or everyone's ticker). */
export interface LiveMessage {
  topic: string;
  event: string;
  data: unknown;
}

function isLiveMessage(value: unknown): value is LiveMessage {
  const m = value as Partial<LiveMessage> | null;
  return typeof m === 'object' && m !== null && typeof m.topic === 'string' && typeof m.event === 'string' && 'data' in m;
}

/** One node's counters: fixed windows in a map that forgets expired keys as it grows. */
class Windows {
  private readonly entries = new Map<string, { count: number; until: number }>();

  hit(key: string, windowMs: number): { count: number; ttlMs: number } {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    if (this.entries.size > 50_000) for (const [k, v] of this.entries) if (v.until <= now) this.entries.delete(k);
    return { count: entry.count, ttlMs: entry.until - now };
  }

  peek(key: string): number {
    const entry = this.entries.get(key);
    return entry && entry.until > Date.now() ? entry.count : 0;
  }

  reset(key: string): void {
    this.entries.delete(key);
  }
}

export class LocalShared implements Shared {
  readonly kind = 'local' as const;
  readonly connected = true;
  private readonly windows = new Windows();
  private readonly listeners: ((tags: readonly string[]) => void)[] = [];
  private readonly tagGenerations = new Map<string, number>();
  private readonly publishListeners: ((message: LiveMessage) => void)[] = [];

  hit(key: string, windowMs: number) {
    return Promise.resolve(this.windows.hit(key, windowMs));
  }
  peek(key: string) {
    return Promise.resolve(this.windows.peek(key));
  }
  reset(key: string) {
    this.windows.reset(key);
    return Promise.resolve();
  }
  invalidate(tags: readonly string[]): Promise<void> {
    for (const tag of tags) this.tagGenerations.set(tag, (this.tagGenerations.get(tag) ?? 0) + 1);
    for (const listener of this.listeners) listener(tags);
    return Promise.resolve();
  }
  generations(tags: readonly string[]): Promise<number[]> {
    return Promise.resolve(tags.map((tag) => this.tagGenerations.get(tag) ?? 0));
  }
  onInvalidate(listener: (tags: readonly string[]) => void): void {
    this.listeners.push(listener);
  }
  publish(message: LiveMessage): Promise<void> {
    for (const listener of this.publishListeners) listener(message);
    return Promise.resolve();
  }
  onPublish(listener: (message: LiveMessage) => void): void {
    this.publishListeners.push(listener);
  }
  onConnectedChange(): void {
    /* always connected */
  }
  close() {
    return Promise.resolve();
  }
}

/** INCR, and start the window on the first hit: one round trip, atomic. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export class RedisShared implements Shared {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private readonly subscriber: Redis;
  /** Used while Redis is out of reach. */
  private readonly fallback = new Windows();
  private readonly invalidateListeners: ((tags: readonly string[]) => void)[] = [];
  private readonly publishListeners: ((message: LiveMessage) => void)[] = [];
  private readonly connectionListeners: ((connected: boolean) => void)[] = [];
  private up = false;
  /** This node's id on the channel: its own messages were acted on already. */
  private readonly node = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  private readonly channel: string;
  private readonly liveChannel: string;

  private constructor(
    RedisClient: new (url: string, options: RedisOptions) => Redis,
    url: string,
    private readonly prefix: string,
    private readonly log: (level: 'info' | 'warn', message: string) => void,
  ) {
    this.channel = `${prefix}invalidate`;
    this.liveChannel = `${prefix}live`;
    const options = {
      // Never queue commands while down: a limit or an invalidation answers from memory at once.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
      lazyConnect: true,
    };
    this.client = new RedisClient(url, options);
    this.subscriber = new RedisClient(url, options);
    this.client.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, message: string) => {
      // Anything else published on the channels is ignored: a bad message must not end the process.
      let parsed: { node?: unknown; tags?: unknown; message?: unknown };
      try {
        parsed = JSON.parse(message) as { node?: unknown; tags?: unknown; message?: unknown };
      } catch {
        return;
      }
      // This node's own messages were delivered here when they were sent.
      if (parsed.node === this.node) return;
      if (channel === this.liveChannel) {
        if (!isLiveMessage(parsed.message)) return;
        for (const listener of this.publishListeners) listener(parsed.message);
        return;
      }
      const { tags } = parsed;
      if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return;
      for (const listener of this.invalidateListeners) listener(tags);
    });
    // Resubscribes by itself after a reconnect (ioredis keeps the subscription).
    this.subscriber.on('ready', () => void this.subscriber.subscribe(this.channel, this.liveChannel).catch(() => undefined));
  }

  /** Connects, or fails with a message naming REDIS_URL. */
  static async connect(url: string, prefix: string, log: (level: 'info' | 'warn', message: string) => void): Promise<RedisShared> {
    // Loaded only for many nodes: a single node's start does not pay for the client.
    const { Redis: RedisClient } = await import('ioredis');
    const shared = new RedisShared(RedisClient, url, prefix, log);
    try {
      await Promise.all([shared.client.connect(), shared.subscriber.connect()]);
      await shared.subscriber.subscribe(shared.channel, shared.liveChannel);
    } catch (err) {
      shared.client.disconnect();
      shared.subscriber.disconnect();
      throw new Error(`Cannot reach Redis at REDIS_URL (${redactUrl(url)}): ${(err as Error).message}`, { cause: err });
    }
    shared.up = true;
    // From here on a lost or regained connection turns the local fallbacks on and off.
    shared.client.on('ready', () => shared.setUp(true));
    shared.client.on('close', () => shared.setUp(false));
    return shared;
  }

  get connected(): boolean {
    return this.up;
  }

  private setUp(up: boolean): void {
    if (up === this.up) return;
    this.up = up;
    this.log(
      up ? 'info' : 'warn',
      up ? 'Redis is back: shared limits and cache on' : 'Redis is out of reach: local limits, public cache off',
    );
    for (const listener of this.connectionListeners) listener(up);
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    if (this.up) {
      try {
        const [count, ttlMs] = (await this.client.eval(HIT, 1, `${this.prefix}hits:${key}`, windowMs)) as [number, number];
        return { count, ttlMs };
      } catch {
        /* counted locally below */
      }
    }
    return this.fallback.hit(key, windowMs);
  }

  async peek(key: string): Promise<number> {
    if (this.up) {
      try {
        return Number((await this.client.get(`${this.prefix}hits:${key}`)) ?? 0);
      } catch {
        /* local below */
      }
    }
    return this.fallback.peek(key);
  }

  async reset(key: string): Promise<void> {
    this.fallback.reset(key);
    if (this.up) await this.client.del(`${this.prefix}hits:${key}`).catch(() => undefined);
  }

  async invalidate(tags: readonly string[]): Promise<void> {
    for (const listener of this.invalidateListeners) listener(tags);
    if (!this.up) return;
    try {
      const multi = this.client.multi();
      for (const tag of tags) multi.incr(`${this.prefix}gen:${tag}`);
      // The others free their entries too (they would not serve them anyway: generations moved).
      multi.publish(this.channel, JSON.stringify({ node: this.node, tags }));
      await multi.exec();
    } catch {
      /* Redis went away meanwhile: every node's cache is off until it is back */
    }
  }

  async publish(message: LiveMessage): Promise<void> {
    for (const listener of this.publishListeners) listener(message);
    // Redis out of reach: the event reaches this node's clients only (the others reconnect later and get `ready`).
    if (!this.up) return;
    await this.client.publish(this.liveChannel, JSON.stringify({ node: this.node, message })).catch(() => undefined);
  }

  onPublish(listener: (message: LiveMessage) => void): void {
    this.publishListeners.push(listener);
  }

  async generations(tags: readonly string[]): Promise<number[]> {
    if (tags.length === 0) return [];
    const values = await this.client.mget(...tags.map((tag) => `${this.prefix}gen:${tag}`));
    return values.map((value) => Number(value ?? 0));
  }

  onInvalidate(listener: (tags: readonly string[]) => void): void {
    this.invalidateListeners.push(listener);
  }

  onConnectedChange(listener: (connected: boolean) => void): void {
    this.connectionListeners.push(listener);
  }

  async close(): Promise<void> {
    this.connectionListeners.length = 0;
    await Promise.allSettled([this.client.quit(), this.subscriber.quit()]);
  }
}

export async function createShared(
  redis: { url: string | undefined; prefix: string },
  log: (level: 'info' | 'warn', message: string) => void,
): Promise<Shared> {
  return redis.url ? RedisShared.connect(redis.url, redis.prefix, log) : new LocalShared();
}
