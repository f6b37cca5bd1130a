import { LIMITS } from './limits/documented';
import type { LeakyBucketSettings } from './limits/leaky-bucket';
import type { ResourceLimitChange } from './limits/resource-limits';
import type { OAuthClient } from './oauth/endpoints';

/**
 * Which marketplace the demo serves: `documents` as the three documents of about 2024 describe it, or `2026` as
 * Allegro's own description of July 2026 and its tracker's news say it is now (generations.ts lists the difference).
 */
export type ApiGeneration = 'documents' | '2026';
export const apiGenerations: readonly ApiGeneration[] = ['documents', '2026'];

export interface DemoMarketOptions {
  /** The marketplace generation served (default `documents`). */
  api?: ApiGeneration;
  /** 0 (the default) takes any free port. The server listens on 127.0.0.1 only. */
  port?: number;
  /** Same seed and options, same shop: offers, orders, ratings and their ids. Default 1. */
  seed?: number;
  /** Offers, orders and ratings of the main demo seller. */
  offers?: number;
  orders?: number;
  ratings?: number;
  /** The vendor in media types: `application/vnd.{vendor}.public.v1+json`. Default `allegro`. */
  vendor?: string;
  /** Where the marketplace clock starts (ms, ISO string or Date). Default: now. */
  clockStart?: number | string | Date;
  /** Keep the clock still until a test moves it. */
  frozenClock?: boolean;
  accessTokenSeconds?: number;
  refreshTokenSeconds?: number;
  /** A rotated refresh token keeps working this long (default 0: it dies at once). */
  refreshGraceSeconds?: number;
  authorizationCodeSeconds?: number;
  deviceCodeSeconds?: number;
  deviceIntervalSeconds?: number;
  /** When set, the shop is saved here and restored by the next start with the same folder. */
  stateDir?: string;
  /** Serve the control interface over HTTP under `/__control/` (off by default). */
  control?: boolean;
  /** OAuth clients; default the one demo client. */
  clients?: OAuthClient[];
  /** Per-client requests per minute before a one-minute block (default 9000). */
  requestsPerMinute?: number;
  /** Changes to the per-user leaky bucket (on by default with limits/documented.ts; `setLimits` later). */
  leakyBucket?: Partial<LeakyBucketSettings>;
  /** Changes to the per-user, per-resource limits (on by default with the documented numbers; `setLimits`). */
  resourceLimits?: ResourceLimitChange;
  /** Run one step of background activity every this many seconds of marketplace time (default off). */
  activitySeconds?: number;
  /** Every request is answered this many ms later, as a distant marketplace would (default 0; `setLatency`). */
  latencyMs?: number;
}

export interface ResolvedOptions {
  api: ApiGeneration;
  port: number;
  seed: number;
  offers: number;
  orders: number;
  ratings: number;
  vendor: string;
  clockStart: number;
  frozenClock: boolean;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  refreshGraceSeconds: number;
  authorizationCodeSeconds: number;
  deviceCodeSeconds: number;
  deviceIntervalSeconds: number;
  stateDir: string | null;
  control: boolean;
  clients: OAuthClient[];
  requestsPerMinute: number;
  leakyBucket: Partial<LeakyBucketSettings>;
  resourceLimits: ResourceLimitChange;
  activitySeconds: number | null;
  latencyMs: number;
}

export const DEMO_CLIENT: OAuthClient = { id: 'demo-client', secret: 'demo-secret' };

function toMs(value: number | string | Date | undefined): number {
  if (value === undefined) return Date.now();
  const ms = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
  if (!Number.isFinite(ms)) throw new Error(`invalid clockStart: ${String(value)}`);
  return ms;
}

function count(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0`);
  return n;
}

export function resolveOptions(options: DemoMarketOptions = {}): ResolvedOptions {
  const vendor = options.vendor ?? 'allegro';
  if (!/^[a-z0-9-]+$/.test(vendor)) throw new Error('vendor must be lower-case letters, digits or dashes');
  const api = options.api ?? 'documents';
  if (!apiGenerations.includes(api)) throw new Error(`api must be ${apiGenerations.join(' or ')}`);
  return {
    api,
    port: count('port', options.port, 0),
    seed: count('seed', options.seed, 1),
    offers: count('offers', options.offers, 250),
    orders: count('orders', options.orders, 120),
    ratings: count('ratings', options.ratings, 80),
    vendor,
    clockStart: toMs(options.clockStart),
    frozenClock: options.frozenClock ?? false,
    accessTokenSeconds: options.accessTokenSeconds ?? 43_200,
    refreshTokenSeconds: options.refreshTokenSeconds ?? 90 * 24 * 3600,
    refreshGraceSeconds: options.refreshGraceSeconds ?? 0,
    authorizationCodeSeconds: options.authorizationCodeSeconds ?? 10,
    deviceCodeSeconds: options.deviceCodeSeconds ?? 3600,
    deviceIntervalSeconds: options.deviceIntervalSeconds ?? 5,
    stateDir: options.stateDir ?? null,
    control: options.control ?? false,
    clients: options.clients ?? [DEMO_CLIENT],
    requestsPerMinute: options.requestsPerMinute ?? LIMITS.client.perMinute,
    leakyBucket: options.leakyBucket ?? {},
    resourceLimits: options.resourceLimits ?? {},
    activitySeconds: options.activitySeconds ?? null,
    latencyMs: count('latencyMs', options.latencyMs, 0),
  };
}
