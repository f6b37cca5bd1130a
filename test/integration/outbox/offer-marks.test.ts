import { describe, expect, it } from 'vitest';
import { signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';

const closing = closeAfterEach();

describe("the offers list and detail mark the outbox's changes", () => {
  it('names the waiting fields of each row and the refusal of an offer whose last change failed', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId } = await signedInCore(market);
    closing(core);
    await core.sync.runOnce();
    const list = () =>
      core.queries.offers.list({ accountId, status: ['ACTIVE'], sort: 'name', offset: 0, limit: 20 }).rows;
    const [first, second, third] = list();
    expect(list().every((row) => row.waiting.length === 0 && row.failedChange === null)).toBe(true);

    core.actions.offers.change(accountId, first!.id, { stock: (first!.stockAvailable ?? 0) + 1 });
    core.actions.offers.change(accountId, first!.id, { name: `${first!.name.slice(0, 60)} nowa` });
    const [refused] = core.actions.offers.change(accountId, second!.id, {
      description: { sections: [{ items: [{ type: 'IMAGE', url: 'https://example.invalid/none.jpg' }] }] },
    });
    const rows = new Map(list().map((row) => [row.id, row]));
    expect(rows.get(first!.id)!.waiting.sort()).toEqual(['name', 'stock']);
    expect(rows.get(second!.id)!.waiting).toEqual(['description']);
    expect(rows.get(third!.id)!.waiting).toEqual([]);
    expect(core.queries.offers.get(accountId, first!.id).waiting.sort()).toEqual(['name', 'stock']);
    // A search's page carries the same marks.
    const found = core.queries.offers.list({
      accountId,
      search: first!.id,
      sort: 'name',
      offset: 0,
      limit: 20,
    });
    expect(found.rows.find((r) => r.id === first!.id)?.waiting.sort()).toEqual(['name', 'stock']);

    core.start();
    const failed = await core.outbox.settled(refused!.id);
    expect(failed.state).toBe('failed');
    const row = list().find((r) => r.id === second!.id)!;
    expect(row.waiting).toEqual([]);
    expect(row.failedChange).toEqual({ id: refused!.id, errors: failed.errors });
    expect(row.failedChange!.errors[0]).toMatchObject({ path: 'description' });
    expect(core.queries.offers.get(accountId, second!.id).failedChange?.id).toBe(refused!.id);

    // A later change stands in the refused one's place.
    const [later] = core.actions.offers.change(accountId, second!.id, { stock: 5 });
    expect(core.queries.offers.get(accountId, second!.id)).toMatchObject({
      waiting: ['stock'],
      failedChange: null,
    });
    await core.outbox.settled(later!.id);
    expect(core.queries.offers.get(accountId, second!.id)).toMatchObject({ waiting: [], failedChange: null });
  });
});
