import { fail, notFound } from '../http/errors';
import { json, userRoute, type Route } from '../http/route';
import { createRandom, hashString } from '../random';
import { ownOrder } from '../orders/checkout-forms';
import { bodyObject, invalid, optionalText, requiredObject, requiredText } from '../after-sales/fields';
import type { Order } from '../state/types';
import type { World } from '../world';
import { asksInvoice } from './asks';
import type { OrderInvoice } from './types';

const BASE = '/order/checkout-forms/:id/invoices';
/** The documents' limit for an invoice file (the yaml's 413: "Max file size is 3MB"). */
export const INVOICE_MAX_BYTES = 3 * 1024 * 1024;
/** How long the antivirus scan of an uploaded file takes, in marketplace time. */
const SCAN_MS = 3000;
/** A second metadata within this time of one still without its file is "too fast" (the yaml's 429). */
const TOO_FAST_MS = 10_000;
/** A file carrying the antivirus test signature is refused by the scan (REJECTED). */
const TEST_SIGNATURE = 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE';

const iso = (ms: number) => new Date(ms).toISOString();

/** An invoice's id from its order and place: a stream of its own, so no other generated data moves. */
const invoiceId = (orderId: string, n: number) => createRandom(hashString(`invoice:${orderId}:${n}`)).uuid();

function scanStatus(invoice: OrderInvoice, now: number): 'WAITING' | 'ACCEPTED' | 'REJECTED' {
  if (invoice.uploadedAt === null || now < invoice.uploadedAt + SCAN_MS) return 'WAITING';
  return invoice.rejected ? 'REJECTED' : 'ACCEPTED';
}

function view(invoice: OrderInvoice, now: number) {
  const uploaded = invoice.uploadedAt;
  const status = scanStatus(invoice, now);
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    createdAt: iso(invoice.createdAt),
    file: {
      name: invoice.fileName,
      uploadedAt: uploaded === null ? null : iso(uploaded),
      securityVerification:
        uploaded === null
          ? null
          : { status, verifiedAt: status === 'WAITING' ? null : iso(uploaded + SCAN_MS) },
      verification: uploaded === null ? null : { status: 'NOT_APPLICABLE', details: [] },
    },
  };
}

/**
 * Invoices already attached to older sent orders that asked for one, made once when the shop has none yet
 * (a new shop, or one saved before invoices were kept), from each order's own id.
 */
function seedInvoices(world: World): OrderInvoice[] {
  const data = world.store.data;
  if (data.orderInvoices) return data.orderInvoices;
  const made: OrderInvoice[] = [];
  for (const order of data.orders) {
    if (order.mergedInto || !asksInvoice(order)) continue;
    if (order.fulfillment !== 'SENT' && order.fulfillment !== 'PICKED_UP') continue;
    const h = hashString(`invoice-attached:${order.id}`);
    if (h % 100 >= 60) continue;
    made.push({
      id: invoiceId(order.id, 0),
      orderId: order.id,
      sellerId: order.sellerId,
      invoiceNumber: `FV ${(h % 900) + 100}/${new Date(order.createdAt).getUTCFullYear()}`,
      fileName: `faktura-${(h % 900) + 100}.pdf`,
      createdAt: order.updatedAt,
      uploadedAt: order.updatedAt,
      size: 20_000 + (h % 30_000),
      rejected: false,
    });
  }
  data.orderInvoices = made;
  return made;
}

/**
 * Order invoices (document 1's catalogue; shapes and answers from the yaml): POST adds an invoice's metadata (the
 * file's name and the invoice number) and answers its id; PUT of the PDF uploads its file once; GET lists them
 * with each file's antivirus verification.
 */
