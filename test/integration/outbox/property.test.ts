import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../electron/core/kernel/errors';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket, FaultRule } from '../../../electron/demo-market';
import type { OfferFields } from '../../../shared/outbox';
import { localDb, signedInCore } from '../../helpers/core';
import { apiClient, signIn, startTestMarket, type ApiClient } from '../../helpers/demo-market';
import { sampled } from '../../helpers/long-runs';
import { changesWithBatches } from '../../helpers/outbox';
import { stepArb, type Step } from '../../helpers/outbox-steps';

/**
 * Each run: a fresh demo marketplace and station, a generated list of steps (seeded, shrunk on failure), then the
 * checks.
 */
const WHOLE = 10;
const { seed, runs: RUNS } = sampled(import.meta.filename, 'outbox property runs', {
  sample: 3,
  whole: WHOLE,
});
/** The most steps of one run: enough for several changes of one offer to meet. */
const STEPS = 16;
/** Few offers, so that changes of one offer meet: FIFO, overlays over overlays, batches over edits. */
const OFFERS = 4;

/** A description image the offer does not have: the marketplace refuses the whole edit. */
const badDescription = {
  sections: [{ items: [{ type: 'IMAGE', url: 'https://example.invalid/not-in-images.jpg' }] }],
};

/** What the runs went through, all together: a property that never met a refusal or an outage proves little. */
const seen = { sent: 0, refusedByMarket: 0, refusedLocally: 0, outages: 0 };

interface Station {
  market: DemoMarket;
  core: Core;
  accountId: string;
  offers: string[];
  /** The stock of each offer at the start, as the marketplace holds it. */
  initialStock: Map<string, number>;
  /** Another party on the marketplace: the seller's browser, say. */
  other: ApiClient;
  offline: FaultRule | null;
  /** Offers whose stock another party set: the stock arithmetic leaves them out. */
  otherStock: Set<string>;
}

async function station(): Promise<Station> {
  const market = await startTestMarket({ frozenClock: false });
  // Some edits are worked on in the background (202 and an operation), as on the real marketplace.
  market.control.setOfferProcessing({ mode: 'mixed', share: 0.3, seconds: 1 });
  const { core, accountId } = await signedInCore(market);
  await core.sync.runOnce({ accountId, streams: ['offers'] });
  const offers = core.queries.offers
    .list({ accountId, status: ['ACTIVE'], format: ['BUY_NOW'], sort: 'name', offset: 0, limit: OFFERS })
    .rows.map((o) => o.id);
  expect(offers).toHaveLength(OFFERS);
  const initialStock = new Map(offers.map((id) => [id, market.control.offer({ id })!.stock]));
  const other = apiClient(market.url, (await signIn(market.url)).access_token);
  core.outbox.start();
  return { market, core, accountId, offers, initialStock, other, offline: null, otherStock: new Set() };
}

const localOffer = (s: Station, id: string) => s.core.queries.offers.get(s.accountId, id);
const storedCount = (s: Station) => s.core.outbox.list({ accountIds: [s.accountId], limit: 100_000 }).length;

/** The offer's values a change compares with, as the local copy holds them. */
function localFields(s: Station, id: string) {
  const offer = localOffer(s, id);
  return {
    name: offer.name,
    price: offer.price?.amount ?? null,
    stock: offer.stockAvailable,
    status: offer.status === 'ENDED' || offer.status === 'INACTIVE' ? 'ENDED' : 'ACTIVE',
  };
}

