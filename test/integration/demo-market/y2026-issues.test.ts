import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import type { DemoMarket } from '../../../electron/demo-market';
import { apiClient, marketForTests, signIn, startTestMarket } from '../../helpers/demo-market';

const BETA = 'application/vnd.allegro.beta.v1+json';
const beta = { Accept: BETA, 'Content-Type': BETA };

interface ChatMessage {
  id: string;
  text: string | null;
  attachments: { fileName: string; url: string }[];
  author: { login?: string; role: string };
  createdAt: string;
}
interface Issue {
  id: string;
  type: 'DISPUTE' | 'CLAIM';
  referenceNumber: string | null;
  decisionDueDate: string | null;
  openedDate: string;
  subject: string | null;
  buyer: { id: string; login: string };
  checkoutForm: { id: string; createdAt: string };
  currentState: {
    status: string;
    statusDueDate: string | null;
    returnRequired: boolean | null;
    chatActive: boolean;
  };
  chat: {
    lastMessage: { status: string; createdAt: string };
    messagesCount: number;
    initialMessage: ChatMessage;
  };
  expectations: { name: string; refund?: { amount: string; currency: string } | null }[];
  offer: { id: string; quantity: number } | null;
  reason: { type: string; description: string | null } | null;
  right: string | null;
  attachments: { fileName: string; url: string }[];
}

const demo = marketForTests({ api: '2026' });

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await demo.api.get(path, { Accept: BETA, ...headers });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  expect(response.headers.get('content-type')).toContain(BETA);
  return (await response.json()) as T;
}
const list = (query = '') => get<{ issues: Issue[] }>(`/sale/issues${query}`).then((r) => r.issues);
const chat = (id: string, query = '') =>
  get<{ chat: ChatMessage[] }>(`/sale/issues/${id}/chat${query}`).then((r) => r.chat);
const post = (path: string, body: unknown) => demo.api.post(path, body, beta);
const byStatus = async (status: string) => (await list(`?status=${status}&limit=100`))[0]!;

async function upload(name: string, type: string, bytes: Buffer) {
  const declared = await post('/sale/issues/attachments', { fileName: name, size: bytes.length });
  expect(declared.status).toBe(201);
  const { id } = (await declared.json()) as { id: string };
  const location = declared.headers.get('location')!;
  expect(location).toBe(`${demo.market.url}/sale/issues/attachments/${id}`);
  const put = (contentType = type, body = bytes) =>
    fetch(location, {
      method: 'PUT',
      headers: { Authorization: authOf(), Accept: BETA, 'Content-Type': contentType },
      body,
    });
  return { id, put };
}
let token = '';
const authOf = () => `Bearer ${token}`;
beforeAll(async () => {
  token = (await signIn(demo.market.url)).access_token;
});

describe('2026: GET /sale/issues', () => {
  it('lists the seller’s claims and disputes about its own orders, newest opened first, paged by limit and offset', async () => {
    const all = await list('?limit=100');
    expect(all.length).toBe(7);
    expect(new Set(all.map((i) => i.type))).toEqual(new Set(['CLAIM', 'DISPUTE']));
    const opened = all.map((i) => Date.parse(i.openedDate));
    expect(opened).toEqual([...opened].sort((a, b) => b - a));
    const own = new Set(demo.market.control.orders({ sellerId: MAIN_SELLER_ID }).map((o) => o.id));
    expect(all.every((i) => own.has(i.checkoutForm.id))).toBe(true);
    expect((await list('?limit=2&offset=1')).map((i) => i.id)).toEqual(all.slice(1, 3).map((i) => i.id));
    expect((await list()).length).toBe(7);
  });

  it('filters by checkoutForm.id and by a set of statuses', async () => {
    const all = await list('?limit=100');
    const one = all[3]!;
    expect((await list(`?checkoutForm.id=${one.checkoutForm.id}`)).map((i) => i.id)).toEqual([one.id]);
    const some = await list('?status=CLAIM_SUBMITTED&status=DISPUTE_CLOSED');
    expect(some.length).toBe(
      all.filter((i) => ['CLAIM_SUBMITTED', 'DISPUTE_CLOSED'].includes(i.currentState.status)).length,
    );
    expect(some.every((i) => ['CLAIM_SUBMITTED', 'DISPUTE_CLOSED'].includes(i.currentState.status))).toBe(
      true,
    );
  });

  it('answers 422 to a limit, offset, status or checkoutForm.id out of the description, 406 to public.v1', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?status=OPEN', '?checkoutForm.id=abc']) {
      expect((await demo.api.get(`/sale/issues${query}`, { Accept: BETA })).status, query).toBe(422);
    }
    expect((await demo.api.get('/sale/issues')).status).toBe(406);
  });

  it('a claim carries its number, deadlines, reason, right and expectations; a dispute its subject', async () => {
    const all = await list('?limit=100');
    const claim = all.find((i) => i.type === 'CLAIM' && i.currentState.status === 'CLAIM_SUBMITTED')!;
    expect(claim.referenceNumber).toMatch(/^\d+\/\d{4}$/);
    expect(Date.parse(claim.decisionDueDate!)).toBeGreaterThan(Date.parse(claim.openedDate));
    expect(Date.parse(claim.currentState.statusDueDate!)).toBeGreaterThan(demo.market.control.now().ms);
    expect(claim.subject).toBeNull();
    expect(claim.reason?.type).toEqual(expect.any(String));
    expect(['WARRANTY', 'COMPLAINT']).toContain(claim.right);
    expect(claim.expectations.length).toBe(1);
    const dispute = all.find((i) => i.type === 'DISPUTE')!;
    expect(dispute).toMatchObject({
      referenceNumber: null,
      decisionDueDate: null,
      reason: null,
      right: null,
    });
    expect(dispute.currentState).toMatchObject({ statusDueDate: null, returnRequired: null });
    expect(dispute.subject).toEqual(expect.any(String));
    const english = await get<Issue>(`/sale/issues/${dispute.id}`, { 'Accept-Language': 'en-US' });
    expect(english.subject).not.toBe(dispute.subject);
  });
});

