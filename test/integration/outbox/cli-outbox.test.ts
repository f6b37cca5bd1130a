import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import type { Change } from '../../../shared/outbox';
import { runCli } from '../../helpers/cli';
import { startTestMarket } from '../../helpers/demo-market';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

/** Each command starts a Node process that loads the whole core: a busy 2-core machine needs the room. */
const slow = { timeout: 180_000 };

describe('offer set, rating answer, outbox and sync --once on the command line', slow, () => {
  let market: DemoMarket | null = null;
  let dataDir: string;
  let stateDir: string;
  let port: number;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);
  const live = () => market!;
  /** Live buy-now offers with stock, as the marketplace holds them; each test takes its own. */
  const offers = () =>
    live()
      .control.offers({ sellerId: MAIN_SELLER_ID })
      .filter((o) => o.status === 'ACTIVE' && o.stock > 0);
  const held = (id: string) => live().control.offer({ id })!;
  const queuedIds = (stdout: string): number[] =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('Queued change '))
      .map((line) => Number(/^Queued change (\d+)$/.exec(line)![1]));

  beforeAll(async () => {
    stateDir = tempDir('sd-cli-outbox-market-');
    // The marketplace's clock runs: its publication commands finish in the background.
    market = await startTestMarket({ frozenClock: false, stateDir });
    port = market.port;
    dataDir = tempDir('sd-cli-outbox-');
    expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);
    // Nothing waited in the outbox: the sync says nothing of it.
    expect(synced.stdout).not.toContain('Outbox:');
  }, 180_000);
  afterAll(async () => {
    await market?.close();
  });

  it('changes price and stock: prints the change, then Sent, and the marketplace holds them', async () => {
    const offer = offers()[0]!;
    const price = (Number(offer.price) + 2.5).toFixed(2);
    const result = await cli('offer', 'set', offer.id, '--price', price.replace('.', ','), '--stock', '7');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const [id] = queuedIds(result.stdout);
    expect(result.stdout.split('\n')).toEqual([`Queued change ${id}`, 'Sent']);
    expect({ price: held(offer.id).price, stock: held(offer.id).stock }).toEqual({ price, stock: 7 });
    // A sent change is no longer listed.
    const listed = await cli('outbox', '--json');
    expect((JSON.parse(listed.stdout) as Change[]).map((c) => c.id)).not.toContain(id);
  });

  it('ends an offer, and a refused activation prints the marketplace reason with exit 1', async () => {
    const offer = offers()[1]!;
    const ended = await cli('offer', 'set', offer.id, '--end', '--stock', '0');
    expect(ended.stderr).toBe('');
    expect(ended.code).toBe(0);
    // The stock goes as an edit, the publication as its own command: one line each, then Sent.
    const ids = queuedIds(ended.stdout);
    expect(ids).toHaveLength(2);
    expect(ended.stdout.split('\n')).toEqual([...ids.map((id) => `Queued change ${id}`), 'Sent']);
    expect(held(offer.id)).toMatchObject({ status: 'ENDED', stock: 0 });

    const refused = await cli('offer', 'set', offer.id, '--activate');
    expect(refused.code).toBe(1);
    const [id] = queuedIds(refused.stdout);
    expect(refused.stdout).toBe(`Queued change ${id}`);
    expect(refused.stderr).toMatch(/stock/i);
    expect(held(offer.id).status).toBe('ENDED');

    const table = await cli('outbox');
    expect(table.code).toBe(0);
    const lines = table.stdout.split('\n');
    // The account whose changes these are, then the table.
    expect(lines[0]).toMatch(/^Account custom:\d+ \(.+, .+\)$/);
    expect(lines[1]).toMatch(/^CHANGE\s+STATE\s+KIND\s+ENTITY\s+SETS\s+MESSAGE$/);
    const row = lines.find((line) => line.startsWith(`${id} `))!;
    expect(row).toMatch(/\bfailed\s+offer\.publication\s+/);
    expect(row).toContain('activate');
    expect(row).toMatch(/stock/i);
  });

  it('answers a rating: Queued, then Sent, and the marketplace holds the answer', async () => {
    const rating = live()
      .control.ratings({ sellerId: MAIN_SELLER_ID })
      .find((r) => r.answer === null)!;
    const result = await cli('rating', 'answer', rating.id, 'Dziękujemy, zapraszamy ponownie!');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const [id] = queuedIds(result.stdout);
    expect(result.stdout.split('\n')).toEqual([`Queued change ${id}`, 'Sent']);
    expect(
      live()
        .control.ratings({ sellerId: MAIN_SELLER_ID })
        .find((r) => r.id === rating.id)!.answer,
    ).toBe('Dziękujemy, zapraszamy ponownie!');
  });

  it('refuses a removal request past its time with the reason (exit 1), storing nothing', async () => {
    // The station's clock is today's, the generated shop's ratings months old: every removal window closed.
    const rating = live().control.ratings({ sellerId: MAIN_SELLER_ID })[0]!;
    const result = await cli('rating', 'request-removal', rating.id, 'Ocena nie dotyczy zamówienia');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^seller-desk: Nie można już wnioskować o usunięcie tej oceny \(termin minął .+ UTC\)\.$/,
    );
    const listed = JSON.parse((await cli('outbox', '--json')).stdout) as Change[];
    expect(listed.filter((c) => c.entityId === rating.id)).toEqual([]);
  });

  it('--no-wait only queues; outbox --json lists the change; sync --once sends it', async () => {
    const offer = offers()[2]!;
    const queued = await cli('offer', 'set', offer.id, '--stock', '11', '--no-wait');
    expect(queued.code).toBe(0);
    const [id] = queuedIds(queued.stdout);
    expect(queued.stdout).toBe(`Queued change ${id}`);
    const listed = JSON.parse((await cli('outbox', '--json')).stdout) as Change[];
    expect(listed.find((c) => c.id === id)).toMatchObject({
      state: 'queued',
      kind: 'offer.edit',
      entityId: offer.id,
      fields: { stock: 11 },
    });
    expect(held(offer.id).stock).toBe(offer.stock);

    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);
    expect(synced.stdout).toContain('Outbox: 1 sent, 0 failed, 0 waiting');
    expect(held(offer.id).stock).toBe(11);
  });

  it('with the marketplace stopped the change waits (exit 0); sync --once sends it once it is back', async () => {
    const offer = offers()[3]!;
    await live().close();
    market = null;

    const waiting = await cli('offer', 'set', offer.id, '--stock', '13');
    expect(waiting.code, waiting.stderr).toBe(0);
    const [id] = queuedIds(waiting.stdout);
    expect(waiting.stdout.split('\n')).toEqual([
      `Queued change ${id}`,
      'Waiting: the marketplace cannot be reached now. The change is kept and sent when the app or ' +
        '"seller-desk sync --once" runs.',
    ]);
    const listed = JSON.parse((await cli('outbox', '--json')).stdout) as Change[];
    expect(['queued', 'sending']).toContain(listed.find((c) => c.id === id)!.state);
    // Tried and found the marketplace unreachable, or not tried yet: the table says waiting, as the app does.
    expect(listed.find((c) => c.id === id)!.status).toBe('waiting');
    const row = (await cli('outbox')).stdout.split('\n').find((line) => line.startsWith(`${id} `));
    expect(row).toMatch(/^\d+\s+waiting\s+offer\.edit\s+/);

    market = await startTestMarket({ frozenClock: false, stateDir, port });
    expect(held(offer.id).stock).toBe(offer.stock);
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);
    expect(synced.stdout).toContain('Outbox: 1 sent, 0 failed, 0 waiting');
    expect(held(offer.id).stock).toBe(13);
    expect((await cli('outbox')).stdout).not.toMatch(new RegExp(`^${id} `, 'm'));
  });

  it.each([
    [['offer', 'set'], 'give exactly one OFFER_ID'],
    [['offer', 'set', '1', '--activate', '--end'], 'give --activate or --end, not both'],
    [['offer', 'set', '1', '--price', '12.345'], '--price needs an amount'],
    [['offer', 'set', '1', '--stock=-2'], '--stock needs a whole number'],
    [['offer', 'set', '1'], 'give at least one of'],
    [['offer', 'move', '1', '--stock', '2'], 'only "offer set OFFER_ID ..." is available'],
    [['rating', 'delete', 'r1'], 'give "rating answer RATING_ID TEXT" or "rating request-removal'],
    [['offer', 'set', '1', '--colour', 'red'], "Unknown option '--colour'"],
    [['rating', 'answer', 'r1'], 'give a RATING_ID and the TEXT'],
    [['outbox', 'all'], 'outbox takes no arguments'],
  ])('exits 2 on %j with a clear message and the usage', async (args, message) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Usage: seller-desk');
  });

  it('--help describes offer set, rating answer and outbox', async () => {
    const offer = await cli('offer', '--help');
    expect(offer.code).toBe(0);
    expect(offer.stdout).toContain('offer set OFFER_ID [--price AMOUNT] [--stock N]');
    expect(offer.stdout).toContain('Queued change CHANGE_ID');
    expect((await cli('rating', '--help')).stdout).toContain('rating answer RATING_ID TEXT');
    expect((await cli('outbox', '--help')).stdout).toContain('outbox [--account ID] [--json]');
    expect((await cli('--help')).stdout).toMatch(/^ {2}outbox\s+List the changes/m);
  });
});
