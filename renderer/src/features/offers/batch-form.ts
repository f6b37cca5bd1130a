import type { BatchChange, BatchPreviewRow, Change } from '../../../../shared/outbox';

/** What the seller picks in the batch dialog; each needs a value but the publication ones. */
export const batchActions = [
  'price.set',
  'price.raise',
  'price.lower',
  'price.raisePercent',
  'price.lowerPercent',
  'stock.set',
  'stock.add',
  'stock.remove',
  'publication.activate',
  'publication.end',
] as const;
export type BatchAction = (typeof batchActions)[number];

/** Why the typed value does not make a change: the dialog says it at the field. */
export type BatchValueProblem = 'amount' | 'percent' | 'stock';

export const needsValue = (action: BatchAction): boolean => !action.startsWith('publication.');

const amountPattern = /^\d{1,9}([.,]\d{1,2})?$/;
const percentPattern = /^\d{1,4}([.,]\d{1,2})?$/;

/** "12,5" or "12.50" as the marketplace writes an amount ("12.50"), or null. */
function amountOf(text: string): string | null {
  if (!amountPattern.test(text)) return null;
  const cents = Math.round(Number(text.replace(',', '.')) * 100);
  return cents > 0 ? (cents / 100).toFixed(2) : null;
}

/**
 * The change of many offers the dialog's action and value make, or why not. The value is as the seller types it:
 * spaces are ignored and a comma is a decimal point. A percent lowers by less than 100 and raises by up to 1000.
 */
export function batchChangeOf(
  action: BatchAction,
  value: string,
): { change: BatchChange } | { problem: BatchValueProblem } {
  const text = value.replace(/\s/g, '');
  switch (action) {
    case 'publication.activate':
      return { change: { kind: 'publication', status: 'ACTIVE' } };
    case 'publication.end':
      return { change: { kind: 'publication', status: 'ENDED' } };
    case 'price.set':
    case 'price.raise':
    case 'price.lower': {
      const amount = amountOf(text);
      if (amount === null) return { problem: 'amount' };
      if (action === 'price.set') return { change: { kind: 'price', mode: 'set', amount } };
      const sign = action === 'price.raise' ? '+' : '-';
      return { change: { kind: 'price', mode: 'add', amount: `${sign}${amount}` } };
    }
    case 'price.raisePercent':
    case 'price.lowerPercent': {
      const percent = percentPattern.test(text) ? Number(text.replace(',', '.')) : NaN;
      const max = action === 'price.raisePercent' ? 1000 : 99;
      if (!(percent > 0 && percent <= max)) return { problem: 'percent' };
      return {
        change: {
          kind: 'price',
          mode: 'percent',
          percent: action === 'price.raisePercent' ? percent : -percent,
        },
      };
    }
    case 'stock.set':
    case 'stock.add':
    case 'stock.remove': {
      const count = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
      const min = action === 'stock.set' ? 0 : 1;
      if (!(count >= min && count <= 1_000_000)) return { problem: 'stock' };
      if (action === 'stock.set') return { change: { kind: 'stock', mode: 'set', value: count } };
      return { change: { kind: 'stock', mode: 'add', value: action === 'stock.add' ? count : -count } };
    }
  }
}

/** How far the sending of a batch is: each offer counts once its change is settled (sent, refused, discarded). */
export function batchProgress(
  changes: readonly Pick<Change, 'state'>[],
  total: number,
): { done: number; sent: number; failed: number; percent: number; finished: boolean } {
  const sent = changes.filter((c) => c.state === 'sent').length;
  const failed = changes.filter((c) => c.state === 'failed' || c.state === 'discarded').length;
  const done = sent + failed;
  return {
    done,
    sent,
    failed,
    percent: total > 0 ? Math.round((done / total) * 100) : 100,
    finished: done >= total,
  };
}

/** The preview's rows that will be sent and those left out (with why), in the selection's order. */
export function previewSummary(rows: readonly BatchPreviewRow[]): { going: number; skipped: number } {
  const skipped = rows.filter((row) => row.skip !== null).length;
  return { going: rows.length - skipped, skipped };
}

/**
 * The preview's rows with what the core left out when it stored the batch: the offers may have changed since the
 * preview (a sync, another change), and a row left out then shows why instead of waiting for a result.
 */
export function withSkipped(
  preview: readonly BatchPreviewRow[],
  skipped: readonly BatchPreviewRow[],
): BatchPreviewRow[] {
  const left = new Map(skipped.map((row) => [row.offerId, row]));
  return preview.map((row) => left.get(row.offerId) ?? row);
}
