import { randomUUID } from 'node:crypto';
import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { Money } from '../../../../shared/money';
import type { Change } from '../../../../shared/outbox';
import { isLocalPromotion, type PromotionDraft } from '../../../../shared/promotions';
import type { Language } from '../../../../shared/settings';
import type { OffersRepo } from '../offers/offers-repo';
import { iso } from '../../kernel/time/iso';
import { promotionText } from './messages';
import { bundleBody, checkDraft, createBody, draftType, validDiscount } from './promotion-body';
import type { PromotionsRepo } from './promotions-repo';
import { queueChange } from '../queue-change';

export interface PromotionChangeDeps extends ChangeBuilderDeps {
  promotions: PromotionsRepo;
  offers: OffersRepo;
}

/**
 * New promotions, a bundle's new discount and the end of a promotion: each is checked, shown in the local copy at
 * once and stored in the outbox in one transaction; the worker sends it (promotion-step.ts).
 */
export function createPromotionChanges(deps: PromotionChangeDeps) {
  const { db, changes, promotions } = deps;

  function done(id: number): Change {
    deps.changed(['promotions', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  /** A multipack or a wholesale price list for the offers named; it waits under a local id until sent. */
  function createPromotion(accountId: string, draft: PromotionDraft): Change {
    const language = deps.language();
    checkDraft(draft, language);
    const id = db.transaction(() => {
      for (const offerId of draft.offerIds)
        if (!deps.offers.fieldsOf(accountId, offerId))
          throw promotionText.error('NOT_FOUND', 'offerUnknown', language, { id: offerId });
      const localId = `local-${randomUUID()}`;
      const body = createBody(draft);
      const type = draftType(draft);
      const label = draft.kind === 'wholesale' ? draft.name.trim() : type;
      const now = deps.now();
      promotions.put(
        accountId,
        {
          id: localId,
          type,
          status: 'ACTIVE',
          label,
          raw: JSON.stringify({ ...body, id: localId, status: 'ACTIVE', createdAt: iso(now) }),
          offerIds: draft.offerIds,
        },
        now,
      );
      return queueChange(
        changes,
        {
          accountId,
          entityType: 'promotion',
          entityId: localId,
          kind: 'promotion.create',
          fields: { promotion: label },
          previous: {},
          request: body,
        },
        now,
      );
    })();
    return done(id);
  }

  /** The promotion as the marketplace holds it; one created here and not sent yet cannot be changed or ended. */
  function current(accountId: string, promotionId: string, language: Language) {
    const row = promotions.get(accountId, promotionId);
    if (!row) throw promotionText.error('NOT_FOUND', 'promotionUnknown', language, { id: promotionId });
    if (isLocalPromotion(promotionId)) throw promotionText.error('CONFLICT', 'promotionWaiting', language);
    if (row.status === 'INACTIVE') throw promotionText.error('CONFLICT', 'promotionEnded', language);
    return row;
  }

  /** A bundle's new discount (document 2: of a bundle only the discount may change, never its offers). */
  function changeBundleDiscount(accountId: string, promotionId: string, discount: Money): Change {
    const language = deps.language();
    if (!validDiscount(discount.amount)) throw promotionText.error('VALIDATION_FAILED', 'discount', language);
    const id = db.transaction(() => {
      const row = current(accountId, promotionId, language);
      if (row.type !== 'BUNDLE') throw promotionText.error('VALIDATION_FAILED', 'onlyBundle', language);
      const raw = JSON.parse(row.raw) as Record<string, unknown>;
      const body = bundleBody(raw, discount);
      const before = readDiscount(raw);
      const now = deps.now();
      promotions.setRaw(accountId, promotionId, JSON.stringify({ ...raw, benefits: body.benefits }), now);
      return queueChange(
        changes,
        {
          accountId,
          entityType: 'promotion',
          entityId: promotionId,
          kind: 'promotion.edit',
          fields: { promotion: row.label, discount },
          previous: before ? { discount: before } : {},
          request: body,
        },
        now,
      );
    })();
    return done(id);
  }

  /** Ends a promotion (DELETE deactivates it); it leaves the lists at once. */
  function endPromotion(accountId: string, promotionId: string): Change {
    const language = deps.language();
    const id = db.transaction(() => {
      const row = current(accountId, promotionId, language);
      promotions.setStatus(accountId, promotionId, 'INACTIVE');
      return queueChange(
        changes,
        {
          accountId,
          entityType: 'promotion',
          entityId: promotionId,
          kind: 'promotion.end',
          fields: { promotion: row.label, promotionStatus: 'ENDED' },
          previous: { promotionStatus: 'ACTIVE' },
        },
        deps.now(),
      );
    })();
    return done(id);
  }

  return { createPromotion, changeBundleDiscount, endPromotion };
}

/** A bundle's discount in a stored body. */
export function readDiscount(raw: unknown): Money | null {
  const value = (raw as { benefits?: { specification?: { value?: Money } }[] }).benefits?.[0]?.specification
    ?.value;
  return value && typeof value.amount === 'string' && typeof value.currency === 'string' ? value : null;
}

export type PromotionChanges = ReturnType<typeof createPromotionChanges>;
