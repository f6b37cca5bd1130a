import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import type { DemoMarket } from '../../../electron/demo-market';
import {
  apiClient,
  marketForTests,
  signIn,
  startTestMarket,
  type ApiClient,
} from '../../helpers/demo-market';

const BETA = 'application/vnd.allegro.beta.v1+json';
const beta = { Accept: BETA, 'Content-Type': BETA };

interface Thread {
  id: string;
  read: boolean;
  lastMessageDateTime: string;
  interlocutor: { login: string };
  type?: 'COMMON' | 'POST_PURCHASE_ISSUE';
  subType?: string | null;
}
interface Message {
  id: string;
  text: string;
  thread: { id: string };
  author: { login: string; isInterlocutor: boolean; role?: string };
  relatesTo: { order?: { id: string } };
  attachments: { id?: string; fileName: string; url: string }[];
}
interface Page<T> {
  items: T[];
  nextPage?: { id: string };
}

const demo = marketForTests({ api: '2026', orders: 80 });

async function betaGet<T>(path: string): Promise<T> {
  const response = await demo.api.get(path, { Accept: BETA });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  expect(response.headers.get('content-type')).toContain(BETA);
  return (await response.json()) as T;
}
const threads = (query = '') =>
  betaGet<{ threads: Thread[]; nextPage?: { id: string } }>(`/messaging/threads${query}`);
/** Every page of a beta.v1 list, following nextPage.id. */
async function allPages<T>(path: string, key: 'threads' | 'messages'): Promise<Page<T>[]> {
  const pages: Page<T>[] = [];
  let next: string | undefined;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const page = await betaGet<Record<string, unknown> & { nextPage?: { id: string } }>(
      next === undefined ? path : `${path}${sep}page.id=${encodeURIComponent(next)}`,
    );
    pages.push({ items: page[key] as T[], nextPage: page.nextPage });
    next = page.nextPage?.id;
  } while (next !== undefined && pages.length < 20);
  return pages;
}
/** The marketplace takes one message a second from a seller: each write comes a second later. */
function write(path: string, body: unknown, headers: Record<string, string> = beta) {
  demo.market.control.advanceClock({ seconds: 1 });
  return demo.api.post(path, body, headers);
}
const ordersOfShop = () =>
  demo.market.control
    .orders({ sellerId: MAIN_SELLER_ID })
    .map((o) => demo.market.control.order({ id: o.id })!);
type ShopOrder = ReturnType<typeof ordersOfShop>[number];
/** A message about an order to its buyer (POST /messaging/messages), in beta.v1. */
const toBuyer = (order: ShopOrder, text: string) =>
  write('/messaging/messages', { recipient: { login: order.buyer.login }, text, order: { id: order.id } });
/** An order of a buyer the seller has no thread with yet. */
async function newBuyersOrder(): Promise<ShopOrder> {
  const pages = await allPages<Thread>('/messaging/threads', 'threads');
  const known = new Set(pages.flatMap((p) => p.items.map((t) => t.interlocutor.login)));
  return ordersOfShop().find((o) => !o.buyer.guest && !o.mergedInto && !known.has(o.buyer.login))!;
}

