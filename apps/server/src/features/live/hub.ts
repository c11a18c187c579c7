// This node's live clients (open /live/stream connections) by topic, fed by Shared.publish: the
// events of every node arrive here (through Redis when REDIS_URL is set), and each goes to the
// clients of its topic on this node.
import type { LiveMessage, Shared } from '../../adapters/shared.ts';

export interface LiveClient {
  /** The signed-in user, or null. */
  uid: number | null;
  send(event: string, data: unknown): void;
  /** Closes the stream (the node is stopping, or the session ended). */
  end(): void;
}

/** Topics: everyone's ticker, and one per user. */
export const TICKER = 'ticker';
export const userTopic = (uid: number) => `user:${uid}`;
/** The user of a user topic, or null. */
export const topicUser = (topic: string): number | null => (/^user:\d+$/.test(topic) ? Number(topic.slice(5)) : null);

/**
 * Reads an event's data on the node that delivers it, for events published without data (`null`):
 * a write says "your counts changed", and only a node with a client on that topic reads them.
 */
export type Resolver = (topic: string) => Promise<unknown>;

export class LiveHub {
  private readonly topics = new Map<string, Set<LiveClient>>();
  private readonly clients = new Set<LiveClient>();
  private readonly perUser = new Map<number, number>();
  /** Resolutions in flight by topic and event, and whether another must follow the one running. */
  private readonly resolving = new Map<string, { again: boolean }>();

  constructor(
    private readonly shared: Shared,
    /** Streams this node keeps open at most (LIVE_MAX_STREAMS). */
    readonly maxStreams: number,
    /** By event: how to read the data of that event when it is published as `null`. */
    private readonly resolvers: Partial<Record<string, Resolver>> = {},
    /** Streams one user keeps open at most (tabs and devices). */
    readonly maxPerUser = 10,
  ) {
    shared.onPublish((message) => this.deliver(message));
  }

  get size(): number {
    return this.clients.size;
  }

  /** Whether one more stream for `uid` is allowed now. */
  admits(uid: number | null): boolean {
    if (this.clients.size >= this.maxStreams) return false;
    return uid === null || (this.perUser.get(uid) ?? 0) < this.maxPerUser;
  }

  /** Listens to the ticker and, when signed in, the user's own topic; returns the detach. */
  attach(client: LiveClient): () => void {
    const topics = client.uid === null ? [TICKER] : [TICKER, userTopic(client.uid)];
    this.clients.add(client);
    if (client.uid !== null) this.perUser.set(client.uid, (this.perUser.get(client.uid) ?? 0) + 1);
    for (const topic of topics) {
      let set = this.topics.get(topic);
      if (!set) this.topics.set(topic, (set = new Set()));
      set.add(client);
    }
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      this.clients.delete(client);
      if (client.uid !== null) {
        const left = (this.perUser.get(client.uid) ?? 1) - 1;
        if (left > 0) this.perUser.set(client.uid, left);
        else this.perUser.delete(client.uid);
      }
      for (const topic of topics) {
        const set = this.topics.get(topic);
        set?.delete(client);
        if (set?.size === 0) this.topics.delete(topic);
      }
    };
  }

  /** Sends an event to the topic's clients on every node. Never throws: a lost event is not a failed write. */
  async publish(topic: string, event: string, data: unknown): Promise<void> {
    await this.shared.publish({ topic, event, data }).catch(() => undefined);
  }

  private deliver(message: LiveMessage): void {
    const { topic, event, data } = message;
    if (!this.topics.has(topic)) return;
    const resolver = data === null ? this.resolvers[event] : undefined;
    if (!resolver) {
      for (const client of this.topics.get(topic) ?? []) client.send(event, data);
      return;
    }
    // A burst of changes reads once while a read runs, and once more after it (the last state wins).
    const key = `${event} ${topic}`;
    const running = this.resolving.get(key);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.resolving.set(key, state);
    const read = async (): Promise<void> => {
      do {
        state.again = false;
        const value = await resolver(topic).catch(() => undefined);
        if (value !== undefined) for (const client of this.topics.get(topic) ?? []) client.send(event, value);
      } while (state.again && this.topics.has(topic));
    };
    void read().finally(() => this.resolving.delete(key));
  }

  /** Ends every stream: the node is stopping (its clients reconnect to another). */
  closeAll(): void {
    for (const client of [...this.clients]) client.end();
  }
}
