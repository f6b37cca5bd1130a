import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, marketForTests, refused, signIn } from '../../helpers/demo-market';

interface Message {
  id: string;
  text: string | null;
  attachments: { fileName: string; url: string }[];
  author: { login?: string; role: string };
  createdAt: string;
}
interface Dispute {
  id: string;
  type: string;
  openedDate: string;
  subject: string;
  buyer: { id: string; login: string };
  checkoutForm: { id: string };
  currentState: { status: string; chatActive: boolean };
  chat: { lastMessage: { status: string; createdAt: string }; messagesCount: number };
}

const demo = marketForTests();
const BASE = '/sale/disputes';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const list = (query = '') => demo.api.json<{ disputes: Dispute[] }>(`${BASE}?${query}`);
const messages = (id: string, query = 'limit=100') =>
  demo.api.json<{ messages: Message[] }>(`${BASE}/${id}/messages?${query}`);
const withStatus = async (status: string) =>
  (await list('limit=100')).disputes.find((d) => d.currentState.status === status)!;

async function uploaded(name = 'faktura.pdf', data = PDF, type = 'application/pdf'): Promise<string> {
  const declared = await demo.api.post('/sale/dispute-attachments', { fileName: name, size: data.length });
  expect(declared.status).toBe(201);
  const { id } = (await declared.json()) as { id: string };
  expect(declared.headers.get('location')).toBe(`${demo.market.url}/sale/dispute-attachments/${id}`);
  const done = await fetch(declared.headers.get('location')!, {
    method: 'PUT',
    headers: { Authorization: await authHeader(), 'Content-Type': type },
    body: data,
  });
  expect(done.status).toBe(200);
  return id;
}
let token: string | null = null;
const authHeader = async () => `Bearer ${(token ??= (await signIn(demo.market.url)).access_token)}`;

