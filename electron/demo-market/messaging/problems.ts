import { HOUR, MINUTE } from '../clock';
import type { Seller } from '../state/types';
import type { World } from '../world';
import { buyerWrites, messagingStream, ordersByBuyer } from './buyers';
import type { SellerMessaging } from './types';

/**
 * The problems a buyer reports as a thread (#13908 names the three a sandbox buyer can choose; the subType values
 * are the marketplace's answer in #13970), with the buyer's words.
 */
const PROBLEMS: { subType: string; pl: string; text: string }[] = [
  {
    subType: 'NO_REFUND',
    pl: 'brak zwrotu pieniędzy po anulowaniu lub zwrocie zamówienia',
    text: 'Anulowałem zamówienie tydzień temu i nadal nie dostałem zwrotu pieniędzy.',
  },
  {
    subType: 'NO_DOCUMENTATIONS',
    pl: 'brak dowodu zakupu, instrukcji lub gwarancji',
    text: 'W paczce nie było paragonu ani karty gwarancyjnej.',
  },
  {
    subType: 'PROBLEM_WITH_SENDING_PRODUCT_BACK',
    pl: 'problem z odesłaniem produktu',
    text: 'Nie wiem, jak odesłać produkt, formularz zwrotu nie działa.',
  },
];

/**
 * Under `2026`, three buyers of the seller's newest orders reported a problem with a purchase: each a
 * POST_PURCHASE_ISSUE thread about the order, opened by the marketplace's notice and then the buyer's words, unread.
 * Drawn from a stream of its own, so the COMMON threads stay those of the documents' marketplace.
 */
export function addProblemThreads(world: World, seed: number, seller: Seller, m: SellerMessaging): void {
  const r = messagingStream(seed, seller.id, 'problems');
  const now = world.clock.now();
  for (const [index, order] of ordersByBuyer(world, seller.id).slice(0, PROBLEMS.length).entries()) {
    const problem = PROBLEMS[index]!;
    const at = Math.max(order.createdAt + HOUR, now - r.int(2, 72) * HOUR);
    const thread = {
      id: r.uuid(),
      login: order.buyer.login,
      read: true,
      lastMessageAt: at,
      type: 'POST_PURCHASE_ISSUE' as const,
      subType: problem.subType,
      orderId: order.id,
    };
    m.threads.push(thread);
    m.messages.push({
      id: r.uuid(),
      threadId: thread.id,
      author: 'system',
      text: `Kupujący zgłosił problem z zakupem: ${problem.pl}.`,
      createdAt: at,
      orderId: order.id,
      offerId: order.lineItems[0]?.offerId ?? null,
      attachmentIds: [],
    });
    buyerWrites(m, r, thread, order, problem.text, Math.min(now - MINUTE, at + MINUTE));
  }
}
