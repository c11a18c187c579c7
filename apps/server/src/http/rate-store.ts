import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Shared } from '../adapters/shared.ts';

/**
 * @fastify/rate-limit's store on the nodes' shared counters: with Redis, one budget for every node
 * (a limit of 10 a minute is 10 across the site, not 10 per node); without it, or while Redis is
 * out of reach, this node's own.
 */
export function sharedRateLimitStore(shared: Shared): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      shared.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** One counter per route and caller (the plugin hands each route's options, with `routeInfo`). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes `routeInfo` (method and url) beside the options its types declare.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      if (!route || typeof route.url !== 'string') throw new Error('rate limit: a route without routeInfo');
      return new SharedStore({}, `${this.prefix}${String(route.method)}${route.url}:`);
    }
  }
  return SharedStore;
}
