import type { Db } from '../../db/open';
import { iso } from '../../kernel/time/iso';
import { arr, at, str } from '../../market/records/json';
import { read, type StreamContext } from '../../sync/context';
import { notServed, type SyncPart } from '../../sync/parts';
import { isBackfill } from '../streams/writer/backfill-page';
import { createClaimsRepo, type BuyerSought } from './claims-repo';

const DAY = 86_400_000;
/** The orders' list's largest page. */
const FORMS_PAGE = 100;
/** Pages of one purchase's days read at most: a seller with more orders in two days than this is rare. */
export const BUYER_PAGES_PER_CLAIM = 3;
/** Requests a turn spends on buyers at most, so that a first sync of many claims does not hold the others back. */
export const BUYER_REQUESTS_PER_TURN = 6;
/** Claims looked up in the local copy a turn at most. */
const CLAIMS_PER_TURN = 500;
/**
 * The orders stream's part (domains/streams): a marketplace that does not serve its list is named there, and the
 * claims' buyers are not asked for until it is served again (the claims show the buyers' numbers meanwhile).
 */
const ordersPart: SyncPart = { name: 'orders', lists: ['/order/checkout-forms'] };

/**
 * The login of a claim's buyer in the local copy of orders: the order holding the claim's line item, else an order
 * of the same buyer bought within a day of it, else (the buyer's id unknown) the one buyer who bought the claim's
 * offer within that day.
 */
function createLocalLogins(db: Db) {
  const byLineItem = db.prepare<{ accountId: string; lineItemId: string }, { buyer_login: string }>(
    `SELECT o.buyer_login FROM order_line_items li JOIN orders o ON o.account_id = li.account_id AND o.id = li.order_id
     WHERE li.account_id = @accountId AND li.line_item_id = @lineItemId
     ORDER BY o.superseded_by IS NOT NULL LIMIT 1`,
  );
  const byBuyer = db.prepare<
    { accountId: string; buyerId: string; from: string; to: string },
    { buyer_login: string }
  >(
    `SELECT buyer_login FROM orders WHERE account_id = @accountId AND bought_at BETWEEN @from AND @to
       AND json_extract(raw, '$.buyer.id') = @buyerId LIMIT 1`,
  );
  const byOffer = db.prepare<
    { accountId: string; offerId: string; from: string; to: string },
    { buyer_login: string }
  >(
    `SELECT DISTINCT o.buyer_login FROM order_line_items li
       JOIN orders o ON o.account_id = li.account_id AND o.id = li.order_id
     WHERE li.account_id = @accountId AND li.offer_id = @offerId AND o.bought_at BETWEEN @from AND @to LIMIT 2`,
  );
  return (accountId: string, claim: BuyerSought): string | null => {
    const direct = byLineItem.get({ accountId, lineItemId: claim.line_item_id })?.buyer_login;
    if (direct !== undefined) return direct;
    const bought = boughtAt(claim);
    if (bought === null) return null;
    const around = { accountId, from: iso(bought - DAY), to: iso(bought + DAY) };
    if (claim.buyer_id !== null)
      return byBuyer.get({ ...around, buyerId: claim.buyer_id })?.buyer_login ?? null;
    if (claim.offer_id === null) return null;
    const logins = byOffer.all({ ...around, offerId: claim.offer_id });
    return logins.length === 1 ? logins[0]!.buyer_login : null;
  };
}

const boughtAt = (claim: BuyerSought): number | null => {
  const at = claim.bought_at === null ? NaN : Date.parse(claim.bought_at);
  return Number.isNaN(at) ? null : at;
};

