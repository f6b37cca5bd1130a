import { randomUUID } from 'node:crypto';
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
  return {
    kind: 'publication',
    commandId: randomUUID(),
    body: (offerIds) => ({
      offerCriteria: criteria(offerIds),
      publication: { action: status === 'ACTIVE' ? 'ACTIVATE' : 'END' },
    }),
  };
}