describe('2026 beta.v1: thread types', () => {
  it('threads carry type COMMON or POST_PURCHASE_ISSUE; a problem has its subType; `type` filters', async () => {
    const all = (await threads()).threads;
    const problems = all.filter((t) => t.type === 'POST_PURCHASE_ISSUE');
    expect(problems.length).toBe(3);
    expect(problems.every((t) => typeof t.subType === 'string')).toBe(true);
    expect(all.filter((t) => t.type === 'COMMON').every((t) => t.subType === null)).toBe(true);
    const only = (await threads('?type=POST_PURCHASE_ISSUE')).threads;
    expect(only.map((t) => t.id).sort()).toEqual(problems.map((t) => t.id).sort());
    expect((await threads('?type=COMMON')).threads.every((t) => t.type === 'COMMON')).toBe(true);
    expect((await demo.api.get('/messaging/threads?type=OTHER', { Accept: BETA })).status).toBe(422);
  });

  it('public.v1 keeps the documents’ shapes and shows COMMON threads only', async () => {
    const plain = await demo.api.json<{ threads: Thread[]; offset: number; limit: number }>(
      '/messaging/threads',
    );
    expect(plain).toMatchObject({ offset: 0, limit: 20 });
    expect(plain.threads.every((t) => t.type === undefined)).toBe(true);
    const [problem] = (await threads('?type=POST_PURCHASE_ISSUE')).threads;
    expect(plain.threads.map((t) => t.id)).not.toContain(problem!.id);
    expect((await demo.api.get(`/messaging/threads/${problem!.id}`)).status).toBe(404);
    expect((await betaGet<Thread>(`/messaging/threads/${problem!.id}`)).type).toBe('POST_PURCHASE_ISSUE');
  });

  it('a problem opens with the marketplace’s notice (role SYSTEM), then the buyer’s words about the order', async () => {
    const [problem] = (await threads('?type=POST_PURCHASE_ISSUE')).threads;
    const { messages } = await betaGet<{ messages: Message[] }>(`/messaging/threads/${problem!.id}/messages`);
    expect(messages.map((m) => m.author.role)).toEqual(['BUYER', 'SYSTEM']);
    expect(messages[0]!.author).toEqual({
      login: problem!.interlocutor.login,
      isInterlocutor: true,
      role: 'BUYER',
    });
    expect(messages[1]!.author.isInterlocutor).toBe(false);
    expect(messages[0]!.relatesTo.order?.id).toEqual(expect.any(String));
    const answer = await write(`/messaging/threads/${problem!.id}/messages`, {
      text: 'Zwrot wysłaliśmy wczoraj.',
    });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as Message).author.role).toBe('SELLER');
    expect((await write(`/messaging/threads/${problem!.id}/messages`, { text: 'a' }, {})).status).toBe(404);
  });
});