describe('2026: one issue and its chat', () => {
  it('GET /sale/issues/{id} answers the list’s issue; 404 for an unknown one, 403 for another seller’s', async () => {
    const [first] = await list();
    expect(await get<Issue>(`/sale/issues/${first!.id}`)).toEqual(first);
    expect(
      (await demo.api.get('/sale/issues/6f552f2e-9626-46b3-af09-bfdbf9690d65', { Accept: BETA })).status,
    ).toBe(404);
    const second = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    expect((await second.get('/sale/issues', { Accept: BETA })).status).toBe(200);
    expect((await second.get(`/sale/issues/${first!.id}`, { Accept: BETA })).status).toBe(403);
  });

  it('the chat comes oldest first, opens with the buyer’s message, and pages by limit and offset', async () => {
    const withPhoto = (await list('?limit=100')).find((i) => i.attachments.length > 0)!;
    const messages = await chat(withPhoto.id);
    expect(messages.length).toBe(withPhoto.chat.messagesCount);
    expect(messages[0]).toEqual(withPhoto.chat.initialMessage);
    expect(messages[0]!.author).toEqual({ login: withPhoto.buyer.login, role: 'BUYER' });
    const photo = await fetch(withPhoto.attachments[0]!.url, {
      headers: { Authorization: authOf(), Accept: '*/*' },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toContain('image/png');
    const busy = (await list('?limit=100')).find((i) => i.chat.messagesCount >= 2)!;
    const whole = await chat(busy.id);
    expect(await chat(busy.id, '?limit=1&offset=1')).toEqual(whole.slice(1, 2));
    expect((await demo.api.get(`/sale/issues/${busy.id}/chat?limit=101`, { Accept: BETA })).status).toBe(422);
  });
});

describe('2026: POST /sale/issues/{id}/message', () => {
  it('writes text; the chat, the last message status and the control see it; a second POST writes again', async () => {
    const claim = await byStatus('CLAIM_SUBMITTED');
    const sent = await post(`/sale/issues/${claim.id}/message`, {
      text: 'Proszę o zdjęcie paragonu.',
      type: 'REGULAR',
    });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as ChatMessage;
    expect(message).toMatchObject({
      text: 'Proszę o zdjęcie paragonu.',
      author: { login: 'sklep-demo', role: 'SELLER' },
    });
    expect((await chat(claim.id, '?limit=100')).at(-1)).toEqual(message);
    const after = await get<Issue>(`/sale/issues/${claim.id}`);
    expect(after.chat.lastMessage.status).toBe('SELLER_REPLIED');
    demo.market.control.issueBuyerMessage({ issueId: claim.id, text: 'Już wysyłam.' });
    expect((await get<Issue>(`/sale/issues/${claim.id}`)).chat.lastMessage.status).toBe('BUYER_REPLIED');
    // The description gives a message no client-side id: the same body sent twice is two messages.
    await post(`/sale/issues/${claim.id}/message`, { text: 'Proszę o zdjęcie paragonu.', type: 'REGULAR' });
    const sentTexts = demo.market.control.issueSellerMessages({ issueId: claim.id })!.map((m) => m.text);
    expect(sentTexts.filter((t) => t === 'Proszę o zdjęcie paragonu.').length).toBe(2);
  });

  it('needs type and text or attachments (400); END_REQUEST for disputes and returns for claims only (422)', async () => {
    const claim = await byStatus('CLAIM_SUBMITTED');
    const dispute = await byStatus('DISPUTE_ONGOING');
    expect((await post(`/sale/issues/${claim.id}/message`, { text: 'a' })).status).toBe(400);
    expect((await post(`/sale/issues/${claim.id}/message`, { type: 'REGULAR' })).status).toBe(400);
    expect((await post(`/sale/issues/${claim.id}/message`, { type: 'OTHER', text: 'a' })).status).toBe(400);
    expect(
      (await post(`/sale/issues/${claim.id}/message`, { type: 'REGULAR', text: 'x'.repeat(20_001) })).status,
    ).toBe(400);
    expect((await post(`/sale/issues/${claim.id}/message`, { type: 'END_REQUEST', text: 'a' })).status).toBe(
      422,
    );
    expect(
      (await post(`/sale/issues/${dispute.id}/message`, { type: 'RETURN_NOT_REQUIRED', text: 'a' })).status,
    ).toBe(422);
    expect(
      (
        await post(`/sale/issues/${dispute.id}/message`, {
          type: 'END_REQUEST',
          text: 'Czy możemy zakończyć?',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await demo.api.post(
          `/sale/issues/${claim.id}/message`,
          { type: 'REGULAR', text: 'a' },
          { Accept: BETA },
        )
      ).status,
    ).toBe(415);
  });

  it('a return type records the seller’s return decision on a claim', async () => {
    const claim = (await list('?status=CLAIM_SUBMITTED&limit=100')).find(
      (i) => i.currentState.returnRequired === null,
    )!;
    expect(
      (
        await post(`/sale/issues/${claim.id}/message`, {
          type: 'RETURN_REQUIRED_CUSTOM',
          text: 'Proszę odesłać.',
        })
      ).status,
    ).toBe(201);
    expect((await get<Issue>(`/sale/issues/${claim.id}`)).currentState.returnRequired).toBe(true);
    expect(
      (
        await post(`/sale/issues/${claim.id}/message`, {
          type: 'RETURN_NOT_REQUIRED',
          text: 'Jednak nie trzeba.',
        })
      ).status,
    ).toBe(201);
    expect((await get<Issue>(`/sale/issues/${claim.id}`)).currentState.returnRequired).toBe(false);
  });

  it('a closed dispute refuses new messages with 409', async () => {
    const closed = await byStatus('DISPUTE_CLOSED');
    expect(closed.currentState.chatActive).toBe(false);
    expect((await post(`/sale/issues/${closed.id}/message`, { type: 'REGULAR', text: 'Halo?' })).status).toBe(
      409,
    );
  });
});

describe('2026: attachments', () => {
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

  it('declares, uploads the bytes once at the Location given, sends them by id, and the buyer’s side reads them', async () => {
    const { id, put } = await upload('protokol.pdf', 'application/pdf', pdf);
    const uploaded = await put();
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toEqual({ id });
    expect((await put()).status).toBe(422);
    const claim = await byStatus('CLAIM_SUBMITTED');
    const sent = await post(`/sale/issues/${claim.id}/message`, { type: 'REGULAR', attachments: [{ id }] });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as ChatMessage;
    expect(message.text).toBeNull();
    expect(message.attachments).toEqual([
      { fileName: 'protokol.pdf', url: `${demo.market.url}/sale/issues/attachments/${id}` },
    ]);
    const download = await fetch(message.attachments[0]!.url, {
      headers: { Authorization: authOf(), Accept: '*/*' },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const seen = demo.market.control.issueSellerMessages({ issueId: claim.id })!.at(-1)!;
    expect(seen.attachments).toEqual([
      { id, fileName: 'protokol.pdf', size: pdf.length, contentType: 'application/pdf' },
    ]);
    expect(
      (await post(`/sale/issues/${claim.id}/message`, { type: 'REGULAR', attachments: [{ id }] })).status,
    ).toBe(422);
  });

  it('refuses a bad declaration (422), another type (415), other bytes than declared (422), over 5 MB (413)', async () => {
    expect((await post('/sale/issues/attachments', { fileName: 'a.pdf' })).status).toBe(422);
    expect((await post('/sale/issues/attachments', { fileName: 'a.pdf', size: 0 })).status).toBe(422);
    expect((await post('/sale/issues/attachments', { fileName: 'a.exe', size: 10 })).status).toBe(422);
    expect((await post('/sale/issues/attachments', { size: 10 })).status).toBe(422);
    expect(
      (await post('/sale/issues/attachments', { fileName: 'a.pdf', size: 5 * 1024 * 1024 + 1 })).status,
    ).toBe(413);
    const { put } = await upload('a.pdf', 'application/pdf', pdf);
    expect((await put('text/plain')).status).toBe(415);
    expect((await put('application/pdf', Buffer.from('%PDF-'))).status).toBe(422);
    expect((await put('image/png', pdf)).status).toBe(422);
    const claim = await byStatus('CLAIM_SUBMITTED');
    const { id } = await upload('b.pdf', 'application/pdf', pdf);
    expect(
      (await post(`/sale/issues/${claim.id}/message`, { type: 'REGULAR', attachments: [{ id }] })).status,
    ).toBe(422);
  });
});

describe('2026: POST /sale/issues/{id}/status', () => {
  it('accepts a claim with a partial refund; the chat shows the seller’s word and the change', async () => {
    const claim = (await list('?status=CLAIM_SUBMITTED&limit=100')).at(-1)!;
    const change = (body: unknown) => post(`/sale/issues/${claim.id}/status`, body);
    expect((await change({ status: 'ACCEPTED_PARTIAL_REFUND' })).status).toBe(400);
    expect((await change({ status: 'ACCEPTED_PARTIAL_REFUND', message: 'Zwrot 10 zł' })).status).toBe(400);
    expect(
      (
        await change({
          status: 'ACCEPTED_REFUND',
          message: 'a',
          partialRefund: { amount: '1.00', currency: 'PLN' },
        })
      ).status,
    ).toBe(400);
    expect((await change({ status: 'MAYBE', message: 'a' })).status).toBe(400);
    const done = await change({
      status: 'ACCEPTED_PARTIAL_REFUND',
      message: 'Zwrot 10 zł',
      partialRefund: { amount: '10.00', currency: 'PLN' },
    });
    expect(done.status).toBe(200);
    const after = await get<Issue>(`/sale/issues/${claim.id}`);
    expect(after.currentState).toMatchObject({ status: 'CLAIM_ACCEPTED', statusDueDate: null });
    const tail = (await chat(claim.id, '?limit=100')).slice(-2);
    expect(tail.map((m) => m.author.role)).toEqual(['SELLER', 'SYSTEM']);
    expect(tail[0]!.text).toBe('Zwrot 10 zł');
    expect(tail[1]!.author.login).toBeUndefined();
    expect((await change({ status: 'REJECTED_OTHER', message: 'Jednak nie' })).status).toBe(400);
  });

  it('rejects a claim; the chat closes; disputes take no status change (400)', async () => {
    const claim = await byStatus('CLAIM_SUBMITTED');
    expect(
      (
        await post(`/sale/issues/${claim.id}/status`, {
          status: 'REJECTED_MINOR_DEFECT',
          message: 'Wada nieistotna',
        })
      ).status,
    ).toBe(200);
    const after = await get<Issue>(`/sale/issues/${claim.id}`);
    expect(after.currentState).toMatchObject({ status: 'CLAIM_REJECTED', chatActive: false });
    const dispute = await byStatus('DISPUTE_ONGOING');
    expect(
      (await post(`/sale/issues/${dispute.id}/status`, { status: 'ACCEPTED_REFUND', message: 'a' })).status,
    ).toBe(400);
  });
});

describe('2026: issues added by the control', () => {
  it('a buyer opens a claim about an order: it comes first in the list, waiting for the seller', async () => {
    const order = demo.market.control.orders({ sellerId: MAIN_SELLER_ID })[0]!;
    const id = demo.market.control.addIssue({ orderId: order.id, type: 'CLAIM', text: 'Nie działa.' })!;
    demo.market.control.advanceClock({ seconds: 1 });
    const [first] = await list();
    expect(first).toMatchObject({
      id,
      type: 'CLAIM',
      checkoutForm: { id: order.id },
      currentState: { status: 'CLAIM_SUBMITTED' },
    });
    expect(first!.chat.initialMessage.text).toBe('Nie działa.');
    expect(first!.chat.lastMessage.status).toBe('NEW');
    expect(demo.market.control.addIssue({ orderId: 'nope' })).toBeNull();
  });
});

describe('documents: no /sale/issues', () => {
  let market: DemoMarket;
  beforeAll(async () => {
    market = await startTestMarket();
  });
  afterAll(() => market.close());

  it('answers 404 to every /sale/issues path, and disputes are still served', async () => {
    const api = apiClient(market.url, (await signIn(market.url)).access_token);
    expect((await api.get('/sale/issues', { Accept: BETA })).status).toBe(404);
    expect(
      (await api.get('/sale/issues/6f552f2e-9626-46b3-af09-bfdbf9690d65/chat', { Accept: BETA })).status,
    ).toBe(404);
    expect((await api.post('/sale/issues/attachments', { fileName: 'a.pdf', size: 3 }, beta)).status).toBe(
      404,
    );
    expect((await api.get('/sale/disputes')).status).toBe(200);
  });
});
