import { appErrorOf } from '../../helpers/app-error';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import type { OrderInvoices } from '../../../shared/invoices';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, signedInCore, type TestCoreOptions } from '../../helpers/core';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';
import { localOrders } from '../../helpers/order-list';

const closing = closeAfterEach();
const pdf = (text = 'faktura') => Buffer.from(`%PDF-1.4\n%${text}\n`);

/** A signed-in core with its orders synced, and an order asking for an invoice that has none yet. */
async function station(market: DemoMarket, outboxOptions?: TestCoreOptions['outboxOptions']) {
  const signed = await signedInCore(market, {
    clock: { now: () => market.control.now().ms },
    ...(outboxOptions ? { outboxOptions } : {}),
  });
  closing(signed.core);
  await signed.core.sync.runOnce();
  const asking = localDb(signed.core)
    .prepare<[string], { id: string }>(
      `SELECT id FROM orders WHERE account_id = ? AND json_extract(raw, '$.invoice.required') = 1
         AND status <> 'CANCELLED' ORDER BY bought_at DESC`,
    )
    .all(signed.accountId);
  for (const { id } of asking)
    if ((await signed.core.invoices.refresh(signed.accountId, id)).invoices.length === 0)
      return { ...signed, orderId: id };
  throw new Error('no order asks for an invoice without one');
}

/** What the marketplace holds, read with its own API. */
async function held(market: DemoMarket, orderId: string) {
  const api = apiClient(market.url, (await signIn(market.url)).access_token);
  const body = await api.json<{
    invoices: {
      id: string;
      invoiceNumber: string | null;
      file: { name: string; uploadedAt: string | null };
    }[];
  }>(`/order/checkout-forms/${orderId}/invoices`);
  return body.invoices;
}

/** The ids of the orders list filtered "invoice asked, not attached" (search too, which plans differently). */
const missing = (core: Core, accountId: string, search?: string) =>
  localOrders(core, accountId, { invoiceMissing: true, ...(search ? { search } : {}) }).rows.map((r) => r.id);

const openChanges = (core: Core, accountId: string) =>
  core.outbox.list({ accountIds: [accountId], states: ['queued'], limit: 10 });

