import { randomUUID } from 'node:crypto';
import type { BatchChange } from '../../../../shared/outbox';
import type { BatchKind } from './batch-repo';

/** A batch command: its id, generated once, and its body for a list of offers. */
export interface BatchCommand {
  kind: BatchKind;
  commandId: string;
  body: (offerIds: string[]) => unknown;
}

const criteria = (offerIds: string[]) => [
  { type: 'CONTAINS_OFFERS', offers: offerIds.map((id) => ({ id })) },
];

/** Starts (or restarts) or ends offers. */
export function publicationBatch(status: 'ACTIVE' | 'ENDED'): BatchCommand {
  return batchCommand({ kind: 'publication', status }, 'PLN');
}

const unsigned = (amount: string): string => amount.replace(/^[+-]/, '');

/** The command for a change from the list; amounts in the offers' currency. */
export function batchCommand(change: BatchChange, currency: string): BatchCommand {
  const commandId = randomUUID();
  if (change.kind === 'publication') {
    const publication = { action: change.status === 'ACTIVE' ? 'ACTIVATE' : 'END' };
    return { kind: 'publication', commandId, body: (ids) => ({ offerCriteria: criteria(ids), publication }) };
  }
  if (change.kind === 'stock') {
    const modification = { changeType: change.mode === 'set' ? 'FIXED' : 'GAIN', value: change.value };
    return { kind: 'quantity', commandId, body: (ids) => ({ offerCriteria: criteria(ids), modification }) };
  }
  let modification: Record<string, unknown>;
  if (change.mode === 'set')
    modification = { type: 'FIXED_PRICE', price: { amount: change.amount, currency } };
  else if (change.mode === 'add')
    modification = {
      type: change.amount.startsWith('-') ? 'DECREASE_PRICE' : 'INCREASE_PRICE',
      value: { amount: unsigned(change.amount), currency },
    };
  else
    modification = {
      type: change.percent < 0 ? 'DECREASE_PERCENTAGE' : 'INCREASE_PERCENTAGE',
      percentage: String(Math.abs(change.percent)),
    };
  return { kind: 'price', commandId, body: (ids) => ({ offerCriteria: criteria(ids), modification }) };
}
