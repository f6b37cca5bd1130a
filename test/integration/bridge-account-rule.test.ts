import { afterAll, describe, expect, it } from 'vitest';
import { accountRuleOf, channelNames, channels, type ChannelName } from '../../shared/contract';
import { coreWithDemo } from '../helpers/core';
import { trustedBridge } from '../helpers/bridge';
import { fieldsOf, sampleOf } from '../helpers/zod-sample';

/** Inputs whose formats the plain sample does not meet (amounts, ids in digits, languages, refinements). */
const money = { amount: '10.00', currency: 'PLN' };
const inputs: Partial<Record<ChannelName, unknown>> = {
  'offers:change': { offerId: '1', fields: { stock: 1 } },
  'offers:preview': { offerIds: ['1'], change: { kind: 'price', mode: 'set', amount: '10.00' } },
  'offers:changeMany': { offerIds: ['1'], change: { kind: 'price', mode: 'set', amount: '10.00' } },
  'shipping:requestPickup': {
    parcelIds: ['1'],
    slot: { date: '2026-01-02', minTime: '10:00', maxTime: '12:00' },
  },
  'conditions:uploadAttachment': { name: 'rules.pdf', base64: 'AAAA' },
  'fees:preview': { offerId: '1', amount: '10.00' },
  'fees:previewMany': { items: [{ offerId: '1', amount: '10.00' }] },
  'fees:offerQuotes': { offerId: '1' },
  'promotions:changeDiscount': { promotionId: 'p1', discount: money },
  'returns:refund': {
    draft: {
      orderId: 'o1',
      returnId: 'r1',
      reason: 'REFUND',
      lineItems: [{ lineItemId: 'l1', quantity: 1 }],
      delivery: null,
      comment: null,
    },
  },
  'compatibility:vehicles': { itemsType: 'ENGINE', groupId: 'g1' },
  'translations:edit': { offerId: '1', language: 'en-GB', title: 'A title' },
  'translations:delete': { offerId: '1', language: 'en-GB' },
  'billing:offerCosts': { offerId: '1' },
  'shipping:saveSender': {
    address: {
      name: 'Anna Kowalska',
      company: '',
      street: 'ul. Półwiejska 12',
      postCode: '61-888',
      city: 'Poznań',
      countryCode: 'PL',
      email: 'sklep@example.com',
      phone: '600700800',
    },
  },
};

/**
 * The channels that name an account without a rule: they are about the accounts themselves, or without one they
 * mean all of them (the outbox's list, a sync asked for).
 */
const noRule: readonly ChannelName[] = [
  'accounts:setActive',
  'accounts:signOut',
  'accounts:remove',
  'sync:syncNow',
  'outbox:list',
];

const ruled = channelNames.filter((name) => accountRuleOf(name) !== undefined);

function inputOf(name: ChannelName): unknown {
  if (name in inputs) return inputs[name];
  if (name === 'shipping:checkDraft') {
    const draft = (sampleOf(channels[name].input) as { draft: Record<string, unknown> }).draft;
    const receiver = { ...(draft['receiver'] as object), countryCode: 'PL', email: 'buyer@example.com' };
    return { orderId: 'o1', draft: { ...draft, receiver, insurance: money, cashOnDelivery: money } };
  }
  return sampleOf(channels[name].input);
}

describe('the account rule of every channel, with no account signed in', () => {
  // No account signed in: the marketplace is never asked, so the core needs none running.
  const core = coreWithDemo({ url: 'http://127.0.0.1:9' });
  const bridge = trustedBridge(core);
  afterAll(() => core.close());

  it('is declared by every channel that names an account, save those about the accounts themselves', () => {
    const naming = channelNames.filter((name) => fieldsOf(channels[name].input).includes('accountId'));
    expect(naming.filter((name) => accountRuleOf(name) === undefined)).toEqual(noRule);
    expect(ruled.length).toBeGreaterThan(90);
  });

  it.each(ruled)('%s answers what it declares', async (name) => {
    const input = inputOf(name);
    expect(channels[name].input.safeParse(input).success).toBe(true);
    const rule = accountRuleOf(name)!;
    const answer = await bridge.dispatch(null, name, input);
    if (rule === 'required') {
      expect(answer).toMatchObject({ ok: false, error: { code: 'NO_ACCOUNT' } });
    } else {
      expect(answer).toEqual({ ok: true, data: rule.empty });
    }
  });
});
