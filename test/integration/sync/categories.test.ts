import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { AppError } from '../../../electron/core/kernel/errors';
import type { DemoMarket } from '../../../electron/demo-market';
import type { CategoryParameter } from '../../../shared/categories';
import { missingParameters } from '../../../shared/category-parameters';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';
import { bridgeCaller } from '../../helpers/bridge';
import { localDb, shiftedClock, signedInCore } from '../../helpers/core';

const HOUR = 3_600_000;
const wait = { timeout: 20_000, interval: 50 };
const fast = { ordersPollMs: 300, offersPollMs: 300, ratingsPollMs: 300, probeMinMs: 100, probeMaxMs: 400 };

let market: DemoMarket;
beforeAll(async () => {
  market = await startTestMarket();
});
afterAll(() => market.close());

let core: Core | null = null;
afterEach(async () => {
  market.control.clearFaults();
  await core?.close();
  core = null;
});

/** Requests the marketplace saw for one category resource (`/parameters` or the category itself). */
const reads = (source: 'category' | 'parameters', id?: string) =>
  market.control
    .requestLog({ path: '^/sale/categories/' })
    .filter((e) => e.path.endsWith('/parameters') === (source === 'parameters'))
    .filter((e) => id === undefined || e.path.split('/')[3] === encodeURIComponent(id));

const offerCategories = (accountId: string): string[] =>
  localDb(core!)
    .prepare<[string], { id: string }>(
      'SELECT DISTINCT category_id AS id FROM offers WHERE account_id = ? ORDER BY id',
    )
    .all(accountId)
    .map((r) => r.id);

const storedKinds = (accountId: string, prefix: string): string[] =>
  localDb(core!)
    .prepare<[string, string], { kind: string }>(
      "SELECT kind FROM reference_data WHERE account_id = ? AND kind LIKE ? || '%' ORDER BY kind",
    )
    .all(accountId, prefix)
    .map((r) => r.kind.slice(prefix.length))
    .sort();

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('categories in the sync', () => {
  it('a first sync --once reads the categories of the offers once each, with their parameters, again a day later', async () => {
    const clock = shiftedClock();
    const signed = await signedInCore(market, { clock });
    core = signed.core;
    const { accountId } = signed;
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId });
    const categories = offerCategories(accountId);
    expect(categories.length).toBeGreaterThan(3);
    for (const id of categories) {
      expect(reads('category', id)).toHaveLength(1);
      expect(reads('parameters', id)).toHaveLength(1);
    }
    expect(reads('category').length + reads('parameters').length).toBe(2 * categories.length);
    expect(storedKinds(accountId, 'category:')).toEqual([...categories].sort());
    expect(storedKinds(accountId, 'category-parameters:')).toEqual([...categories].sort());

    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(market.control.requestLog({ path: '^/me$' })).toHaveLength(1);
    expect(reads('category').length + reads('parameters').length).toBe(0);

    clock.shift(25 * HOUR);
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(reads('parameters').length).toBe(categories.length);
    expect(reads('category').length).toBe(categories.length);
  });

  it('a running sync has them soon after the offers are first listed, not at the profile’s next hour', async () => {
    const signed = await signedInCore(market);
    core = signed.core;
    const { accountId } = signed;
    core.start();
    await vi.waitFor(() => {
      expect(core!.sync.status().accounts[0]?.firstSyncDone).toBe(true);
      const categories = offerCategories(accountId);
      expect(categories.length).toBeGreaterThan(3);
      expect(storedKinds(accountId, 'category-parameters:')).toEqual([...categories].sort());
    }, wait);
  });
});

