import type { BatchChange, BatchPreviewRow } from '../../../../shared/outbox';
import type { Db } from '../../db/open';
import type { OffersRepo } from './offers-repo';
import type { BatchKind, BatchRepo } from './batch-repo';
import { batchLimit } from './batch-step';
import { batchCommand } from './batches';
import type { ChangeRepo } from '../../outbox/change-repo';

interface OfferNow {
  id: string;
  name: string;
  format: string | null;
  price_amount: string | null;
  currency: string | null;
  stock_available: number | null;
  status: string | null;
}

const cents = (amount: string): number => Math.round(Number(amount) * 100);
const amountOf = (value: number): string => (value / 100).toFixed(2);

/** The offer's value after the change, or why it is left out. */
function apply(offer: OfferNow, change: BatchChange): Pick<BatchPreviewRow, 'before' | 'after' | 'skip'> {
  if (change.kind === 'publication') {
    const status = offer.status === 'ACTIVE' || offer.status === 'ACTIVATING' ? 'ACTIVE' : 'ENDED';
    return {
      before: { status },
      after: { status: change.status },
      skip: status === change.status ? 'unchanged' : null,
    };
  }
  if (change.kind === 'stock') {
    const before = offer.stock_available ?? 0;
    const after = change.mode === 'set' ? change.value : before + change.value;
    // The quantity command sets at least one item (an offer without stock is ended instead).
    const skip = after < 1 ? 'stockTooLow' : after === before ? 'unchanged' : null;
    return { before: { stock: before }, after: { stock: after }, skip };
  }
  const currency = offer.currency ?? 'PLN';
  if (offer.price_amount === null) return { before: {}, after: {}, skip: 'unknown' };
  const before = cents(offer.price_amount);
  const after =
    change.mode === 'set'
      ? cents(change.amount)
      : change.mode === 'add'
        ? before + cents(change.amount)
        : Math.round(before * (1 + change.percent / 100));
  const price = (value: number) => ({ price: { amount: amountOf(value), currency } });
  const skip =
    offer.format === 'AUCTION'
      ? 'auction'
      : after < 1
        ? 'priceTooLow'
        : after === before
          ? 'unchanged'
          : null;
  return { before: price(before), after: price(after), skip };
}

export interface BatchChangesDeps {
  db: Db;
  changes: ChangeRepo;
  batches: BatchRepo;
  offers: OffersRepo;
  now: () => number;
}

/**
 * Changes of many offers at once, from the list: a preview of every row first, then one batch command per
 * thousand offers (and per currency for amounts), each offer's change stored with its expected value.
 */
export function createBatchChanges(deps: BatchChangesDeps) {
  const { db, changes, batches, offers } = deps;

  function read(accountId: string, offerIds: string[]): Map<string, OfferNow> {
    const found = new Map<string, OfferNow>();
    for (let i = 0; i < offerIds.length; i += 500) {
      const ids = offerIds.slice(i, i + 500);
      const rows = db
        .prepare<unknown[], OfferNow>(
          `SELECT id, name, format, price_amount, currency, stock_available, status FROM offers
           WHERE account_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
        )
        .all(accountId, ...ids);
      for (const row of rows) found.set(row.id, row);
    }
    return found;
  }

  function preview(accountId: string, offerIds: string[], change: BatchChange): BatchPreviewRow[] {
    const found = read(accountId, [...new Set(offerIds)]);
    return [...new Set(offerIds)].map((offerId) => {
      const offer = found.get(offerId);
      if (!offer) return { offerId, name: null, before: {}, after: {}, skip: 'unknown' };
      return { offerId, name: offer.name, ...apply(offer, change) };
    });
  }

  /** Stores the batch (its commands, and each offer's change with its local value); answers the change ids. */
  function store(
    accountId: string,
    offerIds: string[],
    change: BatchChange,
  ): { batchIds: number[]; changeIds: number[]; skipped: BatchPreviewRow[] } {
    return db.transaction(() => {
      const rows = preview(accountId, offerIds, change);
      const going = rows.filter((row) => row.skip === null);
      const groups = new Map<string, BatchPreviewRow[]>();
      for (const row of going) {
        const key = row.after.price?.currency ?? '';
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      const kind: BatchKind = change.kind === 'stock' ? 'quantity' : change.kind;
      const changeKind =
        change.kind === 'stock'
          ? 'offer.stock'
          : change.kind === 'price'
            ? 'offer.price'
            : 'offer.publication';
      const changeIds: number[] = [];
      const batchIds: number[] = [];
      const at = deps.now();
      for (const [currency, group] of groups) {
        for (let i = 0; i < group.length; i += batchLimit) {
          const part = group.slice(i, i + batchLimit);
          const command = batchCommand(change, currency || 'PLN');
          const batchId = batches.insert(
            accountId,
            kind,
            command.commandId,
            command.body(part.map((r) => r.offerId)),
            at,
          );
          batchIds.push(batchId);
          for (const row of part) {
            changeIds.push(
              changes.insert(
                {
                  accountId,
                  entityType: 'offer',
                  entityId: row.offerId,
                  kind: changeKind,
                  batchId,
                  fields: row.after,
                  previous: row.before,
                  request: null,
                },
                at,
              ),
            );
            offers.setFields(accountId, row.offerId, row.after);
          }
        }
      }
      return { batchIds, changeIds, skipped: rows.filter((row) => row.skip !== null) };
    })();
  }

  return { preview, store };
}
