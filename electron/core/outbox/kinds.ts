import type { TableName } from '../../../shared/contract';
import type { Change, EntityType } from '../../../shared/outbox';
import type { ChangeRow } from './change-repo';
import type { StepContext } from './step';

/**
 * One entity type's changes as the engine sees them: how one is sent, which tables show it, and what the local copy
 * does when the seller drops one or sends a failed one again. The engine knows nothing else of the domain.
 */
export interface OutboxKind {
  /** The tables whose rows show this entity's changes (the waiting value, the refused one put back). */
  tables: TableName[];
  /**
   * The entity's name as the local copy knows it (an offer's title): an SQL expression over the change `c`. Without
   * one a change is named by its fields (`label`, the promotion's or the claim's name, ...).
   */
  name?: string;
  /** One step of one change of this entity type, from the state it is stored in. */
  run: (ctx: StepContext, row: ChangeRow) => Promise<void>;
  /** In the transaction that drops the change: a waiting one's value gives way to the one before it. */
  discarded?: (row: ChangeRow) => void;
  /** In the transaction that queues a failed change again: its value shows as waiting again. */
  requeued?: (row: ChangeRow) => void;
  /** A failed part of a batch tried again: made again on its own (the part itself is already discarded). */
  retriedAlone?: (row: ChangeRow) => Change[];
  /** A new change back to the values before this one; a kind without it has no undo. */
  undo?: (row: ChangeRow) => Change[];
  /** Commands the marketplace runs for many of this kind's changes at once (a batch of offers), if it has any. */
  batches?: OutboxBatches;
}

/** A command the marketplace runs for many changes at once (a batch of offers), due to be worked on. */
export interface DueBatch {
  id: number;
  run: (ctx: StepContext) => Promise<void>;
}

/** The batches of changes: which are due, and the connection back making every waiting one due at once. */
export interface OutboxBatches {
  due: (at: number, limit: number) => DueBatch[];
  wake: (at: number) => void;
}

/** Every kind the outbox sends (the type checker asks for each entity type). */
export interface OutboxKinds {
  kinds: Record<EntityType, OutboxKind>;
}
