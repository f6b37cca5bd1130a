import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, marketForTests, signIn } from '../../helpers/demo-market';

interface Thread {
  id: string;
  read: boolean;
  lastMessageDateTime: string;
  interlocutor: { login: string; avatarUrl: string };
}
interface Message {
  id: string;
  text: string;
  createdAt: string;
  thread: { id: string };
  author: { login: string; isInterlocutor: boolean };
  relatesTo: { offer: { id: string } | null; order?: { id: string } };
  attachments: { fileName: string; mimeType: string; url: string; status: string }[];
}

const demo = marketForTests({ orders: 60 });

const ordersOfShop = () =>
  demo.market.control
    .orders({ sellerId: MAIN_SELLER_ID })
    .map((o) => demo.market.control.order({ id: o.id })!);

const threads = (query = '') =>
  demo.api.json<{ threads: Thread[]; limit: number }>(`/messaging/threads${query}`);
const messages = (id: string, query = '') =>
  demo.api.json<{ messages: Message[] }>(`/messaging/threads/${id}/messages${query}`);

/** The marketplace takes one message a second from a seller (allegro-2026.md): each write comes a second later. */
function write(path: string, body: unknown) {
  demo.market.control.advanceClock({ seconds: 1 });
  return demo.api.post(path, body);
}