describe('disputes on the demo marketplace', () => {
  it('lists a few disputes about the seller’s orders, newest opened first, paged by limit and offset', async () => {
    const all = (await list('limit=100')).disputes;
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.length).toBeLessThanOrEqual(20);
    const opened = all.map((d) => Date.parse(d.openedDate));
    expect([...opened].sort((a, b) => b - a)).toEqual(opened);
    const statuses = new Set(all.map((d) => d.currentState.status));
    expect(statuses).toContain('DISPUTE_ONGOING');
    expect(statuses).toContain('DISPUTE_CLOSED');
    for (const d of all) {
      expect(d.type).toBe('DISPUTE');
      expect(d.currentState.chatActive).toBe(d.currentState.status === 'DISPUTE_ONGOING');
      const order = await demo.api.get(`/order/checkout-forms/${d.checkoutForm.id}`);
      expect(order.status).toBe(200);
    }
    expect((await list()).disputes).toHaveLength(Math.min(10, all.length));
    expect((await list('limit=2&offset=1')).disputes.map((d) => d.id)).toEqual(
      all.slice(1, 3).map((d) => d.id),
    );
    expect((await list(`checkoutForm.id=${all[0]!.checkoutForm.id}`)).disputes.map((d) => d.id)).toContain(
      all[0]!.id,
    );
    await refused(await demo.api.get(`${BASE}?limit=101`), 422, 'limit');
    await refused(await demo.api.get(`${BASE}?offset=-1`), 422, 'offset');
  });

  it('keeps the same disputes for the same seed', async () => {
    const other = demo.market.control.disputes({ sellerId: MAIN_SELLER_ID })!;
    expect((await list('limit=100')).disputes.map((d) => d.id).sort()).toEqual(other.map((d) => d.id).sort());
    expect(demo.market.control.disputes({ sellerId: SECOND_SELLER_ID })!.map((d) => d.id)).not.toContain(
      other[0]!.id,
    );
  });

  it('answers a dispute and its messages by author; another seller’s dispute is not found', async () => {
    const d = (await list()).disputes[0]!;
    expect((await demo.api.json<Dispute>(`${BASE}/${d.id}`)).id).toBe(d.id);
    const chat = (await messages(d.id)).messages;
    expect(chat).toHaveLength(d.chat.messagesCount);
    expect(chat[0]!.author.role).toBe('BUYER');
    expect(chat.at(-1)!.createdAt).toBe(d.chat.lastMessage.createdAt);
    expect((await messages(d.id, 'limit=1&offset=1')).messages.map((m) => m.id)).toEqual(
      chat.slice(1, 2).map((m) => m.id),
    );
    const foreign = demo.market.control.disputes({ sellerId: SECOND_SELLER_ID })![0]!;
    await refused(await demo.api.get(`${BASE}/${foreign.id}`), 404);
    await refused(await demo.api.get(`${BASE}/${foreign.id}/messages`), 404);
  });

  it('posts a reply with an attachment to an ongoing dispute; the file downloads; the last message changes', async () => {
    const d = await withStatus('DISPUTE_ONGOING');
    const id = await uploaded();
    const posted = await demo.api.post(`${BASE}/${d.id}/messages`, {
      text: 'Wysłaliśmy nową paczkę.',
      attachment: { id },
      type: 'REGULAR',
    });
    expect(posted.status).toBe(201);
    const message = (await posted.json()) as Message;
    expect(message.author.role).toBe('SELLER');
    expect(message.attachments[0]!.fileName).toBe('faktura.pdf');
    const file = await fetch(message.attachments[0]!.url, { headers: { Authorization: await authHeader() } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    const after = await demo.api.json<Dispute>(`${BASE}/${d.id}`);
    expect(after.chat.messagesCount).toBe(d.chat.messagesCount + 1);
    expect(after.chat.lastMessage.status).toBe('SELLER_REPLIED');
    expect((await messages(d.id)).messages.at(-1)!.id).toBe(message.id);
    // An attachment goes with one message only.
    await refused(
      await demo.api.post(`${BASE}/${d.id}/messages`, { attachment: { id }, type: 'REGULAR' }),
      422,
      'attachment.id',
    );
  });

  it('refuses what the rules forbid: empty, too long, a claim’s type, an unknown attachment, a closed dispute', async () => {
    const d = await withStatus('DISPUTE_ONGOING');
    const post = (body: unknown, id = d.id) => demo.api.post(`${BASE}/${id}/messages`, body);
    await refused(await post({ type: 'REGULAR' }), 422, 'text');
    await refused(await post({ text: '   ', type: 'REGULAR' }), 422, 'text');
    await refused(await post({ text: 'x'.repeat(20_001), type: 'REGULAR' }), 422, 'text');
    expect((await post({ text: 'x'.repeat(20_000), type: 'REGULAR' })).status).toBe(201);
    await refused(await post({ text: 'ok', type: 'RETURN_NOT_REQUIRED' }), 422, 'type');
    await refused(
      await post({ text: 'ok', attachment: { id: 'nope' }, type: 'REGULAR' }),
      422,
      'attachment.id',
    );
    const declared = await demo.api.post('/sale/dispute-attachments', { fileName: 'a.pdf', size: 10 });
    const notUploaded = ((await declared.json()) as { id: string }).id;
    await refused(
      await post({ text: 'ok', attachment: { id: notUploaded }, type: 'REGULAR' }),
      422,
      'attachment.id',
    );
    const closed = await withStatus('DISPUTE_CLOSED');
    const error = await refused(await post({ text: 'ok', type: 'REGULAR' }, closed.id), 409);
    expect(error.code).toBe('DISPUTE_CLOSED');
  });

  it('checks attachments: name and type, declared size, one upload, the file’s own signature', async () => {
    const declare = (body: unknown) => demo.api.post('/sale/dispute-attachments', body);
    await refused(await declare({ fileName: 'a.exe', size: 10 }), 422, 'fileName');
    await refused(await declare({ fileName: `${'a'.repeat(252)}.pdf`, size: 10 }), 422, 'fileName');
    await refused(await declare({ fileName: 'a.pdf', size: 0 }), 422, 'size');
    await refused(await declare({ fileName: 'a.pdf' }), 422, 'size');
    await refused(await declare({ fileName: 'a.pdf', size: 6 * 1024 * 1024 }), 413);
    const id = ((await (await declare({ fileName: 'a.pdf', size: PDF.length })).json()) as { id: string }).id;
    const put = (data: Buffer, type = 'application/pdf') =>
      authHeader().then((auth) =>
        fetch(`${demo.market.url}/sale/dispute-attachments/${id}`, {
          method: 'PUT',
          headers: { Authorization: auth, 'Content-Type': type },
          body: data,
        }),
      );
    expect((await put(PDF, 'text/plain')).status).toBe(415);
    await refused(await put(Buffer.concat([PDF, Buffer.from('x')])), 422, 'size');
    await refused(await put(Buffer.alloc(PDF.length, 65)), 422, 'file');
    expect((await put(PDF)).status).toBe(200);
    await refused(await put(PDF), 422, 'attachment');
    const image = await uploaded('zdjecie.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'image/png');
    expect(image).toEqual(expect.any(String));
    const stranger = apiClient(
      demo.market.url,
      (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token,
    );
    await refused(await stranger.get(`/sale/dispute-attachments/${id}`, { Accept: '*/*' }), 404);
  });
});