describe('the category service', () => {
  it('answers a category and its parameters as the marketplace describes them, then from the local copy', async () => {
    const signed = await signedInCore(market);
    core = signed.core;
    const { accountId } = signed;
    const api = apiClient(market.url, (await signIn(market.url)).access_token);
    const id = '19307';
    const raw = await api.json<{ parameters: { id: string; type: string; required: boolean }[] }>(
      `/sale/categories/${id}/parameters`,
    );
    const rawCategory = await api.json<{ name: string; parent: { id: string } }>(`/sale/categories/${id}`);
    market.control.clearRequestLog();

    const parameters = await core.categories.parameters(accountId, id);
    expect(parameters.map((p) => [p.id, p.type, p.required])).toEqual(
      raw.parameters.map((p) => [p.id, p.type, p.required]),
    );
    const size = parameters.find((p) => p.name === 'Rozmiar') as Extract<
      CategoryParameter,
      { type: 'dictionary' }
    >;
    expect(size.dictionary.map((d) => d.value)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(await core.categories.category(accountId, id)).toEqual({
      id,
      name: rawCategory.name,
      leaf: true,
      parentId: rawCategory.parent.id,
    });
    expect(reads('parameters')).toHaveLength(1);
    expect(reads('category')).toHaveLength(1);

    // Asked again (the editor opens the offer twice): the local copy answers, nothing is sent.
    expect(await core.categories.parameters(accountId, id)).toEqual(parameters);
    await Promise.all([core.categories.category(accountId, id), core.categories.parameters(accountId, id)]);
    expect(reads('parameters').length + reads('category').length).toBe(2);

    // What the editor does with them: a new offer without its required parameters is stopped locally.
    const missing = missingParameters(
      parameters,
      [{ id: '3786', valuesIds: [size.dictionary[1]!.id] }],
      'pl',
    );
    expect(missing.map((e) => e.path)).toEqual(['parameters[11323]']);
  });

  it('one read answers several callers asking at once', async () => {
    const signed = await signedInCore(market);
    core = signed.core;
    market.control.clearRequestLog();
    const answers = await Promise.all(
      [1, 2, 3].map(() => core!.categories.parameters(signed.accountId, '66773')),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(reads('parameters', '66773')).toHaveLength(1);
  });

  it('a category the marketplace does not have is NOT_FOUND, in the seller’s language', async () => {
    const signed = await signedInCore(market);
    core = signed.core;
    const error = await errorOf(core.categories.parameters(signed.accountId, '999999999'));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.userMessage).toBe('Na platformie nie ma kategorii 999999999.');
  });

  it('a day-old copy is read again, and still answers while the marketplace cannot be reached', async () => {
    const clock = shiftedClock();
    const signed = await signedInCore(market, { clock });
    core = signed.core;
    const { accountId } = signed;
    const first = await core.categories.parameters(accountId, '78639');
    market.control.clearRequestLog();

    clock.shift(25 * HOUR);
    expect(await core.categories.parameters(accountId, '78639')).toEqual(first);
    expect(reads('parameters', '78639')).toHaveLength(1);

    clock.shift(25 * HOUR);
    market.control.setFaults({ rules: [{ kind: 'reset', share: 1, path: '^/sale/categories/' }] });
    expect(await core.categories.parameters(accountId, '78639')).toEqual(first);

    const error = await errorOf(core.categories.parameters(accountId, '4094'));
    expect(error.code).toBe('OFFLINE');
    expect(error.userMessage).toContain('Kategorii 4094 i jej parametrów nie ma jeszcze w lokalnej kopii');
    core.settings.update({ language: 'en' });
    expect((await errorOf(core.categories.category(accountId, '4094'))).userMessage).toContain(
      'Category 4094 and its parameters are not in the local copy yet',
    );
  }, 30_000);

  it('while the sync finds the marketplace unreachable, the local copy answers at once, even a day old', async () => {
    const signed = await signedInCore(market, { syncOptions: fast });
    core = signed.core;
    const { accountId } = signed;
    core.start();
    const id = await vi.waitFor(() => {
      const categories = offerCategories(accountId);
      expect(categories.length).toBeGreaterThan(3);
      expect(storedKinds(accountId, 'category-parameters:')).toEqual([...categories].sort());
      return categories[0]!;
    }, wait);
    const stored = await core.categories.parameters(accountId, id);

    market.control.setFaults({ rules: [{ kind: 'reset', share: 1 }] });
    await vi.waitFor(() => expect(core!.sync.connection(accountId)).toBe('offline'), wait);
    localDb(core)
      .prepare('UPDATE reference_data SET fetched_at = fetched_at - ? WHERE account_id = ?')
      .run(25 * HOUR, accountId);
    market.control.clearRequestLog();

    expect(await core.categories.parameters(accountId, id)).toEqual(stored);
    // The bridge's channel, for the active account.
    expect(await bridgeCaller(core)('offers:categoryParameters', { categoryId: id })).toEqual(stored);
    const error = await errorOf(core.categories.parameters(accountId, '999999999'));
    expect(error.code).toBe('OFFLINE');
    expect(reads('parameters')).toEqual([]);
    expect(reads('category')).toEqual([]);
  }, 40_000);
});
