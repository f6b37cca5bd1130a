import { describe, expect, it } from 'vitest';
import { channelNames, type ChannelName, type Handlers } from '../../../../shared/contract';
import { senderRegistrar, throwingHandlers, trustedSender as trusted } from '../../../helpers/bridge';
import { AppError } from '../../../../electron/core/kernel/errors';
import { defaultSettings } from '../../../../shared/settings';

/** Every channel answers "not here" unless a test gives it a handler. */
function handlers(overrides: Partial<Handlers> = {}): Handlers {
  return {
    ...throwingHandlers('NOT_FOUND', 'unused here'),
    'app:info': () => ({ version: '1.0.0', dataDir: '/data', host: 'web' as const, environments: [] }),
    'settings:get': () => defaultSettings,
    'settings:set': (patch) => Promise.resolve({ ...defaultSettings, ...patch }),
    ...overrides,
  };
}

const registrar = (h = handlers(), active: string | null = null) => senderRegistrar(h, active);

describe('registrar', () => {
  it('answers a valid call with the handler result in an ok envelope', async () => {
    expect(await registrar().dispatch(trusted, 'settings:set', { language: 'en' })).toEqual({
      ok: true,
      data: { ...defaultSettings, language: 'en' },
    });
  });

  it('refuses a foreign sender before parsing or calling anything', async () => {
    let called = false;
    const r = registrar(
      handlers({ 'settings:get': () => ((called = true), Promise.resolve(defaultSettings)) }),
    );
    const result = await r.dispatch({ trusted: false }, 'settings:get', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    expect(called).toBe(false);
  });

  it.each<[string, ChannelName, unknown]>([
    ['a wrong enum value', 'settings:set', { language: 'de' }],
    ['an unknown field', 'settings:set', { language: 'en', admin: true }],
    ['a wrong type', 'settings:set', { theme: 1 }],
    ['a string where an object belongs', 'settings:set', 'en'],
    ['a category without its id', 'offers:categoryParameters', {}],
    ['an empty category id', 'offers:categoryParameters', { categoryId: '' }],
    ['a category id as a number', 'offers:categoryParameters', { categoryId: 257931 }],
    ['a category id too long', 'offers:categoryParameters', { categoryId: '1'.repeat(201) }],
    ['an account id as a number', 'offers:categoryParameters', { accountId: 1, categoryId: '257931' }],
    ['an unknown field beside the category', 'offers:categoryParameters', { categoryId: '1', all: true }],
    ['a page of the ids of every match', 'offers:ids', { offset: 0, limit: 10 }],
    ['payment operations of an unknown group', 'payments:list', { group: 'GIFTS' }],
    ['payment operations of an unknown wallet', 'payments:list', { walletType: 'FROZEN' }],
    ['payment operations from a date that is no date', 'payments:list', { from: 'yesterday' }],
    ['payment operations past the page size', 'payments:list', { limit: 501 }],
    ['wallet balances with an unknown field', 'payments:balances', { currency: 'PLN' }],
    ['a payment’s operations without the payment', 'payments:ofPayment', {}],
    ['a payment’s operations with an empty payment id', 'payments:ofPayment', { paymentId: '' }],
    ['a fee preview without its price', 'fees:preview', { offerId: '1' }],
    ['a bin longer than 40 characters', 'picking:setBin', { offerId: '1', bin: 'A'.repeat(41) }],
    ['a bin without its offer', 'picking:setBin', { bin: 'A-1' }],
    ['a pick list of an empty order id', 'picking:list', { orderIds: [''] }],
    ['a fee preview at a price with a comma', 'fees:preview', { offerId: '1', amount: '12,50' }],
    ['a fee preview for a malformed offer id', 'fees:preview', { offerId: 'x1', amount: '12.50' }],
    [
      'a batch fee preview of 21 offers',
      'fees:previewMany',
      { items: Array.from({ length: 21 }, (_, i) => ({ offerId: String(i + 1), amount: '5.00' })) },
    ],
    ['a batch fee preview of none', 'fees:previewMany', { items: [] }],
    ['an unknown field beside the quotes', 'fees:quotes', { all: true }],
    ['a billing type that is not a three-letter code', 'billing:list', { typeIds: ['LISTING'] }],
    ['a billing list from a date that is not ISO', 'billing:list', { from: '2026-05-01' }],
    [
      'a billing list ending before it starts',
      'billing:list',
      { from: '2026-05-02T00:00:00Z', to: '2026-05-01T00:00:00Z' },
    ],
    ['billing totals without their period', 'billing:totals', {}],
    ['billing totals by week', 'billing:totals', { period: 'week' }],
    ['an offer’s costs for a malformed offer id', 'billing:offerCosts', { offerId: 'x1' }],
    ['an unknown field beside the billing types', 'billing:types', { all: true }],
    ['an unknown status for the ids', 'offers:ids', { status: ['SOLD'] }],
    ['an unknown sort for the ids', 'offers:ids', { sort: 'random' }],
    ['an offer change setting nothing', 'offers:change', { offerId: '1', fields: {} }],
    ['an empty shipping rate list id', 'offers:change', { offerId: '1', fields: { shippingRatesId: '' } }],
    ['tags of no offer', 'offers:assignTags', { tagIds: ['t1'] }],
    ['tags as one id', 'offers:assignTags', { offerId: '1', tagIds: 't1' }],
    ['an empty tag id', 'offers:assignTags', { offerId: '1', tagIds: [''] }],
    [
      'more than 100 tags',
      'offers:assignTags',
      { offerId: '1', tagIds: Array.from({ length: 101 }, (_, i) => `t${i}`) },
    ],
    ['the delivery of no offer', 'offers:deliveryTags', {}],
    ['an unknown field beside the account', 'delivery:rateLists', { accountId: 'a', all: true }],
    ['an account id as a number for the tags', 'tags:list', { accountId: 1 }],
    ['a filter the variant sets do not take', 'variants:list', { query: 'x' }],
    ['an unknown field for the delivery methods', 'delivery:methods', { cod: true }],
    ['an offer change without its offer', 'offers:change', { fields: { stock: 1 } }],
    ['a negative stock', 'offers:change', { offerId: '1', fields: { stock: -1 } }],
    ['a stock with decimals', 'offers:change', { offerId: '1', fields: { stock: 1.5 } }],
    [
      'a price as a number',
      'offers:change',
      { offerId: '1', fields: { price: { amount: 10, currency: 'PLN' } } },
    ],
    [
      'a price with three decimals',
      'offers:change',
      { offerId: '1', fields: { price: { amount: '1.005', currency: 'PLN' } } },
    ],
    ['a title past the limit', 'offers:change', { offerId: '1', fields: { name: 'x'.repeat(76) } }],
    ['an empty title', 'offers:change', { offerId: '1', fields: { name: '' } }],
    [
      'a publication status the seller cannot set',
      'offers:change',
      { offerId: '1', fields: { status: 'INACTIVE' } },
    ],
    ['an unknown offer field', 'offers:change', { offerId: '1', fields: { stock: 1, vat: 23 } }],
    [
      'a compatibility list of another type',
      'offers:change',
      { offerId: '1', fields: { compatibilityList: { type: 'PRODUCT_BASED', items: [] } } },
    ],
    [
      'a compatibility text row past 200 characters',
      'offers:change',
      {
        offerId: '1',
        fields: { compatibilityList: { type: 'MANUAL', items: [{ type: 'TEXT', text: 'x'.repeat(201) }] } },
      },
    ],
    [
      'a compatibility vehicle row without its id',
      'offers:change',
      { offerId: '1', fields: { compatibilityList: { type: 'MANUAL', items: [{ type: 'ID' }] } } },
    ],
    [
      'a compatibility list past 2000 rows',
      'offers:change',
      {
        offerId: '1',
        fields: {
          compatibilityList: {
            type: 'MANUAL',
            items: Array.from({ length: 2001 }, () => ({ type: 'TEXT', text: 'a' })),
          },
        },
      },
    ],
    ['compatibility of no offer', 'compatibility:forOffer', {}],
    ['an unknown compatibility field', 'compatibility:forOffer', { offerId: '1', all: true }],
    ['vehicles of a lowercase type', 'compatibility:vehicles', { itemsType: 'car', groupId: 'a' }],
    ['vehicles of no make', 'compatibility:vehicles', { itemsType: 'CAR', groupId: '' }],
    ['a suggestion for a numeric offer id', 'compatibility:suggest', { offerId: 1 }],
    ['translations of no offer', 'translations:get', {}],
    ['a translation read with an unknown field', 'translations:refresh', { offerId: '1', all: true }],
    ['a translation setting nothing', 'translations:edit', { offerId: '1', language: 'en-US' }],
    ['a translation in no language', 'translations:edit', { offerId: '1', title: 'Mug' }],
    ['a language not a tag', 'translations:edit', { offerId: '1', language: 'english', title: 'Mug' }],
    [
      'a translated title past the limit',
      'translations:edit',
      { offerId: '1', language: 'en-US', title: 'x'.repeat(76) },
    ],
    [
      'a translated description without sections',
      'translations:edit',
      { offerId: '1', language: 'en-US', description: { sections: [] } },
    ],
    [
      'an unknown element to delete',
      'translations:delete',
      { offerId: '1', language: 'en-US', element: 'price' },
    ],
    ['invoices of no order', 'invoices:get', {}],
    ['an invoice read with an unknown field', 'invoices:refresh', { orderId: 'o1', all: true }],
    ['an invoice without its file', 'invoices:attach', { orderId: 'o1', name: 'a.pdf', invoiceNumber: null }],
    [
      'an invoice with an empty file',
      'invoices:attach',
      { orderId: 'o1', name: 'a.pdf', base64: '', invoiceNumber: null },
    ],
    [
      'an invoice number past the limit',
      'invoices:attach',
      { orderId: 'o1', name: 'a.pdf', base64: 'JVBERi0=', invoiceNumber: 'x'.repeat(101) },
    ],
    [
      'an invoice file past the limit',
      'invoices:attach',
      { orderId: 'o1', name: 'a.pdf', base64: 'A'.repeat(4_200_000), invoiceNumber: null },
    ],
    ['a change id as a string', 'outbox:retry', { id: '1' }],
    ['a change id of zero', 'outbox:discard', { id: 0 }],
    ['an unknown change state', 'outbox:list', { states: ['lost'] }],
    ['too many changes asked for', 'outbox:list', { limit: 501 }],
    ['an input for the counts', 'outbox:counts', { all: true }],
    [
      'a batch without offers',
      'offers:changeMany',
      { offerIds: [], change: { kind: 'stock', mode: 'set', value: 1 } },
    ],
    [
      'a batch change of an unknown kind',
      'offers:changeMany',
      { offerIds: ['1'], change: { kind: 'vat', mode: 'set' } },
    ],
    [
      'a percentage as text',
      'offers:preview',
      { offerIds: ['1'], change: { kind: 'price', mode: 'percent', percent: '10' } },
    ],
    [
      'a price lowered by everything',
      'offers:preview',
      { offerIds: ['1'], change: { kind: 'price', mode: 'percent', percent: -100 } },
    ],
    [
      'an amount without digits',
      'offers:changeMany',
      { offerIds: ['1'], change: { kind: 'price', mode: 'add', amount: '+' } },
    ],
    [
      'a stock change with decimals',
      'offers:changeMany',
      { offerIds: ['1'], change: { kind: 'stock', mode: 'add', value: 0.5 } },
    ],
    ['batch results without batches', 'offers:batchResults', { batchIds: [] }],
    ['an answer without its rating', 'ratings:answer', { text: 'Dziękuję' }],
    ['an empty answer', 'ratings:answer', { ratingId: 'r1', text: '' }],
    ['an answer of spaces only', 'ratings:answer', { ratingId: 'r1', text: '   ' }],
    ['an answer past 500 characters', 'ratings:answer', { ratingId: 'r1', text: 'x'.repeat(501) }],
    [
      'an answer of 251 emoji (502 characters as the marketplace counts)',
      'ratings:answer',
      { ratingId: 'r1', text: '🙂'.repeat(251) },
    ],
    ['an answer as a number', 'ratings:answer', { ratingId: 'r1', text: 5 }],
    ['promotions of an unknown type', 'promotions:list', { type: 'GIFT' }],
    ['promotions without a type', 'promotions:list', {}],
    [
      'a price list without offers',
      'promotions:create',
      {
        draft: {
          kind: 'wholesale',
          name: 'Hurt',
          thresholds: [{ quantity: 5, percentage: 5 }],
          offerIds: [],
        },
      },
    ],
    [
      'a price list without thresholds',
      'promotions:create',
      { draft: { kind: 'wholesale', name: 'Hurt', thresholds: [], offerIds: ['1'] } },
    ],
    [
      'a discount as text',
      'promotions:create',
      { draft: { kind: 'multipack', forEachQuantity: 2, percentage: '20', offerIds: ['1'] } },
    ],
    ['a promotion of an unknown kind', 'promotions:create', { draft: { kind: 'bundle', offerIds: ['1'] } }],
    [
      'a bundle discount as a number',
      'promotions:changeDiscount',
      { promotionId: 'p1', discount: { amount: 10, currency: 'PLN' } },
    ],
    ['an end without its promotion', 'promotions:end', {}],
    ['claims of an unknown status', 'claims:list', { status: 'OPEN' }],
    ['claims with a negative offset', 'claims:list', { offset: -1 }],
    ['an order’s claims without the order', 'claims:ofOrder', {}],
    ['a claim without its line item', 'claims:create', { orderId: 'o1', quantity: 1 }],
    ['a claim of no items', 'claims:create', { orderId: 'o1', lineItemId: 'li1', quantity: 0 }],
    ['a claim of half an item', 'claims:create', { orderId: 'o1', lineItemId: 'li1', quantity: 1.5 }],
    [
      'a claim with a field it has not',
      'claims:create',
      { orderId: 'o1', lineItemId: 'li1', quantity: 1, amount: 5 },
    ],
    ['a withdrawal without its claim', 'claims:withdraw', {}],
    ['a withdrawal of an empty claim id', 'claims:withdraw', { claimId: '' }],
    ['returns of an unknown status', 'returns:list', { status: 'LOST' }],
    ['a return without its id', 'returns:get', {}],
    ['a rejection with an unknown code', 'returns:reject', { returnId: 'r1', code: 'NOPE', reason: null }],
    [
      'a rejection reason past 250 characters',
      'returns:reject',
      { returnId: 'r1', code: 'REFUND_REJECTED', reason: 'x'.repeat(251) },
    ],
    [
      'a refund with an unknown reason',
      'returns:refund',
      {
        draft: {
          orderId: 'o1',
          returnId: null,
          reason: 'GIFT',
          lineItems: [],
          delivery: null,
          comment: null,
        },
      },
    ],
    [
      'a refund of a negative quantity',
      'returns:refund',
      {
        draft: {
          orderId: 'o1',
          returnId: null,
          reason: 'REFUND',
          lineItems: [{ lineItemId: 'l1', quantity: -1 }],
          delivery: null,
          comment: null,
        },
      },
    ],
    [
      'a refund of delivery as a number',
      'returns:refund',
      {
        draft: { orderId: 'o1', returnId: null, reason: 'REFUND', lineItems: [], delivery: 5, comment: null },
      },
    ],
    ['disputes of an unknown status', 'disputes:list', { status: 'OPEN' }],
    ['a dispute without its id', 'disputes:get', {}],
    [
      'a dispute reply past 20000 characters',
      'disputes:reply',
      { disputeId: 'd1', text: 'x'.repeat(20_001) },
    ],
    [
      'a dispute reply with a file of a type the marketplace refuses',
      'disputes:reply',
      {
        disputeId: 'd1',
        text: 'ok',
        file: { name: 'a.exe', type: 'application/x-msdownload', base64: 'AA==' },
      },
    ],
    [
      'a dispute reply with a file that is not base64',
      'disputes:reply',
      { disputeId: 'd1', text: 'ok', file: { name: 'a.pdf', type: 'application/pdf', base64: '%%%' } },
    ],
    ['an attachment download of no address', 'disputes:attachment', { url: 'nope', fileName: 'a.pdf' }],
    ['the open disputes of a numeric account', 'disputes:openCount', { accountId: 5 }],
    ['an unknown field beside the answer', 'ratings:answer', { ratingId: 'r1', text: 'ok', stars: 5 }],
    ['a removal request without its reason', 'ratings:requestRemoval', { ratingId: 'r1' }],
    ['an empty removal reason', 'ratings:requestRemoval', { ratingId: 'r1', message: '' }],
    [
      'a removal reason past 500 characters',
      'ratings:requestRemoval',
      { ratingId: 'r1', message: 'x'.repeat(501) },
    ],
    ['a thread without its id', 'messages:thread', {}],
    ['threads filtered by a word', 'messages:threads', { unread: 'yes' }],
    ['an empty reply', 'messages:reply', { threadId: 't1', text: '' }],
    ['a reply past 2000 characters', 'messages:reply', { threadId: 't1', text: 'x'.repeat(2001) }],
    [
      'a reply file that is not base64',
      'messages:reply',
      { threadId: 't1', text: 'a', files: [{ name: 'a.pdf', base64: '<b>' }] },
    ],
    [
      'a reply file without its name',
      'messages:reply',
      { threadId: 't1', text: 'a', files: [{ base64: 'AAAA' }] },
    ],
    ['a read mark with an unknown field', 'messages:markRead', { threadId: 't1', read: false }],
    ['an attachment without its id', 'messages:attachment', {}],
    ['the threads of no order', 'messages:ofOrder', { orderId: '' }],
    ['a condition without its draft', 'conditions:create', {}],
    ['a condition of an unknown kind', 'conditions:create', { draft: { kind: 'gift', name: 'x' } }],
    [
      'a return policy with a field it has not',
      'conditions:create',
      { draft: { kind: 'implied-warranty', name: 'x', range: 'FULL' } },
    ],
    [
      'an edit without the condition id',
      'conditions:edit',
      {
        draft: {
          kind: 'warranty',
          name: 'x',
          type: 'SELLER',
          individual: { period: 'P1Y', lifetime: false },
          corporate: null,
          attachment: null,
          description: null,
        },
      },
    ],
    [
      'an attachment that is not a PDF by name',
      'conditions:uploadAttachment',
      { name: 'a.doc', base64: 'JVBE' },
    ],
    ['an attachment without its file', 'conditions:uploadAttachment', { name: 'a.pdf', base64: '' }],
  ])('rejects %s (%s) with VALIDATION_FAILED', async (_what, channel, input) => {
    let called = false;
    const h = handlers({ [channel]: () => ((called = true), null) });
    const result = await registrar(h).dispatch(trusted, channel, input);
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(called).toBe(false);
  });

  it('passes a valid category reference to its handler', async () => {
    const seen: unknown[] = [];
    const h = handlers({ 'offers:categoryParameters': (input) => (seen.push(input), []) });
    const result = await registrar(h, 'a1').dispatch(trusted, 'offers:categoryParameters', {
      categoryId: '257931',
    });
    expect(result).toEqual({ ok: true, data: [] });
    expect(seen).toEqual([{ categoryId: '257931', accountId: 'a1' }]);
  });

  it('rejects input on a channel that takes none', async () => {
    const result = await registrar().dispatch(trusted, 'app:info', { sneaky: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('rejects an unknown channel, including inherited object keys', async () => {
    for (const name of ['orders:drop', 'constructor', '__proto__', 'toString']) {
      const result = await registrar().dispatch(trusted, name, undefined);
      expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    }
  });

  it('passes an AppError through with its code, user message and trace id', async () => {
    const r = registrar(
      handlers({
        'settings:get': () =>
          Promise.reject(
            new AppError('MARKET_ERROR', 'boom', { userMessage: 'Oferta jest zablokowana', traceId: 't-1' }),
          ),
      }),
    );
    expect(await r.dispatch(trusted, 'settings:get', undefined)).toEqual({
      ok: false,
      error: {
        code: 'MARKET_ERROR',
        message: 'boom',
        userMessage: 'Oferta jest zablokowana',
        traceId: 't-1',
      },
    });
  });

  it.each([
    ['returns a value', () => defaultSettings, { ok: true, data: defaultSettings }],
    ['resolves a promise', () => Promise.resolve(defaultSettings), { ok: true, data: defaultSettings }],
    [
      'throws synchronously',
      () => {
        throw new AppError('CONFLICT', 'busy');
      },
      { ok: false, error: { code: 'CONFLICT', message: 'busy' } },
    ],
    [
      'rejects',
      () => Promise.reject(new AppError('CONFLICT', 'busy')),
      { ok: false, error: { code: 'CONFLICT', message: 'busy' } },
    ],
  ])('answers the same envelope whether a handler %s', async (_what, handler, envelope) => {
    const r = registrar(handlers({ 'settings:get': handler }));
    expect(await r.dispatch(trusted, 'settings:get', undefined)).toEqual(envelope);
  });

  it('hides the details of an unexpected error behind INTERNAL', async () => {
    const r = registrar(
      handlers({ 'settings:get': () => Promise.reject(new Error('SELECT * FROM secrets')) }),
    );
    const result = await r.dispatch(trusted, 'settings:get', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(result)).not.toContain('secrets');
  });

  it('maps a full disk to DISK_FULL', async () => {
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const r = registrar(handlers({ 'settings:get': () => Promise.reject(full) }));
    expect(await r.dispatch(trusted, 'settings:get', undefined)).toMatchObject({
      ok: false,
      error: { code: 'DISK_FULL' },
    });
  });

  it('lists every contract channel', () => {
    expect([...registrar().channelNames].sort()).toEqual([...channelNames].sort());
  });
});
