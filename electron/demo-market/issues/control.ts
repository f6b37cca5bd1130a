import { MAIN_SELLER_ID } from '../data/sellers';
import type { World } from '../world';
import { DECISION_DUE, issuesOf, REASONS, stableId } from './generate';
import type { ExpectationName, IssueStatus, StoredIssue } from './types';

/** What tests do to a seller's post-purchase issues on the marketplace side: a buyer opens one or writes, and read. */
export function issueControl(world: World) {
  const own = (sellerId = MAIN_SELLER_ID) => {
    const seller = world.store.seller(sellerId);
    return seller ? issuesOf(world, seller) : null;
  };
  const find = (sellerId: string | undefined, issueId: string) =>
    own(sellerId)?.issues.find((i) => i.id === issueId) ?? null;
  const later = (i: StoredIssue) =>
    Math.max(world.clock.now(), (i.messages[i.messages.length - 1]?.createdAt ?? 0) + 1);
  return {
    /** The seller's issues as the marketplace holds them (a copy). */
    issues(args: { sellerId?: string } = {}) {
      const o = own(args.sellerId);
      return o ? structuredClone(o.issues) : null;
    },
    /**
     * A buyer opens an issue now about one of the seller's orders (the newest paid one by default): a claim waits
     * for the seller's decision, a dispute goes on. Returns its id, or null without such a seller or order.
     */
    addIssue(
      args: {
        sellerId?: string;
        orderId?: string;
        type?: 'DISPUTE' | 'CLAIM';
        reason?: string;
        text?: string;
        expectation?: ExpectationName;
      } = {},
    ): string | null {
      const sellerId = args.sellerId ?? MAIN_SELLER_ID;
      const o = own(sellerId);
      const order = world.store
        .ordersOf(sellerId)
        .filter((x) => x.mergedInto === null && !x.buyer.guest && (args.orderId ?? x.id) === x.id)
        .sort((a, b) => b.createdAt - a.createdAt)[0];
      if (!o || !order) return null;
      const type = args.type ?? 'CLAIM';
      const claim = type === 'CLAIM';
      const now = world.clock.now();
      const id = stableId(`issue:${sellerId}:${o.issues.length}`);
      const reason = args.reason ?? (claim ? 'ITEM_IS_DAMAGED' : 'NO_PRODUCT_RECEIVED');
      const text = args.text ?? REASONS[reason]?.pl ?? reason;
      const status: IssueStatus = claim ? 'CLAIM_SUBMITTED' : 'DISPUTE_ONGOING';
      const line = order.lineItems[0];
      const expectation = args.expectation ?? (claim ? 'REFUND' : null);
      o.issues.push({
        id,
        type,
        referenceNumber: claim ? `${o.issues.length + 1}/${new Date(now).getUTCFullYear()}` : null,
        decisionDueAt: claim ? now + DECISION_DUE : null,
        openedAt: now,
        reason,
        reasonDescription: claim ? text : null,
        buyer: { id: order.buyer.id, login: order.buyer.login },
        orderId: order.id,
        orderCreatedAt: order.createdAt,
        status,
        returnRequired: null,
        expectations: expectation
          ? [
              {
                name: expectation,
                refund: expectation === 'REFUND' ? { amount: line?.price ?? '0.00', currency: 'PLN' } : null,
              },
            ]
          : [],
        description: claim ? null : text,
        offer: line ? { id: line.offerId, quantity: 1 } : null,
        right: claim ? 'COMPLAINT' : null,
        attachmentIds: [],
        messages: [
          {
            id: stableId(`issue-message:${id}:0`),
            text,
            attachmentIds: [],
            role: 'BUYER',
            login: order.buyer.login,
            type: 'REGULAR',
            createdAt: now,
          },
        ],
        decision: null,
      });
      return id;
    },
    /** The buyer writes in an issue now; the message's id, or null for an unknown issue. */
    issueBuyerMessage(args: { sellerId?: string; issueId: string; text: string }): string | null {
      const i = find(args.sellerId, args.issueId);
      if (!i) return null;
      const id = stableId(`issue-message:${i.id}:${i.messages.length}`);
      i.messages.push({
        id,
        text: args.text,
        attachmentIds: [],
        role: 'BUYER',
        login: i.buyer.login,
        type: 'REGULAR',
        createdAt: later(i),
      });
      return id;
    },
    /** What the seller sent in an issue (messages and decisions' words), oldest first, with the attachments' names. */
    issueSellerMessages(args: { sellerId?: string; issueId: string }) {
      const o = own(args.sellerId);
      const i = find(args.sellerId, args.issueId);
      if (!o || !i) return null;
      return i.messages
        .filter((m) => m.role === 'SELLER')
        .map((m) => ({
          id: m.id,
          text: m.text,
          type: m.type,
          createdAt: new Date(m.createdAt).toISOString(),
          attachments: m.attachmentIds.map((aid) => {
            const a = o.attachments.find((x) => x.id === aid);
            return {
              id: aid,
              fileName: a?.fileName ?? null,
              size: a?.size ?? null,
              contentType: a?.contentType ?? null,
            };
          }),
        }));
    },
  };
}
