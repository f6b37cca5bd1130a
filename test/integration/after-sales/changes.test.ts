import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import type { AfterSalesDraft } from '../../../shared/after-sales-rules';
import type { Change } from '../../../shared/outbox';
import { bridgeCaller, trustedBridge } from '../../helpers/bridge';
import { closeAfterEach } from '../../helpers/cleanup';
import { signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';

const closing = closeAfterEach();

async function station(): Promise<{ market: DemoMarket; core: Core; accountId: string }> {
  const market = closing(await startTestMarket({ frozenClock: false }));
  const { core, accountId } = await signedInCore(market);
  closing(core);
  await core.sync.runOnce({ accountId, streams: ['profile'] });
  return { market, core, accountId };
}

const policy = (name: string): AfterSalesDraft => ({
  kind: 'return-policy',
  name,
  range: 'FULL',
  restrictionCause: null,
  withdrawalPeriod: 'P30D',
  returnCostCoveredBy: 'SELLER',
  address: { name: 'Sklep Demo', street: 'Długa 5', postCode: '00-950', city: 'Warszawa', countryCode: 'PL' },
  contact: { phoneNumber: '+48 600 700 800', email: 'zwroty@example.com' },
  options: {
    cashOnDeliveryNotAllowed: false,
    freeAccessoriesReturnRequired: true,
    refundLoweredByReceivedDiscount: false,
    refundOfCheapestItemInCombinedDiscount: false,
    businessReturnAllowed: true,
    collectBySellerOnly: false,
  },
  attachment: null,
});

/** A seller's 12-month warranty for consumers that names its card, an attachment of the marketplace's. */
const warranty = (
  name: string,
  attachment: { id: string; name: string },
  description: string | null,
): AfterSalesDraft => ({
  kind: 'warranty',
  name,
  type: 'SELLER',
  individual: { period: 'P12M', lifetime: false },
  corporate: null,
  attachment: { ...attachment, url: null },
  description,
});

const held = (market: DemoMarket) => market.control.afterSalesConditions({ sellerId: MAIN_SELLER_ID })!;

describe('after-sales conditions changed through the outbox', () => {
  it('creates a return policy: the marketplace holds it, the local copy and the pickers name it', async () => {
    const { market, core, accountId } = await station();
    const call = bridgeCaller(core);
    const change = await call<Change>('conditions:create', { draft: policy('Zwroty 30 dni') });
    expect(change).toMatchObject({ state: 'queued', kind: 'after-sales.create', entityType: 'after-sales' });
    expect(change.label).toBe('Zwroty 30 dni');
    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent', errors: [] });

    const onMarket = held(market).returnPolicies.find((p) => p.name === 'Zwroty 30 dni');
    expect(onMarket).toMatchObject({ withdrawalPeriod: 'P30D', returnCostCoveredBy: 'SELLER' });
    const local = core.queries.afterSales.list(accountId, 'return-policy').find((p) => p.id === onMarket!.id);
    expect(local).toMatchObject({ name: 'Zwroty 30 dni', withdrawalPeriod: 'P30D' });
    expect(core.queries.afterSales.choices(accountId, 'return-policy')).toContainEqual({
      kind: 'return-policy',
      id: onMarket!.id,
      name: 'Zwroty 30 dni',
    });
  });

  it('edits a condition: shown at once in the local copy, then replaced on the marketplace', async () => {
    const { market, core, accountId } = await station();
    const stored = core.queries.afterSales.list(accountId, 'implied-warranty')[0]!;
    const { id, ...draft } = stored;
    const change = core.actions.afterSales.editCondition(accountId, id, {
      ...draft,
      name: 'Reklamacje 3 lata',
      individualPeriod: 'P3Y',
    } as AfterSalesDraft);
    expect(change.previous.condition).toMatchObject({ name: stored.name });
    expect(core.queries.afterSales.get(accountId, 'implied-warranty', id)).toMatchObject({
      name: 'Reklamacje 3 lata',
      individualPeriod: 'P3Y',
    });
    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent' });
    expect(held(market).impliedWarranties.find((w) => w.id === id)).toMatchObject({
      name: 'Reklamacje 3 lata',
      individualPeriod: 'P3Y',
    });
  });

  it("refuses a condition against the documents' rules before storing it, in the seller's words", async () => {
    const { core } = await station();
    const bridge = trustedBridge(core);
    const bad = { ...policy('x'), withdrawalPeriod: '30 dni', address: null } as AfterSalesDraft;
    const answer = await bridge.dispatch(null, 'conditions:create', { draft: bad });
    expect(answer).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(answer)).toMatch(/withdraw|odstąpienie/i);
    expect(core.outbox.list({ accountIds: [core.settings.get().activeAccountId!] })).toEqual([]);
  });

  it("keeps a change the marketplace refused as failed, with the marketplace's userMessage", async () => {
    const { core, accountId } = await station();
    const change = core.actions.afterSales.createCondition(
      accountId,
      warranty('Gwarancja z kartą', { id: 'not-uploaded', name: 'karta.pdf' }, null),
    );
    core.start();
    const settled = await core.outbox.settled(change.id);
    expect(settled.state).toBe('failed');
    expect(settled.errors[0]).toMatchObject({ path: 'attachment.id' });
    expect(settled.errors[0]!.userMessage).toMatch(/załącznik|attachment/);
  });

  it('uploads a PDF in two steps and a warranty names it; a file that is no PDF is refused', async () => {
    const { market, core, accountId } = await station();
    const call = bridgeCaller(core);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const attachment = await call<{ id: string; name: string }>('conditions:uploadAttachment', {
      name: 'karta-gwarancyjna.pdf',
      base64: pdf.toString('base64'),
    });
    expect(attachment.name).toBe('karta-gwarancyjna.pdf');
    const change = core.actions.afterSales.createCondition(
      accountId,
      warranty(
        'Gwarancja 12 miesięcy z kartą',
        { id: attachment.id, name: attachment.name },
        '<p>Karta w załączniku.</p>',
      ),
    );
    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent' });
    expect(held(market).warranties.find((w) => w.name === 'Gwarancja 12 miesięcy z kartą')).toMatchObject({
      attachment: { id: attachment.id },
    });

    await expect(
      call('conditions:uploadAttachment', {
        name: 'nie-pdf.pdf',
        base64: Buffer.from('hello').toString('base64'),
      }),
    ).rejects.toThrow(/PDF/);
  });
});
