import { randomUUID } from 'node:crypto';
import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import { afterSalesProblems, type AfterSalesDraft } from '../../../../shared/after-sales-rules';
import type { AfterSalesKind } from '../../../../shared/after-sales';
import type { Change } from '../../../../shared/outbox';
import { AppError } from '../../kernel/errors';
import { afterSalesConditionFrom } from './condition-records';
import { createConditionsRepo } from './conditions-repo';
import { afterSalesRequestBody } from './request-body';

export type ConditionChangeDeps = ChangeBuilderDeps;

/**
 * The outbox's entity of a condition: `<kind>/<id>`, or `<kind>/new-<uuid>` for one not created yet (each
 * creation is an entity of its own, so two creations never wait for each other).
 */
export const conditionEntity = (kind: AfterSalesKind, id: string): string => `${kind}/${id}`;

export function entityKindOf(entityId: string): AfterSalesKind {
  return entityId.slice(0, entityId.indexOf('/')) as AfterSalesKind;
}

/** The condition's id on the marketplace; null for one still to be created. */
export function entityConditionId(entityId: string): string | null {
  const id = entityId.slice(entityId.indexOf('/') + 1);
  return id.startsWith('new-') ? null : id;
}

/**
 * New and changed after-sales conditions: checked by the documents' rules (the seller's language), then stored
 * in the outbox; an edit shows in the local copy at once (the request body over the stored one), a creation once
 * the marketplace gave it its id (condition-step.ts).
 */
export function createConditionChanges(deps: ConditionChangeDeps) {
  const { db, changes } = deps;
  const repo = createConditionsRepo(db);

  function check(draft: AfterSalesDraft): void {
    const problems = afterSalesProblems(draft, deps.language());
    if (problems.length === 0) return;
    const text = problems.map((p) => p.userMessage).join(' ');
    throw new AppError('VALIDATION_FAILED', text, { userMessage: text });
  }

  function create(accountId: string, draft: AfterSalesDraft): Change {
    check(draft);
    const id = changes.insert(
      {
        accountId,
        entityType: 'after-sales',
        entityId: conditionEntity(draft.kind, `new-${randomUUID()}`),
        kind: 'after-sales.create',
        batchId: null,
        fields: { condition: draft },
        previous: {},
        request: afterSalesRequestBody(draft),
      },
      deps.now(),
    );
    deps.changed(['outbox']);
    deps.wake();
    return deps.view(id);
  }

  function edit(accountId: string, conditionId: string, draft: AfterSalesDraft): Change {
    check(draft);
    const language = deps.language();
    const id = db.transaction(() => {
      const stored = repo.get(accountId, draft.kind, conditionId);
      if (!stored) {
        const text =
          language === 'pl'
            ? `Warunku ${conditionId} nie ma w lokalnej kopii.`
            : `The condition ${conditionId} is not in the local copy.`;
        throw new AppError('NOT_FOUND', text, { userMessage: text });
      }
      const raw = JSON.parse(stored.raw) as unknown;
      const { id: _id, ...previous } = afterSalesConditionFrom(draft.kind, raw);
      const request = afterSalesRequestBody(draft, raw);
      const inserted = changes.insert(
        {
          accountId,
          entityType: 'after-sales',
          entityId: conditionEntity(draft.kind, conditionId),
          kind: 'after-sales.edit',
          batchId: null,
          fields: { condition: draft },
          previous: { condition: previous },
          request,
        },
        deps.now(),
      );
      // What the seller sees now is what is on its way; the marketplace's answer replaces it once sent.
      repo.replace(
        accountId,
        draft.kind,
        [{ id: conditionId, name: draft.name, raw: JSON.stringify({ ...request, id: conditionId }) }],
        deps.now(),
        false,
      );
      return inserted;
    })();
    deps.changed(['outbox', 'after_sales_conditions']);
    deps.wake();
    return deps.view(id);
  }

  return { create, edit };
}

export type ConditionChanges = ReturnType<typeof createConditionChanges>;
