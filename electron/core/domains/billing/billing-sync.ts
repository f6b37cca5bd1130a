import type { BillingType } from '../../../../shared/billing';
import { createBillingRepo, type StoredBillingEntry } from './billing-repo';
import { toMinor } from './money-minor';
import { arr, isoTime, money, obj, str } from '../../market/records/json';
import { read, type StreamContext } from '../../sync/context';
import type { StreamReader } from '../../sync/readers';
import { iso } from '../../kernel/time/iso';

const DAY = 86_400_000;
/** Document 2: at most 100 entries a page. */
export const BILLING_PAGE = 100;
/** A turn makes at most this many requests (the types' read counts among them). */
export const BILLING_REQUESTS_PER_TURN = 5;
/** The first sync reaches this far back. */
export const BILLING_HISTORY_DAYS = 90;
/** An incremental read starts this long before the newest stored entry: a charge may be booked a little late. */
export const BILLING_MARGIN_MS = DAY;
/** The names of the types change with the marketplace's offer, rarely: read again (conditionally) daily. */
export const BILLING_TYPES_EVERY_MS = DAY;
/** The reference description: `offset` at most 10000. */
const OFFSET_MAX = 10_000;

/** An entry of the answer, or null when it lacks what the list needs (an id, a time, a type, a value). */
export function billingEntryFrom(value: unknown): StoredBillingEntry | null {
  const e = obj(value);
  const id = str(e?.id);
  const occurredAt = isoTime(e?.occurredAt);
  const type = obj(e?.type);
  const typeId = str(type?.id);
  const amount = money(e?.value);
  const valueMinor = amount ? toMinor(amount.amount) : null;
  if (!e || !id || !occurredAt || !typeId || !amount || valueMinor === null) return null;
  const balance = money(e.balance);
  const offer = obj(e.offer);
  return {
    id,
    occurredAt,
    typeId,
    typeName: str(type?.name),
    offerId: str(offer?.id),
    offerName: str(offer?.name),
    orderId: str(obj(e.order)?.id),
    valueMinor,
    currency: amount.currency,
    balanceMinor: balance ? toMinor(balance.amount) : null,
    balanceCurrency: balance?.currency ?? null,
    raw: JSON.stringify(e),
  };
}

function billingTypesFrom(value: unknown): BillingType[] {
  return arr(value)
    .map(obj)
    .map((t) => ({ id: str(t?.id), name: str(t?.description) ?? str(t?.name) }))
    .filter((t): t is BillingType => t.id !== null && t.name !== null);
}

/**
 * Billing entries newest first within a fixed range: from 90 days back on the first sync, then from the newest
 * stored entry less a margin, up to the moment the range was opened (fixed, so new entries do not shift the
 * offsets of a read spanning turns). At most five requests a turn; the place (range and offset) is kept with each
 * page in one transaction, so the next turn goes on where this one stopped.
 */
async function readBilling(ctx: StreamContext): Promise<{ changed: boolean; more: boolean }> {
  const repo = createBillingRepo(ctx.db);
  const now = ctx.clock.now();
  let state = repo.state(ctx.accountId);
  let requests = 0;
  let changed = false;

  if (state.typesReadAt === null || now - state.typesReadAt >= BILLING_TYPES_EVERY_MS) {
    const types = billingTypesFrom(
      await read<unknown>(ctx, '/billing/billing-types', undefined, { conditional: true }),
    );
    requests++;
    state = { ...state, typesReadAt: now };
    const next = state;
    ctx.db.transaction(() => {
      if (types.length > 0) repo.putTypes(ctx.accountId, types);
      repo.setState(ctx.accountId, next);
    })();
    changed = types.length > 0;
  }

  if (state.rangeFrom === null) {
    const newest = repo.newestAt(ctx.accountId);
    const from = newest
      ? new Date(Date.parse(newest) - BILLING_MARGIN_MS)
      : new Date(now - BILLING_HISTORY_DAYS * DAY);
    state = { ...state, rangeFrom: iso(from), rangeTo: iso(now), nextOffset: 0 };
  }

  while (requests < BILLING_REQUESTS_PER_TURN) {
    const body = await read<unknown>(ctx, '/billing/billing-entries', {
      'occurredAt.gte': state.rangeFrom!,
      'occurredAt.lte': state.rangeTo!,
      limit: BILLING_PAGE,
      offset: state.nextOffset,
    });
    requests++;
    const listed = arr(obj(body)?.billingEntries);
    const entries = listed.map(billingEntryFrom).filter((e): e is StoredBillingEntry => e !== null);
    const done = listed.length < BILLING_PAGE;
    let next = done
      ? { ...state, rangeFrom: null, rangeTo: null, nextOffset: 0, entriesReadAt: now }
      : { ...state, nextOffset: state.nextOffset + BILLING_PAGE };
    // Past the marketplace's largest offset the range ends at the oldest entry read so far: an entry or two
    // of that instant is read again, none is skipped.
    if (!done && next.nextOffset + BILLING_PAGE > OFFSET_MAX && entries.length > 0) {
      next = { ...next, rangeTo: entries.at(-1)!.occurredAt, nextOffset: 0 };
    }
    ctx.db.transaction(() => {
      repo.putEntries(ctx.accountId, entries, ctx.clock.now());
      repo.setState(ctx.accountId, next);
    })();
    changed ||= entries.length > 0;
    state = next;
    if (done) return { changed, more: false };
  }
  return { changed, more: true };
}

export const billingReader: StreamReader = {
  name: 'billing',
  lists: ['/billing/billing-entries', '/billing/billing-types'],
  tables: ['billing_entries'],
  read: readBilling,
  count: (db, accountId) => createBillingRepo(db).count(accountId),
};