async function upload(name: string, type: string, bytes: Buffer, token?: string) {
  const declared = await demo.api.post('/messaging/message-attachments', {
    filename: name,
    size: bytes.length,
  });
  expect(declared.status).toBe(201);
  const { id } = (await declared.json()) as { id: string };
  const put = await fetch(`${demo.market.url}/messaging/message-attachments/${id}`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${token ?? ''}`,
      'Content-Type': type,
      Accept: 'application/vnd.allegro.public.v1+json',
    },
    body: bytes,
  });
  return { id, put };
}

describe('the message center: threads and messages', () => {
  it('lists threads newest activity first, 20 at most, some unread, with buyers of the shop’s orders', async () => {
    const { threads: all, limit } = await threads();
    expect(limit).toBe(20);
    expect(all.length).toBeGreaterThan(5);
    expect(all.length).toBeLessThanOrEqual(20);
    const times = all.map((t) => Date.parse(t.lastMessageDateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.some((t) => !t.read)).toBe(true);
    expect(all.some((t) => t.read)).toBe(true);
    const logins = new Set(ordersOfShop().map((o) => o.buyer.login));
    expect(all.every((t) => logins.has(t.interlocutor.login))).toBe(true);
    const page = await threads('?limit=2&offset=1');
    expect(page.threads.map((t) => t.id)).toEqual(all.slice(1, 3).map((t) => t.id));
  });

  it('answers 422 to a limit or offset out of range, 404 to an unknown thread', async () => {
    expect((await demo.api.get('/messaging/threads?limit=21')).status).toBe(422);
    expect((await demo.api.get('/messaging/threads?offset=-1')).status).toBe(422);
    expect((await demo.api.get('/messaging/threads/nope')).status).toBe(404);
    const [first] = (await threads()).threads;
    expect(
      (await demo.api.get(`/messaging/threads/${first!.id}/messages?offset=0&before=2026-01-01T00:00:00Z`))
        .status,
    ).toBe(422);
  });

  it('a thread’s messages come newest first; the buyer’s first one relates to an order and its offer', async () => {
    const [first] = (await threads()).threads;
    const list = (await messages(first!.id)).messages;
    expect(list.length).toBeGreaterThan(0);
    const times = list.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const opening = list.at(-1)!;
    expect(opening.author).toEqual({ login: first!.interlocutor.login, isInterlocutor: true });
    expect(opening.relatesTo.order?.id).toEqual(expect.any(String));
    expect(opening.relatesTo.offer?.id).toEqual(expect.any(String));
    const after = await messages(first!.id, `?after=${encodeURIComponent(opening.createdAt)}`);
    expect(after.messages.map((m) => m.id)).not.toContain(opening.id);
    expect((await demo.api.json<Message>(`/messaging/messages/${opening.id}`)).text).toBe(opening.text);
  });

  it('marks a thread read, and asks for the flag', async () => {
    const unread = (await threads()).threads.find((t) => !t.read)!;
    expect((await demo.api.put(`/messaging/threads/${unread.id}/read`, {})).status).toBe(422);
    const answer = await demo.api.put(`/messaging/threads/${unread.id}/read`, { read: true });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Thread).read).toBe(true);
    expect((await demo.api.json<Thread>(`/messaging/threads/${unread.id}`)).read).toBe(true);
  });

  it('a buyer’s new message puts the thread first and unread', async () => {
    const last = (await threads()).threads.at(-1)!;
    const wrote = demo.market.control.buyerMessage({ threadId: last.id, text: 'Halo?' })!;
    demo.market.control.advanceClock({ seconds: 1 });
    const [top] = (await threads()).threads;
    expect(top).toMatchObject({ id: last.id, read: false });
    expect((await messages(last.id)).messages[0]).toMatchObject({ id: wrote.messageId, text: 'Halo?' });
  });
});

describe('the message center: writing', () => {
  it('writes in a thread: text 1 to 2000 characters, 201 with the seller as author', async () => {
    const [first] = (await threads('?limit=3')).threads.slice(2);
    expect((await write(`/messaging/threads/${first!.id}/messages`, { text: '' })).status).toBe(422);
    const tooLong = await write(`/messaging/threads/${first!.id}/messages`, {
      text: 'x'.repeat(2001),
    });
    expect(tooLong.status).toBe(422);
    expect(((await tooLong.json()) as { errors: { userMessage: string }[] }).errors[0]!.userMessage).toMatch(
      /2000/,
    );
    const sent = await write(`/messaging/threads/${first!.id}/messages`, {
      text: 'Dzień dobry, <b>już</b> wysłane.',
    });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as Message;
    expect(message.author).toEqual({ login: 'sklep-demo', isInterlocutor: false });
    expect(message.text).toBe('Dzień dobry, <b>już</b> wysłane.');
    expect((await messages(first!.id)).messages[0]!.id).toBe(message.id);
    expect((await write('/messaging/threads/nope/messages', { text: 'a' })).status).toBe(404);
  });

  it('writes to the buyer of an order, and refuses someone who is not its buyer', async () => {
    const order = ordersOfShop().find((o) => !o.buyer.guest)!;
    const other = ordersOfShop().find((o) => o.buyer.login !== order.buyer.login)!;
    const wrong = await write('/messaging/messages', {
      recipient: { login: other.buyer.login },
      text: 'a',
      order: { id: order.id },
    });
    expect(wrong.status).toBe(422);
    expect(
      (await write('/messaging/messages', { recipient: { login: order.buyer.login }, text: 'a' })).status,
    ).toBe(422);
    const sent = await write('/messaging/messages', {
      recipient: { login: order.buyer.login },
      text: 'Pytanie o adres',
      order: { id: order.id },
    });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as Message;
    expect(message.relatesTo.order).toEqual({ id: order.id });
    const thread = await demo.api.json<Thread>(`/messaging/threads/${message.thread.id}`);
    expect(thread.interlocutor.login).toBe(order.buyer.login);
  });

  it('deletes the seller’s own message (204), not the buyer’s (403)', async () => {
    const [first] = (await threads()).threads;
    const sent = (await (
      await write(`/messaging/threads/${first!.id}/messages`, { text: 'Pomyłka' })
    ).json()) as Message;
    const buyers = (await messages(first!.id)).messages.find((m) => m.author.isInterlocutor)!;
    expect((await demo.api.delete(`/messaging/messages/${buyers.id}`)).status).toBe(403);
    expect((await demo.api.delete(`/messaging/messages/${sent.id}`)).status).toBe(204);
    expect((await demo.api.get(`/messaging/messages/${sent.id}`)).status).toBe(404);
  });
});

describe('the message center: attachments', () => {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

  it('declares (name and size), uploads once, attaches to a message and downloads the same bytes', async () => {
    const token = (await signIn(demo.market.url)).access_token;
    const { id, put } = await upload('faktura.pdf', 'application/pdf', pdf, token);
    expect(put.status).toBe(200);
    const [first] = (await threads()).threads;
    const sent = await write(`/messaging/threads/${first!.id}/messages`, {
      text: 'W załączniku',
      attachments: [{ id }],
    });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as Message;
    expect(message.attachments).toEqual([
      expect.objectContaining({ fileName: 'faktura.pdf', mimeType: 'application/pdf' }),
    ]);
    const download = await fetch(message.attachments[0]!.url, {
      headers: { Authorization: `Bearer ${token}`, Accept: '*/*' },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const again = await write(`/messaging/threads/${first!.id}/messages`, {
      text: 'Znowu',
      attachments: [{ id }],
    });
    expect(again.status).toBe(422);
  });

  it('refuses other file types (415), more than 5 MB (422), more bytes than declared (413), another seller’s (403)', async () => {
    const token = (await signIn(demo.market.url)).access_token;
    expect(
      (await demo.api.post('/messaging/message-attachments', { filename: 'a.exe', size: 10 })).status,
    ).toBe(415);
    expect(
      (await demo.api.post('/messaging/message-attachments', { filename: 'a.pdf', size: 5_242_881 })).status,
    ).toBe(422);
    expect((await demo.api.post('/messaging/message-attachments', { filename: 'a.pdf' })).status).toBe(422);
    const declared = (await (
      await demo.api.post('/messaging/message-attachments', { filename: 'a.pdf', size: 3 })
    ).json()) as { id: string };
    const put = (type: string, bytes: Buffer, bearer = token) =>
      fetch(`${demo.market.url}/messaging/message-attachments/${declared.id}`, {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${bearer}`,
          'Content-Type': type,
          Accept: 'application/vnd.allegro.public.v1+json',
        },
        body: bytes,
      });
    expect((await put('application/pdf', pdf)).status).toBe(413);
    expect((await put('image/png', Buffer.from('abc'))).status).toBe(415);
    expect((await put('text/plain', Buffer.from('abc'))).status).toBe(415);
    const second = (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token;
    expect((await put('application/pdf', Buffer.from('abc'), second)).status).toBe(403);
    expect((await put('application/pdf', Buffer.from('abc'))).status).toBe(200);
    const secondApi = apiClient(demo.market.url, second);
    const own = await secondApi.json<{ threads: Thread[] }>('/messaging/threads');
    expect(own.threads.map((t) => t.id)).not.toContain((await threads()).threads[0]!.id);
  });
});