function edit(s: Station, step: Extract<Step, { t: 'edit' }>): void {
  const id = s.offers[step.offer]!;
  const fields: OfferFields = {};
  if (step.name) fields.name = step.name.value;
  if (step.price) fields.price = { amount: step.price.value, currency: 'PLN' };
  if (step.stock) fields.stock = step.stock.value;
  if (step.status) fields.status = step.status;
  if (step.badDescription) fields.description = badDescription;
  // Once the local copy holds the offer in full, it knows its images and refuses the bad picture itself.
  const imagesKnown = (s.core.queries.offers.get(s.accountId, id)?.detailSyncedAt ?? null) !== null;
  const refused =
    [step.name, step.price, step.stock].some((v) => v?.refusal === 'local') ||
    (step.badDescription && imagesKnown);
  const before = { count: storedCount(s), offer: localFields(s, id) };
  try {
    s.core.actions.offers.change(s.accountId, id, fields);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
    expect((error as AppError).userMessage).toMatch(/\S/);
    // Refused by the rules, or nothing new: nothing is stored and the local copy stays as it was.
    if (!refused) {
      expect({
        name: fields.name ?? before.offer.name,
        price: fields.price?.amount ?? before.offer.price,
        stock: fields.stock ?? before.offer.stock,
        status: fields.status ?? before.offer.status,
        description: fields.description,
      }).toEqual({ ...before.offer, description: undefined });
    }
    expect(storedCount(s)).toBe(before.count);
    expect(localFields(s, id)).toEqual(before.offer);
    if (refused) seen.refusedLocally++;
    return;
  }
  expect(refused).toBe(false);
}

async function other(s: Station, step: Extract<Step, { t: 'other' }>): Promise<void> {
  const id = s.offers[step.offer]!;
  const body: Record<string, unknown> = {};
  if (step.name !== null) body.name = step.name;
  if (step.price !== null) body.sellingMode = { price: { amount: step.price, currency: 'PLN' } };
  if (step.stock !== null) body.stock = { available: step.stock };
  if (Object.keys(body).length === 0) return;
  if (step.stock !== null) s.otherStock.add(id);
  // The other party reaches the marketplace while the station does not.
  if (s.offline) s.market.control.clearFaults();
  let status: number | null = null;
  try {
    status = (await s.other.patch(`/sale/product-offers/${id}`, body)).status;
  } catch {
    // A lost answer: a fault meant for the station's next write hit this one.
  } finally {
    if (s.offline) s.market.control.setFaults({ rules: [s.offline] });
  }
  // 409 while the offer is busy with the station's edit (not made then); 500 or 504 from a fault as above.
  if (status !== null) expect([200, 202, 409, 500, 504]).toContain(status);
}

const faultRules: Record<Extract<Step, { t: 'fault' }>['kind'], Omit<FaultRule, 'share'>> = {
  drop: { kind: 'drop' },
  after: { kind: 'status', status: 504, afterCommit: true },
  before: { kind: 'status', status: 500 },
  truncate: { kind: 'truncate' },
};

async function run(s: Station, step: Step): Promise<void> {
  switch (step.t) {
    case 'edit':
      return edit(s, step);
    case 'batch': {
      const stored = s.core.actions.offers.changeMany(
        s.accountId,
        step.offers.map((i) => s.offers[i]!),
        step.change,
      );
      expect(stored.changeIds.length + stored.skipped.length).toBe(step.offers.length);
      return;
    }
    case 'sync':
      try {
        await s.core.sync.runOnce({ accountId: s.accountId, streams: ['offers'] });
      } catch (error) {
        // Only a marketplace that does not answer stops the sync.
        if (!s.offline) throw error;
      }
      return;
    case 'offline':
      s.offline =
        step.how === 'reset' ? { kind: 'reset', share: 1 } : { kind: 'status', status: 503, share: 1 };
      s.market.control.setFaults({ rules: [s.offline] });
      seen.outages++;
      return;
    case 'online':
      s.offline = null;
      s.market.control.clearFaults();
      s.core.outbox.online();
      return;
    case 'fault':
      if (s.offline) return;
      s.market.control.addFault({
        ...faultRules[step.kind],
        share: 1,
        count: 1,
        method: step.method,
        path: step.method === 'PATCH' ? '^/sale/product-offers/' : '-commands/',
      });
      return;
    case 'other':
      return other(s, step);
    case 'wait':
      return s.core.outbox.idle();
  }
}

/**
 * While changes wait, the local copy shows the seller's values, marked waiting, whatever the sync brought: for
 * each offer, the fields of its open changes (the later winning). Read in one go, so the worker cannot step between.
 */
