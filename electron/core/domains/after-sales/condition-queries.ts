import type { AfterSalesChoice, AfterSalesCondition, AfterSalesKind } from '../../../../shared/after-sales';
import { afterSalesKinds } from '../../../../shared/after-sales';
import type { ConditionsRepo } from './conditions-repo';
import { AppError } from '../../kernel/errors';
import { afterSalesConditionFrom } from './condition-records';

/** The after-sales conditions as the screens and the offer editor read them: from the local copy only. */
export function createAfterSalesQueries(repo: ConditionsRepo) {
  return {
    /** The account's conditions of a kind, whole, by name. */
    list(accountId: string, kind: AfterSalesKind): AfterSalesCondition[] {
      return repo.list(accountId, kind).map((row) => afterSalesConditionFrom(kind, row.raw));
    },
    get(accountId: string, kind: AfterSalesKind, id: string): AfterSalesCondition {
      const row = repo.get(accountId, kind, id);
      if (!row) throw new AppError('NOT_FOUND', `The ${kind} ${id} is not in the local copy.`);
      return afterSalesConditionFrom(kind, row.raw);
    },
    /** What the offer editor's pickers offer: every kind's names and ids (or one kind's). */
    choices(accountId: string, kind?: AfterSalesKind): AfterSalesChoice[] {
      return (kind ? [kind] : afterSalesKinds).flatMap((k) =>
        repo.list(accountId, k).map((row) => ({ kind: k, id: row.id, name: row.name })),
      );
    },
  };
}