export function invoiceRoutes(world: World): Route[] {
  const invoices = seedInvoices(world);
  const read = `${world.vendor}:api:orders:read`;
  const write = `${world.vendor}:api:orders:write`;
  const ofOrder = (order: Order) =>
    invoices.filter((i) => i.orderId === order.id).sort((a, b) => a.createdAt - b.createdAt);
  return [
    userRoute('GET', BASE, read, {
      handle(ctx) {
        const order = ownOrder(world, ctx, ctx.params.id!);
        const now = world.clock.now();
        return json(200, {
          orderMode: 'REGULAR',
          invoices: ofOrder(order).map((i) => view(i, now)),
          links: [],
          hasExternalInvoices: false,
        });
      },
    }),
    userRoute('POST', BASE, write, {
      handle(ctx) {
        const order = ownOrder(world, ctx, ctx.params.id!);
        const body = bodyObject(ctx.body);
        const file = requiredObject(body.file, 'file');
        const name = requiredText(file.name, 'file.name', 200);
        if (!/\.pdf$/i.test(name))
          throw invalid('file.name', 'must name a PDF file', 'musi być nazwą pliku PDF');
        const number = optionalText(body.invoiceNumber, 'invoiceNumber', 100);
        if (order.status === 'CANCELLED')
          throw invalid('id', 'the order does not allow an invoice', 'zamówienie nie pozwala na fakturę');
        const now = world.clock.now();
        const existing = ofOrder(order);
        if (existing.some((i) => i.uploadedAt !== null && scanStatus(i, now) === 'WAITING'))
          throw invalid(
            'file',
            'the previously uploaded file is still being scanned',
            'poprzednio przesłany plik jest jeszcze sprawdzany',
          );
        if (number !== null && existing.some((i) => i.invoiceNumber === number))
          throw fail(409, {
            code: 'CONFLICT',
            message: `The order already has seller invoice ${number}`,
            path: 'invoiceNumber',
            userMessage: {
              pl: `Zamówienie ma już fakturę ${number}.`,
              en: `The order already has invoice ${number}.`,
            },
          });
        const pending = existing.filter((i) => i.uploadedAt === null).at(-1);
        if (pending && now - pending.createdAt < TOO_FAST_MS)
          throw fail(
            429,
            {
              code: 'TOO_MANY_REQUESTS',
              message: 'Upload a file to previously added metadata or wait a few seconds',
              userMessage: {
                pl: 'Prześlij plik do poprzednio dodanej faktury albo odczekaj kilka sekund.',
                en: 'Upload the file of the invoice added before, or wait a few seconds.',
              },
            },
            { 'Retry-After': Math.ceil((pending.createdAt + TOO_FAST_MS - now) / 1000) },
          );
        const invoice: OrderInvoice = {
          id: invoiceId(order.id, existing.length),
          orderId: order.id,
          sellerId: order.sellerId,
          invoiceNumber: number,
          fileName: name,
          createdAt: now,
          uploadedAt: null,
          size: null,
          rejected: false,
        };
        invoices.push(invoice);
        return json(201, { id: invoice.id });
      },
    }),
    userRoute('PUT', `${BASE}/:invoiceId/file`, write, {
      consumes: ['application/pdf'],
      handle(ctx) {
        const order = ownOrder(world, ctx, ctx.params.id!);
        const invoice = ofOrder(order).find((i) => i.id === ctx.params.invoiceId);
        if (!invoice) throw notFound(`Invoice ${ctx.params.invoiceId!}`);
        if (invoice.uploadedAt !== null)
          throw fail(409, {
            code: 'CONFLICT',
            message: 'The invoice already has its file uploaded',
            userMessage: {
              pl: 'Plik tej faktury został już przesłany.',
              en: 'The invoice file was already sent.',
            },
          });
        const bytes = ctx.rawBody;
        if (bytes.length > INVOICE_MAX_BYTES)
          throw fail(413, {
            code: 'PAYLOAD_TOO_LARGE',
            message: 'The file is too large. Max file size is 3MB',
            userMessage: {
              pl: 'Plik jest za duży: najwyżej 3 MB.',
              en: 'The file is too large: 3 MB at most.',
            },
          });
        if (bytes.length === 0)
          throw invalid('file', 'the uploaded file is empty', 'przesłany plik jest pusty');
        if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
          throw invalid('file', 'is not a PDF file', 'nie jest plikiem PDF');
        invoice.uploadedAt = world.clock.now();
        invoice.size = bytes.length;
        invoice.rejected = bytes.includes(TEST_SIGNATURE);
        return { status: 200 };
      },
    }),
  ];
}
