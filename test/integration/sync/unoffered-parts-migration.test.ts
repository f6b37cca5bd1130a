import { describe, expect, it } from 'vitest';
import { createUnofferedPartsRepo } from '../../../electron/core/sync/unoffered-parts-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const DAY = 86_400_000;
const found = {
  stream: 'buyers' as const,
  method: 'GET',
  path: '/sale/disputes',
  status: 404,
  traceId: 't-1',
};

describe('migration 070: the parts a marketplace does not serve', () => {
  it('starts with none, keeps the first time a part was refused, and forgets a part served again', () => {
    const db = upgradedTo(70, (old) => insertAccount(old));
    const repo = createUnofferedPartsRepo(db);
    expect(repo.list('demo:1')).toEqual([]);
    repo.mark('demo:1', 'disputes', found, 1000);
    expect(repo.skipped('demo:1', 'disputes', 1000 + DAY - 1)).toBe(true);
    expect(repo.skipped('demo:1', 'disputes', 1000 + DAY)).toBe(false);
    repo.mark('demo:1', 'disputes', { ...found, status: 410, traceId: undefined }, 1000 + DAY);
    expect(repo.list('demo:1')).toEqual([
      {
        part: 'disputes',
        stream: 'buyers',
        request: { method: 'GET', path: '/sale/disputes', status: 410 },
        since: new Date(1000).toISOString(),
        retryAt: new Date(1000 + 2 * DAY).toISOString(),
      },
    ]);
    expect(repo.clear('demo:1', 'disputes')).toBe(true);
    expect(repo.clear('demo:1', 'disputes')).toBe(false);
    expect(repo.list('demo:1')).toEqual([]);
  });

  it('goes with its account', () => {
    const db = upgradedTo(70, (old) => insertAccount(old));
    createUnofferedPartsRepo(db).mark('demo:1', 'disputes', found, 1000);
    db.prepare('DELETE FROM accounts').run();
    expect(db.prepare('SELECT COUNT(*) AS n FROM unoffered_parts').get()).toEqual({ n: 0 });
  });
});
