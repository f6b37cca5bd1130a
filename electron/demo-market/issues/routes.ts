import { attachmentRoutes } from '../disputes/attachment-routes';
import { accessDenied, notFound } from '../http/errors';
import { json, type Ctx, type Method, type Route } from '../http/route';
import type { Seller } from '../state/types';
import type { World } from '../world';
import { issuesOf, stableId } from './generate';
import { readDecision, readMessage } from './rules';
import { ISSUE_STATUSES, type SellerIssues, type StoredIssue, type StoredIssueMessage } from './types';
import { ATTACHMENTS_PATH, BASE, issueView, messageView } from './view';

/** Every operation of the family answers and takes `application/vnd.{vendor}.beta.v1+json`. */
const BETA = ['beta.v1'] as const;
/** The description: `limit` 1 to 100 (default 10) and `offset` from 0, for the list and for a chat. */
const LIMIT = { min: 1, max: 100, def: 10 };
const OFFSET = { min: 0, def: 0 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Post-purchase issues (the 2026 description's /sale/issues, beta.v1): the list newest opened first with its
 * filters, one issue, its chat oldest first, a message, a claim's decision, and attachments declared, uploaded once
 * at the address the declaration gives, and downloaded.
 */
export function issueRoutes(world: World): Route[] {
  const scope = `${world.vendor}:api:disputes`;
  const own = (ctx: Ctx): SellerIssues => issuesOf(world, world.store.seller(ctx.userId) as Seller);
  /** The description lists 403 beside 404: another seller's issue is forbidden, an unknown one not found. */
  const issue = (ctx: Ctx): StoredIssue => {
    const id = ctx.params.issueId;
    const found = own(ctx).issues.find((i) => i.id === id);
    if (found) return found;
    if (world.store.sellers().some((s) => s.issues?.issues.some((i) => i.id === id))) throw accessDenied();
    throw notFound(`Issue ${id}`);
  };
  const append = (i: StoredIssue, m: Omit<StoredIssueMessage, 'id' | 'createdAt'>): StoredIssueMessage => {
    const message: StoredIssueMessage = {
      id: stableId(`issue-message:${i.id}:${i.messages.length}`),
      createdAt: Math.max(world.clock.now(), (i.messages[i.messages.length - 1]?.createdAt ?? 0) + 1),
      ...m,
    };
    i.messages.push(message);
    return message;
  };
  /** A seller's operation in beta.v1, both ways. */
  const beta = (method: Method, path: string, handle: Route['handle']): Route => ({
    method,
    path,
    auth: 'user',
    scope,
    produces: BETA,
    ...(method === 'POST' ? { consumes: BETA } : {}),
    handle,
  });
  return [
    beta('GET', BASE, (ctx) => {
      const q = ctx.query.withStatus(422);
      const limit = q.int('limit', LIMIT);
      const offset = q.int('offset', OFFSET);
      const statuses = q.allOf('status', ISSUE_STATUSES);
      const orderId = ctx.query.string('checkoutForm.id');
      if (orderId !== undefined && !UUID.test(orderId)) throw q.fail('checkoutForm.id', 'is not a UUID');
      const o = own(ctx);
      const all = o.issues
        .filter((i) => orderId === undefined || i.orderId === orderId)
        .filter((i) => statuses.length === 0 || statuses.includes(i.status))
        .sort((a, b) => b.openedAt - a.openedAt || (a.id < b.id ? -1 : 1));
      return json(200, {
        issues: all.slice(offset, offset + limit).map((i) => issueView(i, o, ctx.lang, ctx.baseUrl)),
      });
    }),
    beta('GET', `${BASE}/:issueId`, (ctx) =>
      json(200, issueView(issue(ctx), own(ctx), ctx.lang, ctx.baseUrl)),
    ),
    beta('GET', `${BASE}/:issueId/chat`, (ctx) => {
      const i = issue(ctx);
      const q = ctx.query.withStatus(422);
      const limit = q.int('limit', LIMIT);
      const offset = q.int('offset', OFFSET);
      const o = own(ctx);
      // The description does not give the order; oldest first, as the conversation reads.
      return json(200, {
        chat: i.messages.slice(offset, offset + limit).map((m) => messageView(m, o, ctx.baseUrl)),
      });
    }),
    beta('POST', `${BASE}/:issueId/message`, (ctx) => {
      const i = issue(ctx);
      const o = own(ctx);
      const seller = world.store.seller(ctx.userId) as Seller;
      const m = readMessage(ctx.body, i, o);
      const message = append(i, {
        text: m.text,
        attachmentIds: m.attachments.map((a) => a.id),
        role: 'SELLER',
        login: seller.login,
        type: m.type,
      });
      for (const a of m.attachments) a.messageId = message.id;
      // currentState.returnRequired is "the return decision made by the seller", made with these types.
      if (m.type === 'RETURN_NOT_REQUIRED') i.returnRequired = false;
      else if (m.type.startsWith('RETURN_REQUIRED')) i.returnRequired = true;
      return json(201, messageView(message, o, ctx.baseUrl));
    }),
    beta('POST', `${BASE}/:issueId/status`, (ctx) => {
      const i = issue(ctx);
      const decision = readDecision(ctx.body, i);
      const seller = world.store.seller(ctx.userId) as Seller;
      i.decision = decision;
      i.status = decision.status.startsWith('ACCEPTED') ? 'CLAIM_ACCEPTED' : 'CLAIM_REJECTED';
      // The chat shows "messages and state changes": the seller's word, then the change itself.
      append(i, {
        text: decision.message,
        attachmentIds: [],
        role: 'SELLER',
        login: seller.login,
        type: 'REGULAR',
      });
      append(i, {
        text: `${i.status}: ${decision.status}`,
        attachmentIds: [],
        role: 'SYSTEM',
        login: null,
        type: 'REGULAR',
      });
      return { status: 200 };
    }),
    // Declared as the disputes' were (`fileName` of an image or a PDF, `size` from 1 byte), then uploaded once (the
    // address is one-time), of the declared size, at most 5 MB (the description's 413 gives no number), and what
    // its media type says it is (422 otherwise); a type the PUT does not list is the pipeline's 415.
    ...attachmentRoutes({
      path: ATTACHMENTS_PATH,
      scope,
      media: BETA,
      attachments: (ctx) => own(ctx).attachments,
      label: (ctx, count) => `issue-attachment:${ctx.userId}:${count}`,
    }),
  ];
}