function checkWaiting(s: Station): void {
  const open = s.core.outbox
    .list({ accountIds: [s.accountId], states: ['queued', 'sending', 'confirming'], limit: 100_000 })
    .reverse();
  for (const id of s.offers) {
    const wanted: OfferFields = {};
    for (const change of open) if (change.entityId === id) Object.assign(wanted, change.fields);
    const offer = localOffer(s, id);
    const shown = {
      name: offer.name,
      price: offer.price?.amount,
      stock: offer.stockAvailable,
      status: offer.status,
      waiting: [...offer.waiting].sort(),
    };
    const { description: _description, ...values } = wanted;
    expect({ id, ...shown }).toMatchObject({
      id,
      ...values,
      ...(wanted.price ? { price: wanted.price.amount } : {}),
      waiting: Object.keys(wanted).sort(),
    });
  }
}

/** The marketplace back: every change still on its way is let go and followed to its end. */
async function drain(s: Station): Promise<void> {
  s.offline = null;
  s.market.control.clearFaults();
  for (let round = 0; ; round++) {
    const open = s.core.outbox.list({
      accountIds: [s.accountId],
      states: ['queued', 'sending', 'confirming'],
      limit: 100_000,
    });
    if (open.length === 0) return;
    expect(round, `changes still open: ${JSON.stringify(open)}`).toBeLessThan(50);
    s.core.outbox.online();
    await Promise.all(open.map((change) => s.core.outbox.settled(change.id)));
  }
}

async function check(s: Station): Promise<void> {
  await drain(s);
  await s.core.sync.runOnce({ accountId: s.accountId, streams: ['offers'] });
  checkWaiting(s);

  // Every change is settled: sent, or failed with the marketplace's (or the rules') words.
  for (const change of s.core.outbox.list({ accountIds: [s.accountId], limit: 100_000 })) {
    seen[change.state === 'sent' ? 'sent' : 'refusedByMarket']++;
    expect(['sent', 'failed'], JSON.stringify(change)).toContain(change.state);
    if (change.state === 'failed') {
      expect(change.errors.length, JSON.stringify(change)).toBeGreaterThan(0);
      for (const error of change.errors) expect(error.userMessage, JSON.stringify(change)).toMatch(/\S/);
    }
  }

  // The local copy holds what the marketplace holds, field by field.
  for (const id of s.offers) {
    const offer = localOffer(s, id);
    const placed = s.market.control.offer({ id })!;
    expect({
      id,
      name: offer.name,
      price: offer.price && Number(offer.price.amount).toFixed(2),
      stock: offer.stockAvailable,
      status: offer.status,
    }).toEqual({ id, name: placed.name, price: placed.price, stock: placed.stock, status: placed.status });
  }

  // Each offer's stock is what its sent changes make, in the order they were made: a change applied twice (a
  // gain sent again), one applied though shown failed, or two overtaking each other would show.
  const rows = changesWithBatches(localDb(s.core));
  const expected = new Map(s.initialStock);
  for (const row of rows) {
    if (row.state !== 'sent') continue;
    const fields = JSON.parse(row.fields) as OfferFields;
    if (row.kind === 'offer.edit' && fields.stock !== undefined) expected.set(row.entity_id, fields.stock);
    if (row.kind === 'offer.stock') {
      const { modification } = JSON.parse(row.body!) as {
        modification: { changeType: string; value: number };
      };
      const before = expected.get(row.entity_id)!;
      expected.set(
        row.entity_id,
        modification.changeType === 'GAIN' ? before + modification.value : modification.value,
      );
    }
  }
  for (const id of s.offers) {
    if (s.otherStock.has(id)) continue;
    expect({ id, stock: s.market.control.offer({ id })!.stock }).toEqual({ id, stock: expected.get(id) });
  }
}

describe('the outbox under random edits, syncs, outages and refusals', () => {
  it(`ends with the local copy equal to the marketplace, every change sent or failed (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb(OFFERS), { minLength: 4, maxLength: STEPS }), async (steps) => {
        const s = await station();
        try {
          for (const step of steps) {
            await run(s, step);
            checkWaiting(s);
          }
          await check(s);
        } finally {
          await s.core.close();
          await s.market.close();
        }
      }),
      { numRuns: RUNS, seed },
    );
    // A sample may be too short to meet each of them; the whole count is long enough to.
    if (RUNS >= WHOLE) {
      for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
    }
  }, 1_800_000);
});
