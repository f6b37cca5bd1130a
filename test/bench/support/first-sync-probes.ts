import diagnostics from 'node:diagnostics_channel';
import type { Core } from '../../../electron/core/compose';
import type { Db } from '../../../electron/core/db/open';
import type { StreamStatus } from '../../../shared/sync-status';
import { control, round } from './bench-market';

/** A request as the demo marketplace's log keeps it (the fields the first-sync benchmark reads). */
export interface LoggedRequest {
  realTime: number;
  method: string;
  path: string;
  status: number;
  traceId: string;
  durationMs: number;
}

export const requestLog = (url: string, since?: number): Promise<LoggedRequest[]> =>
  control<LoggedRequest[]>(url, 'requestLog', since === undefined ? {} : { since });

/** A path with its ids folded (`/order/checkout-forms/{id}/shipments`), so one resource counts as one line. */
export const pathKey = (entry: Pick<LoggedRequest, 'method' | 'path'>): string =>
  `${entry.method} ${entry.path
    .split('/')
    .map((part) => (/\d/.test(part) && part.length > 3 ? '{id}' : part))
    .join('/')}`;

/** Requests per path, most first. */
export function countByPath(entries: readonly LoggedRequest[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(pathKey(entry), (counts.get(pathKey(entry)) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
}

/**
 * Orders the packing queue shows (paid, not superseded, not sent) whose tracking numbers are read or need no
 * reading: the same terms as the queue's and the tracking numbers' queries, read from the local copy.
 */
const packableSql = `SELECT id FROM orders WHERE account_id = ? AND status = 'READY_FOR_PROCESSING'
  AND superseded_by IS NULL
  AND coalesce(fulfillment_status, 'NEW') IN ('NEW', 'PROCESSING', 'READY_FOR_SHIPMENT')
  AND NOT (line_items_sent IN ('SOME', 'ALL')
    AND (shipments_revision IS NULL OR shipments_revision <> coalesce(revision, '')))`;

/** A stream is caught up when it ran once and waits for its next poll with nothing left to do. */
const streamCaughtUp = (s: StreamStatus): boolean => s.lastSuccessAt !== null && s.state === 'idle';

/**
 * Watches the local copy through its own connection while a first sync runs: when each order first stood in the
 * packing queue with its tracking numbers, and when every stream had caught up. Times are ms from `from`.
 */
export function watchFirstSync(core: Core, db: Db, accountId: string, from: number) {
  const packable = db.prepare<[string], { id: string }>(packableSql);
  const readyAt = new Map<string, number>();
  // Since when each stream has been caught up, without a turn since.
  const idleSince = new Map<string, number>();
  let caughtUpAt: number | null = null;
  let streams: Record<string, number> = {};
  const look = () => {
    const at = performance.now() - from;
    for (const { id } of packable.all(accountId)) if (!readyAt.has(id)) readyAt.set(id, at);
    const status = core.sync.status().accounts[0];
    if (caughtUpAt !== null || !status) return;
    for (const s of Object.values(status.streams)) {
      if (!streamCaughtUp(s)) idleSince.delete(s.stream);
      else if (!idleSince.has(s.stream)) idleSince.set(s.stream, at);
    }
    if (idleSince.size < Object.keys(status.streams).length) return;
    caughtUpAt = at;
    streams = Object.fromEntries([...idleSince].map(([name, since]) => [name, round(since / 1000, 1)]));
  };
  const timer = setInterval(look, 50);
  return {
    /**
     * Resolves once every stream has caught up (with the seconds at which each last did), or rejects after
     * `timeoutMs`.
     */
    async done(timeoutMs: number): Promise<{ ms: number; streams: Record<string, number> }> {
      const deadline = performance.now() + timeoutMs;
      while (caughtUpAt === null) {
        if (performance.now() > deadline) throw new Error('the first sync did not catch up in time');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { ms: caughtUpAt, streams };
    },
    /** When the last of these orders was ready to pack (null: one never was). */
    readyAt(ids: readonly string[]): number | null {
      let last = 0;
      for (const id of ids) {
        const at = readyAt.get(id);
        if (at === undefined) return null;
        last = Math.max(last, at);
      }
      return last;
    },
    stop: () => clearInterval(timer),
  };
}

/** The marketplace's orders waiting to be packed that were bought within the first sync's reach. */
export async function waitingOrders(core: Core, accountId: string, days: number): Promise<string[]> {
  const client = await core.accounts.client(accountId);
  const gte = new Date(Date.now() - days * 86_400_000 + 3_600_000).toISOString();
  const ids: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await client.get<{ checkoutForms: { id: string }[] }>('/order/checkout-forms', {
      status: 'READY_FOR_PROCESSING',
      'fulfillment.status': ['NEW', 'PROCESSING', 'READY_FOR_SHIPMENT'],
      'lineItems.boughtAt.gte': gte,
      limit: 100,
      offset,
    });
    ids.push(...page.checkoutForms.map((form) => form.id));
    if (page.checkoutForms.length < 100) return ids;
  }
}

/**
 * A packing station's scans while the first sync runs: every `everyMs` an order is read fresh with its tracking
 * numbers, interactive as the scan sends them, `scans` times. Each request's wait is the time from the call to its
 * headers leaving on the socket (undici's `sendHeaders`): what the app's gate held it back. Its arrival at the
 * marketplace (the log's time, by Trace-Id) adds the way there and the marketplace's own queue.
 */
export function scanDuring(
  core: Core,
  accountId: string,
  orderIds: readonly string[],
  { everyMs, scans }: { everyMs: number; scans: number },
) {
  const pending = new Map<string, ((at: number) => void)[]>();
  const left = ({ request }: { request: { path: string } }) => {
    const waiting = pending.get(request.path.split('?')[0]!);
    waiting?.shift()?.(Date.now());
  };
  const sendHeaders = diagnostics.channel('undici:client:sendHeaders');
  sendHeaders.subscribe(left as (message: unknown) => void);
  const sent: { at: number; leftAt: Promise<number>; traceId: Promise<string | undefined> }[] = [];
  let stopped = false;
  let turn = 0;
  const loop = (async () => {
    const client = await core.accounts.client(accountId);
    while (!stopped && turn < scans) {
      const id = orderIds[turn++ % orderIds.length]!;
      for (const path of [`/order/checkout-forms/${id}`, `/order/checkout-forms/${id}/shipments`]) {
        const at = Date.now();
        const leftAt = new Promise<number>((resolve) => {
          const list = pending.get(path) ?? [];
          pending.set(path, [...list, resolve]);
        });
        const answer = client.request({ method: 'GET', path, priority: 'interactive' });
        sent.push({ at, leftAt, traceId: answer.then((r) => r.traceId).catch(() => undefined) });
        await answer.catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(log: () => Promise<LoggedRequest[]>) {
      stopped = true;
      await loop;
      sendHeaders.unsubscribe(left as (message: unknown) => void);
      const byTrace = new Map((await log()).map((e) => [e.traceId, e]));
      const waits: number[] = [];
      const arrivals: number[] = [];
      const traceIds = new Set<string>();
      for (const request of sent) {
        const traceId = await request.traceId;
        const entry = byTrace.get(traceId ?? '');
        if (!traceId || !entry) continue;
        traceIds.add(traceId);
        waits.push((await request.leftAt) - request.at);
        arrivals.push(Math.max(0, entry.realTime - request.at));
      }
      return { scans: waits.length, waits, arrivals, traceIds };
    },
  };
}
