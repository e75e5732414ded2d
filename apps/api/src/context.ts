import type { EndpointContract } from '@storefront/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Settings } from './config';
import type { DatabaseKind } from './db/database';
import type { Listen } from './db/notifications';
import type { DB } from './db/schema';
import type { Locale } from './i18n/messages';
import type { ApiMetrics } from './metrics/counters';
import type { Supplier } from './modules/fulfilment/supplier';
import type { IdCheckService } from './modules/id-check/service';
import type { PaymentProvider } from './modules/payment/provider';
import type { SecretBox } from './modules/shop/secrets';

/** The time as the app sees it; tests move it forward instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export type AppSettings = Pick<
  Settings,
  'publicUrl' | 'defaultCurrency' | 'auth' | 'limits' | 'orders' | 'mail' | 'cleanup'
>;

/** What every service works with. */
export interface AppDeps {
  db: Kysely<DB>;
  databaseKind: DatabaseKind;
  /** LISTEN/NOTIFY on the database, when there is one (wakes the mail worker). */
  listen?: Listen;
  clock: Clock;
  idCheck: IdCheckService;
  settings: AppSettings;
  /** Seals game-account secrets at rest. */
  secrets: SecretBox;
  supplier: Supplier;
  paymentProvider: PaymentProvider;
  /** The business counters `/metrics` shows (purchases, payments, limit refusals). */
  metrics?: ApiMetrics;
}

export interface AuthUser {
  id: number;
  email: string;
  nickname: string;
  createdAt: Date;
  tokenHash: string;
}

/** One request as a handler sees it. */
export interface RequestContext {
  deps: AppDeps;
  locale: Locale;
  /** The request's instant: one value for the whole request. */
  now: Date;
  /** The logged-in user; set for endpoints whose contract says `auth: true`. */
  user: AuthUser | null;
  /** The client as every per-address count keys it (`http/client-address`); never `request.ip`. */
  address: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

type InputOf<E> = E extends { body: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : E extends { query: infer Schema extends z.ZodType }
    ? z.output<Schema>
    : undefined;

type OutputOf<E> = E extends { response: infer Schema extends z.ZodType }
  ? z.input<Schema>
  : unknown;

export interface Handler<E extends EndpointContract = EndpointContract> {
  endpoint: E;
  run(input: InputOf<E>, ctx: RequestContext): Promise<OutputOf<E>>;
}

/** A contract endpoint paired with the function that answers it, both sides typed by the contract. */
export function handle<const E extends EndpointContract>(
  endpoint: E,
  run: Handler<E>['run'],
): Handler<E> {
  return { endpoint, run };
}

/** Handlers by contract name (`shopGame.list`, `legacy.game.detail`, ...). */
export type HandlerTable = Record<
  string,
  { endpoint: EndpointContract; run: (input: never, ctx: RequestContext) => Promise<unknown> }
>;

export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new Error('requireUser on an endpoint without auth: true');
  return ctx.user;
}