describe('order invoices in the local copy and through the outbox', () => {
  it('reads an order’s invoices into the local copy, and reads them from there with the marketplace stopped', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId } = await station(market);
    // An older sent order that asked for an invoice already carries one on the marketplace.
    const sent = localDb(core)
      .prepare<[string], { id: string }>(
        `SELECT id FROM orders WHERE account_id = ? AND json_extract(raw, '$.invoice.required') = 1
           AND fulfillment_status IN ('SENT', 'PICKED_UP')`,
      )
      .all(accountId);
    let read: OrderInvoices | undefined;
    for (const { id } of sent) {
      read = await core.invoices.refresh(accountId, id);
      if (read.invoices.length > 0) break;
    }
    if (!read) throw new Error('no sent order asked for an invoice');
    expect(read).toMatchObject({
      required: true,
      invoices: [{ state: 'uploaded', verification: 'ACCEPTED', change: null }],
    });
    expect(read.readAt).not.toBeNull();
    await market.close();
    expect(core.invoices.get(accountId, read.orderId)).toEqual(read);
    await expect(core.invoices.refresh(accountId, read.orderId)).rejects.toThrow();
  });

  it('refuses what is not a PDF, too big or a number the order has, before anything is stored', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, orderId } = await station(market);
    const attach =
      (name: string, bytes: Buffer, invoiceNumber: string | null = null) =>
      () =>
        core.actions.invoices.attach(accountId, orderId, { name, bytes, invoiceNumber });
    expect(appErrorOf(attach('faktura.pdf', Buffer.from('PK\u0003\u0004 a zip'))).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(appErrorOf(attach('faktura.pdf', Buffer.alloc(0))).code).toBe('VALIDATION_FAILED');
    const big = Buffer.concat([pdf(), Buffer.alloc(3 * 1024 * 1024)]);
    expect(appErrorOf(attach('faktura.pdf', big)).userMessage).toMatch(/3 MB/);
    expect(appErrorOf(attach('faktura.txt', pdf())).code).toBe('VALIDATION_FAILED');
    expect(
      appErrorOf(() =>
        core.actions.invoices.attach(accountId, 'no-such-order', {
          name: 'a.pdf',
          bytes: pdf(),
          invoiceNumber: null,
        }),
      ).code,
    ).toBe('NOT_FOUND');
    expect(openChanges(core, accountId)).toEqual([]);
    expect(core.invoices.get(accountId, orderId).invoices).toEqual([]);
    attach('faktura.pdf', pdf(), 'FV 7/2026')();
    expect(openChanges(core, accountId)).toHaveLength(1);
    expect(appErrorOf(attach('druga.pdf', pdf(), 'FV 7/2026')).code).toBe('CONFLICT');
  });

  it('attaches a PDF: copied into the data folder, shown at once, sent, and listed by the marketplace with its file', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, orderId } = await station(market);
    expect(missing(core, accountId)).toContain(orderId);
    const all = localOrders(core, accountId);
    expect(missing(core, accountId).length).toBeLessThan(all.total);
    const buyer = all.rows.find((r) => r.id === orderId)!.buyerLogin;
    expect(missing(core, accountId, buyer)).toContain(orderId);
    const change = core.actions.invoices.attach(accountId, orderId, {
      name: 'faktura-1.pdf',
      bytes: pdf(),
      invoiceNumber: 'FV 1/2026',
    });
    expect(change).toMatchObject({ state: 'queued', kind: 'invoice.attach', entityType: 'invoice' });
    expect(change.fields).toEqual({ invoiceFile: 'faktura-1.pdf', invoiceNumber: 'FV 1/2026' });
    expect(change.label).toBe('faktura-1.pdf');
    expect(core.invoices.get(accountId, orderId).invoices).toMatchObject([
      { fileName: 'faktura-1.pdf', state: 'draft', change: { id: change.id, state: 'queued' } },
    ]);
    // On its way: the order no longer shows as missing its invoice.
    expect(missing(core, accountId)).not.toContain(orderId);
    const copies = join(core.info().dataDir, 'invoices');
    expect(readdirSync(copies)).toHaveLength(1);
    // Named relative to the data folder, so the folder can move with its waiting invoices.
    const stored = localDb(core)
      .prepare<[number], { file_path: string }>('SELECT file_path FROM order_invoices WHERE change_id = ?')
      .get(change.id)!;
    expect(stored.file_path).toBe(`invoices/${readdirSync(copies)[0]}`);

    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(await held(market, orderId)).toEqual([
      expect.objectContaining({
        invoiceNumber: 'FV 1/2026',
        file: expect.objectContaining({
          name: 'faktura-1.pdf',
          uploadedAt: expect.any(String) as string,
        }) as unknown,
      }),
    ]);
    const [local] = core.invoices.get(accountId, orderId).invoices;
    expect(local).toMatchObject({ state: 'uploaded', fileName: 'faktura-1.pdf', change: null });
    expect(local!.id).toBe((await held(market, orderId))[0]!.id);
  });

  it('a create whose answer was lost is found again, never added twice, even once read into the local copy', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    // A long pause after a failure: the change surely waits in `sending` until made due below.
    const { core, accountId, orderId } = await station(market, {
      backoff: { baseMs: 600_000, capMs: 600_000 },
    });
    market.control.addFault({ kind: 'drop', share: 1, count: 1, method: 'POST', path: 'invoices$' });
    const change = core.actions.invoices.attach(accountId, orderId, {
      name: 'faktura-2.pdf',
      bytes: pdf('lost'),
      invoiceNumber: null,
    });
    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sending' });
    // The seller opens the order meanwhile: the invoice the lost answer made is read into the local copy.
    const read = await core.invoices.refresh(accountId, orderId);
    expect(read.invoices.map((i) => i.state).sort()).toEqual(['draft', 'sent']);
    core.outbox.online();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent' });
    const invoices = await held(market, orderId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.file.uploadedAt).not.toBeNull();
    expect(core.invoices.get(accountId, orderId).invoices).toMatchObject([
      { id: invoices[0]!.id, state: 'uploaded', change: null },
    ]);
  });

  it('a refusal stays failed with the marketplace’s words; discarded, the invoice and its copy go', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, orderId } = await station(market);
    // Another device attached FV 9/2026 meanwhile: the local copy does not know it yet.
    const api = apiClient(market.url, (await signIn(market.url)).access_token);
    expect(
      (
        await api.post(`/order/checkout-forms/${orderId}/invoices`, {
          file: { name: 'x.pdf' },
          invoiceNumber: 'FV 9/2026',
        })
      ).status,
    ).toBe(201);
    market.control.advanceClock({ seconds: 30 });
    const change = core.actions.invoices.attach(accountId, orderId, {
      name: 'faktura-9.pdf',
      bytes: pdf(),
      invoiceNumber: 'FV 9/2026',
    });
    core.start();
    const failed = await core.outbox.settled(change.id);
    expect(failed.state).toBe('failed');
    expect(failed.errors[0]!.userMessage).toMatch(/FV 9\/2026/);
    expect(core.invoices.get(accountId, orderId).invoices).toMatchObject([
      { state: 'draft', change: { state: 'failed', error: failed.errors[0]!.userMessage } },
    ]);
    // Refused, it does not count as attached.
    expect(missing(core, accountId)).toContain(orderId);
    // Refused and then discarded, nothing of it is attached.
    core.outbox.discard(change.id);
    expect(core.invoices.get(accountId, orderId).invoices).toEqual([]);
    expect(
      existsSync(join(core.info().dataDir, 'invoices')) && readdirSync(join(core.info().dataDir, 'invoices')),
    ).toEqual([]);
  });
});
