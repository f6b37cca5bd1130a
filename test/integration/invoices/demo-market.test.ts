import { describe, expect, it } from 'vitest';
import { SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, marketForTests, putFile, signIn } from '../../helpers/demo-market';

interface Form {
  id: string;
  status: string;
  invoice: { required: boolean } | null;
  fulfillment: { status: string };
}
interface Invoices {
  orderMode: string;
  invoices: {
    id: string;
    invoiceNumber: string | null;
    file: { name: string; uploadedAt: string | null; securityVerification: { status: string } | null };
  }[];
}

const demo = marketForTests();
const path = (orderId: string) => `/order/checkout-forms/${orderId}/invoices`;

async function refused(response: Response, status: number, errorPath?: string | null) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { errors: { path: string | null; userMessage: string }[] };
  if (errorPath !== undefined) expect(body.errors[0]!.path).toBe(errorPath);
  expect(body.errors[0]!.userMessage.length).toBeGreaterThan(0);
}

async function forms(): Promise<Form[]> {
  return (await demo.api.json<{ checkoutForms: Form[] }>('/order/checkout-forms?limit=100')).checkoutForms;
}

let token = '';
/** PUT of a file's bytes as they are, with the given Content-Type. */
async function upload(orderId: string, invoiceId: string, body: Buffer, type = 'application/pdf') {
  token ||= (await signIn(demo.market.url)).access_token;
  return putFile(`${demo.market.url}${path(orderId)}/${invoiceId}/file`, token, body, type);
}

describe('order invoices on the demo marketplace', () => {
  it('a fair share of orders ask for an invoice, and older sent ones already carry one', async () => {
    const all = await forms();
    const asking = all.filter((f) => f.invoice?.required);
    expect(asking.length / all.length).toBeGreaterThan(0.15);
    expect(asking.length / all.length).toBeLessThan(0.5);
    let attached = 0;
    for (const form of asking.filter((f) => ['SENT', 'PICKED_UP'].includes(f.fulfillment.status))) {
      const list = await demo.api.json<Invoices>(path(form.id));
      attached += list.invoices.filter((i) => i.file.uploadedAt !== null).length;
    }
    expect(attached).toBeGreaterThan(0);
  });

  it('adds an invoice (metadata, then its PDF once) and lists it with its file and verification', async () => {
    let order: Form | undefined;
    for (const form of (await forms()).filter((f) => f.invoice?.required && f.status !== 'CANCELLED'))
      if ((await demo.api.json<Invoices>(path(form.id))).invoices.length === 0) {
        order = form;
        break;
      }
    if (!order) throw new Error('no order asks for an invoice without one');
    await refused(await demo.api.post(path(order.id), { invoiceNumber: 'FV 1/2026' }), 422, 'file');
    await refused(await demo.api.post(path(order.id), { file: {} }), 422, 'file.name');
    await refused(await demo.api.post(path(order.id), { file: { name: 'faktura.docx' } }), 422, 'file.name');
    await refused(await demo.api.post(path(order.id), []), 400);
    const created = await demo.api.post(path(order.id), {
      file: { name: 'faktura.pdf' },
      invoiceNumber: 'FV 1/2026',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Another metadata before this one's file: too fast.
    await refused(await demo.api.post(path(order.id), { file: { name: 'druga.pdf' } }), 429);
    const pdf = Buffer.from('%PDF-1.4\n%faktura\n');
    expect((await upload(order.id, id, pdf, 'text/plain')).status).toBe(415);
    await refused(await upload(order.id, id, Buffer.from('not a pdf')), 422, 'file');
    await refused(await upload(order.id, 'no-such-invoice', pdf), 404);
    await refused(await upload(order.id, id, Buffer.alloc(3 * 1024 * 1024 + 1, 0x25)), 413);
    expect((await upload(order.id, id, pdf)).status).toBe(200);
    await refused(await upload(order.id, id, pdf), 409);
    const list = await demo.api.json<Invoices>(path(order.id));
    expect(list.orderMode).toBe('REGULAR');
    expect(list.invoices).toEqual([
      expect.objectContaining({
        id,
        invoiceNumber: 'FV 1/2026',
        file: expect.objectContaining({
          name: 'faktura.pdf',
          uploadedAt: expect.any(String) as string,
          securityVerification: expect.objectContaining({ status: 'WAITING' }) as unknown,
        }) as unknown,
      }),
    ]);
    // Still being scanned: no next invoice yet; the same number is refused once scanned.
    await refused(await demo.api.post(path(order.id), { file: { name: 'b.pdf' } }), 422, 'file');
    demo.market.control.advanceClock({ ms: 5000 });
    const scanned = await demo.api.json<Invoices>(path(order.id));
    expect(scanned.invoices[0]!.file.securityVerification!.status).toBe('ACCEPTED');
    await refused(
      await demo.api.post(path(order.id), { file: { name: 'c.pdf' }, invoiceNumber: 'FV 1/2026' }),
      409,
      'invoiceNumber',
    );
  });

  it('refuses unknown, cancelled and other sellers’ orders', async () => {
    await refused(await demo.api.get(path('no-such-order')), 404);
    const cancelled = (await forms()).find((f) => f.status === 'CANCELLED');
    if (cancelled)
      await refused(await demo.api.post(path(cancelled.id), { file: { name: 'a.pdf' } }), 422, 'id');
    const other = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    const theirs = (await other.json<{ checkoutForms: Form[] }>('/order/checkout-forms?limit=1'))
      .checkoutForms[0]!;
    expect((await demo.api.get(path(theirs.id))).status).toBe(403);
  });
});