describe('2026 beta.v1: cursor paging by page.id', () => {
  it('threads come 20 a page, newest activity first; nextPage.id leads to the rest, absent on the last', async () => {
    for (let i = 0; i < 6; i++) demo.market.control.buyerMessage({ newBuyer: true, text: `Pytanie ${i}` });
    const total = (await demo.api.json<{ threads: Thread[] }>('/messaging/threads?limit=20&offset=20'))
      .threads.length;
    const pages = await allPages<Thread>('/messaging/threads', 'threads');
    expect(pages.length).toBe(2);
    expect(pages[0]!.items.length).toBe(20);
    expect(pages[0]!.nextPage?.id).toEqual(expect.any(String));
    expect(pages[1]!.nextPage).toBeUndefined();
    const ids = pages.flatMap((p) => p.items.map((t) => t.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(20 + total + 3);
    const times = pages.flatMap((p) => p.items.map((t) => Date.parse(t.lastMessageDateTime)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('a thread’s messages page the same way, newest first', async () => {
    const [first] = (await threads('?type=COMMON')).threads;
    for (let i = 0; i < 22; i++) {
      demo.market.control.advanceClock({ seconds: 1 });
      demo.market.control.buyerMessage({ threadId: first!.id, text: `Wiadomość ${i}` });
    }
    const pages = await allPages<Message>(`/messaging/threads/${first!.id}/messages`, 'messages');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const texts = pages.flatMap((p) => p.items.map((m) => m.text));
    expect(texts[0]).toBe('Wiadomość 21');
    expect(texts.indexOf('Wiadomość 0')).toBe(21);
    expect(new Set(pages.flatMap((p) => p.items.map((m) => m.id))).size).toBe(texts.length);
  });

  it('refuses offset and limit, and a page.id that is not a page of the list (422)', async () => {
    for (const query of ['?offset=0', '?limit=5', '?page.id=nonsense']) {
      expect((await demo.api.get(`/messaging/threads${query}`, { Accept: BETA })).status, query).toBe(422);
    }
    const [first] = (await threads()).threads;
    expect(
      (await demo.api.get(`/messaging/threads/${first!.id}/messages?offset=0`, { Accept: BETA })).status,
    ).toBe(422);
  });
});

describe('2026: writing', () => {
  it('attachments are sent by id and come back with their id', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const declared = await demo.api.post(
      '/messaging/message-attachments',
      { filename: 'a.pdf', size: pdf.length },
      beta,
    );
    expect(declared.status).toBe(201);
    const { id } = (await declared.json()) as { id: string };
    const token = (await signIn(demo.market.url)).access_token;
    const put = await fetch(`${demo.market.url}/messaging/message-attachments/${id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/pdf', Accept: BETA },
      body: pdf,
    });
    expect(put.status).toBe(200);
    const [first] = (await threads('?type=COMMON')).threads;
    const sent = await write(`/messaging/threads/${first!.id}/messages`, {
      text: 'W załączniku',
      attachments: [{ id }],
    });
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as Message).attachments).toEqual([
      expect.objectContaining({ id, fileName: 'a.pdf' }),
    ]);
  });

  it('POST /messaging/messages needs order.id (422), in beta.v1 and public.v1 alike', async () => {
    const order = ordersOfShop().find((o) => !o.buyer.guest)!;
    const body = { recipient: { login: order.buyer.login }, text: 'Pytanie o adres' };
    expect((await write('/messaging/messages', body)).status).toBe(422);
    expect((await write('/messaging/messages', { ...body, order: {} })).status).toBe(422);
    expect((await write('/messaging/messages', body, {})).status).toBe(422);
  });

  it('recipient + order starts a new COMMON thread with a buyer the seller has not talked with', async () => {
    const order = await newBuyersOrder();
    const sent = await toBuyer(order, 'Czy adres dostawy jest aktualny?');
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as Message;
    expect(message.relatesTo.order).toEqual({ id: order.id });
    expect(message.author.role).toBe('SELLER');
    const thread = await betaGet<Thread>(`/messaging/threads/${message.thread.id}`);
    expect(thread).toMatchObject({ type: 'COMMON', interlocutor: { login: order.buyer.login } });
    expect((await threads()).threads[0]!.id).toBe(thread.id);
  });

  it('a message repeating the marketplace’s notifications is refused, unless it answers the buyer', async () => {
    const order = await newBuyersOrder();
    const before = (await allPages<Thread>('/messaging/threads', 'threads')).flatMap((p) => p.items).length;
    for (const text of [
      'Dzień dobry, wysłaliśmy Twoje zamówienie.',
      'Numer przesyłki: 123456789',
      'Prosimy o wystawienie oceny, dziękujemy!',
      'Wpłata dotarła, dziękujemy.',
    ]) {
      const refused = await toBuyer(order, text);
      expect(refused.status, text).toBe(422);
      expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
        'MESSAGE_REPEATS_NOTIFICATION',
      );
    }
    expect((await allPages<Thread>('/messaging/threads', 'threads')).flatMap((p) => p.items).length).toBe(
      before,
    );
    const [first] = (await threads('?type=COMMON')).threads;
    await write(`/messaging/threads/${first!.id}/messages`, { text: 'Dzień dobry.' });
    expect(
      (await write(`/messaging/threads/${first!.id}/messages`, { text: 'Numer przesyłki: 1234' })).status,
    ).toBe(422);
    demo.market.control.buyerMessage({ threadId: first!.id, text: 'Jaki jest numer przesyłki?' });
    expect(
      (await write(`/messaging/threads/${first!.id}/messages`, { text: 'Numer przesyłki: 1234' })).status,
    ).toBe(201);
  });
});

describe('documents: the message center as before', () => {
  let market: DemoMarket;
  let api: ApiClient;
  beforeAll(async () => {
    market = await startTestMarket({ orders: 60 });
    api = apiClient(market.url, (await signIn(market.url)).access_token);
  });
  afterAll(() => market.close());

  it('public.v1 only, offset paging, no thread types or problems, notifications not checked', async () => {
    expect((await api.get('/messaging/threads', { Accept: BETA })).status).toBe(406);
    const all = await api.json<{ threads: Thread[]; offset: number; limit: number }>('/messaging/threads');
    expect(all).toMatchObject({ offset: 0, limit: 20 });
    expect(all.threads.every((t) => t.type === undefined)).toBe(true);
    const page = await api.json<{ threads: Thread[] }>('/messaging/threads?limit=2&offset=1');
    expect(page.threads.map((t) => t.id)).toEqual(all.threads.slice(1, 3).map((t) => t.id));
    const held = market.control.messaging({})!;
    expect(held.threads.every((t) => t.type === undefined)).toBe(true);
    market.control.advanceClock({ seconds: 1 });
    const sent = await api.post(`/messaging/threads/${all.threads[0]!.id}/messages`, {
      text: 'Numer przesyłki: 1',
    });
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as Message).author.role).toBeUndefined();
  });
});