/** What the orders read this turn told of buyers: by the line items they bought and by their ids. */
function createSeen() {
  const byLineItem = new Map<string, string>();
  const byBuyer = new Map<string, string>();
  return {
    learn(form: unknown): void {
      const login = str(at(form, 'buyer.login'));
      if (login === null) return;
      const buyerId = str(at(form, 'buyer.id'));
      if (buyerId !== null) byBuyer.set(buyerId, login);
      for (const item of arr(at(form, 'lineItems'))) {
        const id = str(at(item, 'id'));
        if (id !== null) byLineItem.set(id, login);
      }
    },
    loginOf: (claim: BuyerSought): string | null =>
      byLineItem.get(claim.line_item_id) ??
      (claim.buyer_id === null ? undefined : byBuyer.get(claim.buyer_id)) ??
      null,
  };
}

/**
 * Whether a claim not found in the local copy is given up on there: the copy of orders is whole (a missing order is
 * not one still loading), or the purchase is older than a first load of orders reaches.
 */
function pastLocal(ctx: StreamContext, bought: number | null): boolean {
  const orders = ctx.repos.state.get(ctx.accountId, 'orders');
  if (orders.lastCompleteAt !== null && !isBackfill(orders.resume)) return true;
  return bought !== null && bought < ctx.clock.now() - (ctx.options.ordersBackfillDays + 1) * DAY;
}

/**
 * Reads the orders bought within a day of the claim's purchase, page by page, until one names its line item or
 * buyer, the days' orders are all read, or the claim had its pages; answers the requests made.
 */
async function readAround(
  ctx: StreamContext,
  claim: BuyerSought,
  bought: number,
  seen: ReturnType<typeof createSeen>,
): Promise<number> {
  let requests = 0;
  for (let offset = 0; requests < BUYER_PAGES_PER_CLAIM; offset += FORMS_PAGE) {
    const body = await read<unknown>(ctx, '/order/checkout-forms', {
      'lineItems.boughtAt.gte': iso(bought - DAY),
      'lineItems.boughtAt.lte': iso(bought + DAY),
      sort: 'lineItems.boughtAt',
      limit: FORMS_PAGE,
      offset,
    });
    requests++;
    const forms = arr(at(body, 'checkoutForms'));
    for (const form of forms) seen.learn(form);
    if (seen.loginOf(claim) !== null || forms.length < FORMS_PAGE) break;
  }
  return requests;
}

/**
 * Finds the logins of the buyers of the claims that name them by id only, and keeps each with its claim: from the
 * local copy of orders, else from the marketplace's orders of the purchase's days, read once a claim (a claim whose
 * buyer was not found there either is shown by the buyer's number). One read's orders answer every claim of the
 * buyers in it. Answers whether a claim changed, and whether claims are left for the next turn.
 */
export async function findClaimBuyers(ctx: StreamContext): Promise<{ changed: boolean; more: boolean }> {
  const repo = createClaimsRepo(ctx.db);
  const local = createLocalLogins(ctx.db);
  const seen = createSeen();
  let changed = false;
  let requests = 0;
  let more = false;
  let served = !ctx.repos.unoffered.skipped(ctx.accountId, ordersPart.name, ctx.clock.now());
  for (const claim of repo.awaitingBuyer(ctx.accountId, CLAIMS_PER_TURN)) {
    const login = local(ctx.accountId, claim) ?? seen.loginOf(claim);
    if (login !== null) {
      repo.setBuyer(ctx.accountId, claim.id, { login });
      changed = true;
      continue;
    }
    const bought = boughtAt(claim);
    if (!pastLocal(ctx, bought)) continue;
    if (bought !== null) {
      if (!served) continue;
      if (requests + BUYER_PAGES_PER_CLAIM > BUYER_REQUESTS_PER_TURN) {
        more = true;
        continue;
      }
      try {
        requests += await readAround(ctx, claim, bought, seen);
      } catch (error) {
        if (!notServed(error, ordersPart)) throw error;
        served = false;
        continue;
      }
      const read = seen.loginOf(claim);
      if (read !== null) {
        repo.setBuyer(ctx.accountId, claim.id, { login: read });
        changed = true;
        continue;
      }
    }
    // Not found, or no purchase time to look around: the claim shows the buyer's number from now on.
    repo.setBuyer(ctx.accountId, claim.id, { soughtAt: ctx.clock.now() });
  }
  return { changed, more };
}
