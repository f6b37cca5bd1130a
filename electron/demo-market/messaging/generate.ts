import { HOUR, MINUTE } from '../clock';
import type { Seller } from '../state/types';
import type { World } from '../world';
import { buyerWrites, messagingStream, ordersByBuyer } from './buyers';
import { addProblemThreads } from './problems';
import type { DemoThread, SellerMessaging } from './types';

const questions = [
  'Dzień dobry, kiedy wyślecie moje zamówienie?',
  'Czy mogę dopłacić za szybszą wysyłkę?',
  'Paczka jeszcze nie dotarła, czy możecie sprawdzić numer przesyłki?',
  'Czy do zamówienia dostanę fakturę VAT?',
  'Przedmiot ma rysę na obudowie, co mogę zrobić?',
  'Czy można zmienić adres dostawy?',
  'Dziękuję, wszystko dotarło w porządku.',
  'Czy ten model pasuje do wersji z 2019 roku?',
];
const replies = [
  'Dzień dobry, zamówienie wyślemy jutro rano.',
  'Oczywiście, fakturę dołączymy do przesyłki.',
  'Sprawdzamy to i wrócimy z odpowiedzią jeszcze dziś.',
  'Dziękujemy za zakupy i zapraszamy ponownie!',
];
/** A one-page PDF a buyer attaches (a photo of a receipt, say). */
const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Threads with up to 14 buyers of the seller's newest orders: a buyer's question about the order, sometimes the
 * seller's answer and a buyer's follow-up; a thread whose last word is the buyer's is mostly unread. One buyer
 * attached a PDF. Made on first use, from a stream of the world's seed of its own.
 */
function generated(world: World, seed: number, seller: Seller): SellerMessaging {
  const r = messagingStream(seed, seller.id, 'threads');
  const m: SellerMessaging = { threads: [], messages: [], attachments: [], issued: 0 };
  const now = world.clock.now();
  for (const [index, order] of ordersByBuyer(world, seller.id).slice(0, 14).entries()) {
    const thread: DemoThread = { id: r.uuid(), login: order.buyer.login, read: true, lastMessageAt: 0 };
    m.threads.push(thread);
    let at = Math.min(now - MINUTE, order.createdAt + r.int(1, 48) * HOUR);
    const first = buyerWrites(m, r, thread, order, r.pick(questions), at);
    if (index === 1) {
      const id = r.uuid();
      m.attachments.push({
        id,
        fileName: 'paragon.pdf',
        size: samplePdf.length,
        mimeType: 'application/pdf',
        data: samplePdf.toString('base64'),
        messageId: first.id,
      });
      first.attachmentIds.push(id);
    }
    const turns = r.int(0, 2);
    for (let turn = 0; turn < turns && at < now - 2 * HOUR; turn++) {
      at = Math.min(now - MINUTE, at + r.int(1, 20) * HOUR);
      const seller = turn % 2 === 0;
      if (seller) {
        m.messages.push({
          id: r.uuid(),
          threadId: thread.id,
          author: 'seller',
          text: r.pick(replies),
          createdAt: at,
          orderId: null,
          offerId: null,
          attachmentIds: [],
        });
        thread.lastMessageAt = at;
      } else buyerWrites(m, r, thread, null, r.pick(questions), at);
    }
    const lastIsBuyer = m.messages.filter((x) => x.threadId === thread.id).at(-1)!.author === 'buyer';
    thread.read = !(lastIsBuyer && r.chance(0.6));
  }
  if (world.api === '2026') addProblemThreads(world, seed, seller, m);
  return m;
}

/** The seller's message center, generated on first use and kept with the seller (saved with the state). */
export function messagingOf(world: World, seed: number, seller: Seller): SellerMessaging {
  seller.messaging ??= generated(world, seed, seller);
  return seller.messaging;
}
