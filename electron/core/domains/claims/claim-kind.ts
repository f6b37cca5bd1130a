import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import { reapplyClaim, restoreClaim, runClaim } from './claim-step';
import { createClaimsRepo } from './claims-repo';

/** A commission refund claim made or withdrawn; dropped, the claim goes back, sent again, it shows waiting again. */
export function claimKind({ db }: ChangeBuilderDeps): OutboxKind {
  const claims = createClaimsRepo(db);
  return {
    tables: ['refund_claims'],
    run: runClaim,
    discarded: (row) => restoreClaim(claims, row, 'discarded'),
    requeued: (row) => reapplyClaim(claims, row),
  };
}
