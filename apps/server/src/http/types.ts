import type { operations } from '@spw/api/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import type { AuthUser } from './auth.ts';
import type { Lang, MessageKey } from './messages.ts';

export type OpId = keyof operations;

type JsonBodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : undefined;

export type BodyOf<K extends OpId> = JsonBodyOf<operations[K]>;
export type QueryOf<K extends OpId> = operations[K]['parameters'] extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
type EnvelopeOf<K extends OpId> = operations[K]['responses'][200]['content'] extends { 'application/json': infer E } ? E : never;
export type DataOf<K extends OpId> = EnvelopeOf<K> extends { data: infer D } ? D : null;

/** Returned by a handler that has already sent its own response (a CSV file). */
export const SENT: unique symbol = Symbol('sent');

export interface Ctx<K extends OpId> {
  operationId: K;
  query: QueryOf<K>;
  body: BodyOf<K>;
  lang: Lang;
  /** The signed-in user, or null for anonymous calls. */
  user: AuthUser | null;
  /** The signed-in user; throws 40100 when there is none. */
  me(): AuthUser;
  deps: Deps;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The success message to send with the envelope (default 'ok'). */
  say(key: MessageKey, params?: Record<string, string | number>): void;
}

export type Handler<K extends OpId> = (ctx: Ctx<K>) => Promise<DataOf<K> | typeof SENT>;
export type Handlers = { [K in OpId]: Handler<K> };
export type PartialHandlers<K extends OpId> = { [P in K]: Handler<P> };
