import type { Clock, Logger } from '../kernel/ports';
import {
  createAccountConcurrency,
  defaultConcurrency,
  type AccountConcurrency,
  type ConcurrencySettings,
} from './budget/account-concurrency';
import type { ClientOwner } from './environments/environments';
import { createClientWindows, defaultClientBudget, type ClientBudget } from './budget/client-window';
import { createResourceLogs, resourceOf } from './budget/resource-limits';

/*
 * Everything that talks to the marketplace passes here first. A request leaves when all of these allow it:
 * - no 429 block: a 429 stops every request of the app until it ends (requests during a block extend it);
 * - its Client ID's sliding minute has room: a share of the marketplace's 9000 that depends on whose Client ID it
 *   is (client-window.ts); background requests stop at three quarters of it;
 * - its account has a free place among the requests in flight (account-concurrency.ts), learned from the answers;
 * - the resource's own per-seller limit has room (resource-limits.ts).
 * Interactive requests (a seller's scan, edit or print) go before every waiting background one (the sync), may
 * use the reserve of both the minute and the places, and so never wait behind the sync.
 * Invariant: every permit given is returned once through `done`, answered or not, so places are never lost.
 */

export type RequestPriority = 'interactive' | 'background';

export interface GateRequest {
  accountId: string;
  clientId: string;
  clientOwner: ClientOwner;
  method: string;
  path: string;
  /** Default 'interactive': a caller that says nothing keeps the whole budget. */
  priority?: RequestPriority;
  signal?: AbortSignal;
}

export interface Permit {
  /** How long the request waited for its turn. */
  readonly waitedMs: number;
  /** The answer's status, or null when none came: frees the place and teaches the account's concurrency. */
  done(status: number | null): void;
}

export interface RequestGate {
  acquire(request: GateRequest): Promise<Permit>;
  /** A 429: nothing of the whole app leaves before `untilMs`. */
  block(untilMs: number): void;
  blockedUntil(): number | null;
  /** An account's places: how many may be in flight (background) and how many are. */
  concurrency(accountId: string): { limit: number; inFlight: number };
}

export interface GateOptions {
  clock: Clock;
  logger: Logger;
  /** The Client ID budgets, read at each request so a changed setting counts at once. */
  budget?: () => ClientBudget;
  /** One budget a minute for every Client ID, whoever's, instead of `budget` (tests and benchmarks). */
  perMinute?: number;
  concurrency?: Partial<ConcurrencySettings>;
  sleep?: (ms: number) => Promise<void>;
}

interface Waiter {
  request: GateRequest;
  interactive: boolean;
  since: number;
  resolve: (permit: Permit) => void;
  reject: (error: unknown) => void;
}

export function createRequestGate(options: GateOptions): RequestGate {
  const { clock, logger } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const budget = options.budget ?? (() => defaultClientBudget);
  const concurrencySettings = { ...defaultConcurrency, ...options.concurrency };
  const windows = createClientWindows();
  const resources = createResourceLogs();
  const accounts = new Map<string, AccountConcurrency>();
  const waiting: Waiter[] = [];
  let blockedUntil = 0;
  let timerAt = Infinity;

  const accountOf = (accountId: string): AccountConcurrency => {
    let account = accounts.get(accountId);
    if (!account) accounts.set(accountId, (account = createAccountConcurrency(concurrencySettings)));
    return account;
  };

  const perMinuteOf = (owner: ClientOwner): number => {
    if (options.perMinute !== undefined) return options.perMinute;
    const { ownClientPerMinute, sharedClientPerMinute } = budget();
    return Math.max(1, owner === 'seller' ? ownClientPerMinute : sharedClientPerMinute);
  };

  /** `now` when the waiter may leave, a later time when only time holds it, Infinity when a place must free. */
  function readyAt(waiter: Waiter, now: number): number {
    const { request, interactive } = waiter;
    const perMinute = perMinuteOf(request.clientOwner);
    const resource = resourceOf(request.method, request.path);
    const at = Math.max(
      windows.roomAt(request.clientId, perMinute, interactive, now),
      resource ? resources.roomAt(request.accountId, resource, now) : now,
    );
    if (at > now) return at;
    return accountOf(request.accountId).hasRoom(interactive) ? now : Infinity;
  }

  function grant(waiter: Waiter, now: number): void {
    const { request } = waiter;
    windows.add(request.clientId, now);
    const resource = resourceOf(request.method, request.path);
    if (resource) resources.add(request.accountId, resource, now);
    const account = accountOf(request.accountId);
    account.start();
    const key = `${request.method} ${resourceKey(request.path)}`;
    let returned = false;
    waiter.resolve({
      waitedMs: now - waiter.since,
      done(status) {
        if (returned) return;
        returned = true;
        const at = clock.now();
        account.finish(key, status, at - now, at);
        pump();
      },
    });
  }

  function pump(): void {
    if (waiting.length === 0) return;
    const now = clock.now();
    if (blockedUntil > now) return schedule(blockedUntil);
    let wakeAt = Infinity;
    // Interactive waiters first, then background ones; each kind in the order it came.
    const order = [...waiting.filter((w) => w.interactive), ...waiting.filter((w) => !w.interactive)];
    for (const waiter of order) {
      const at = readyAt(waiter, now);
      if (at === now) {
        waiting.splice(waiting.indexOf(waiter), 1);
        grant(waiter, now);
      } else {
        wakeAt = Math.min(wakeAt, at);
      }
    }
    if (wakeAt < Infinity) schedule(wakeAt);
  }

  function schedule(at: number): void {
    if (at >= timerAt) return;
    timerAt = at;
    void sleep(Math.max(0, at - clock.now())).then(() => {
      if (timerAt === at) timerAt = Infinity;
      pump();
    });
  }

  return {
    acquire(request) {
      return new Promise<Permit>((resolve, reject) => {
        const { signal } = request;
        if (signal?.aborted) return reject(signal.reason as Error);
        const waiter: Waiter = {
          request,
          interactive: (request.priority ?? 'interactive') === 'interactive',
          since: clock.now(),
          resolve,
          reject,
        };
        waiting.push(waiter);
        signal?.addEventListener(
          'abort',
          () => {
            const at = waiting.indexOf(waiter);
            if (at < 0) return;
            waiting.splice(at, 1);
            reject(signal.reason as Error);
          },
          { once: true },
        );
        pump();
      });
    },
    block(untilMs) {
      if (untilMs > blockedUntil) {
        blockedUntil = untilMs;
        logger.warn('marketplace rate limit: every request paused', { until: new Date(untilMs) });
      }
    },
    blockedUntil: () => (blockedUntil > clock.now() ? blockedUntil : null),
    concurrency(accountId) {
      const account = accountOf(accountId);
      return { limit: account.limit, inFlight: account.inFlight };
    },
  };
}

/** A path with its ids folded (`/order/checkout-forms/:id`): answers of one resource are compared together. */
function resourceKey(path: string): string {
  return path
    .split('?')[0]!
    .split('/')
    .map((part) => (/\d/.test(part) || part.length > 24 ? ':id' : part))
    .join('/');
}

export { backgroundLimit, backgroundShare, defaultClientBudget } from './budget/client-window';
export type { ClientBudget } from './budget/client-window';
