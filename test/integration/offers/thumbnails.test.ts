import { mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb, shiftedClock } from '../../helpers/core';
import { stationsClosedAfterEach, type Station } from '../../helpers/station';
import { tempDir } from '../../helpers/temp-dir';

const openStation = stationsClosedAfterEach();

const modeOf = (path: string) => statSync(path).mode & 0o777;

interface Row {
  url: string;
  file: string | null;
  tries: number;
  failure: string | null;
}

const rowOf = (station: Station, url: string) =>
  localDb(station.core)
    .prepare('SELECT url, file, tries, failure FROM offer_thumbnails WHERE url = ?')
    .get(url) as Row | undefined;

const imageOf = (station: Station, offerId: string) =>
  (
    localDb(station.core)
      .prepare('SELECT image_url FROM offers WHERE account_id = ? AND id = ?')
      .get(station.accountId, offerId) as { image_url: string | null }
  ).image_url;

/** The offer's image changed on the marketplace, and the offers synced. */
async function changeImage(station: Station, offerId: string, url: string): Promise<void> {
  const patched = await station.api.patch(`/sale/product-offers/${offerId}`, { images: [url] });
  expect(patched.status).toBe(200);
  await station.core.sync.runOnce({ accountId: station.accountId, streams: ['offers'] });
  expect(imageOf(station, offerId)).toBe(url);
}

/** Offers whose changes the marketplace's journal tells (it covers active offers only). */
const activeOffers = (station: Station) =>
  station.market.control.offers({ sellerId: '43218765' }).filter((o) => o.status === 'ACTIVE');

const demoImageRequests = (station: Station) =>
  station.market.control.requestLog({ path: '^/demo-images/' }).map((r) => r.path);

/** An image host beside the marketplace (the real one's images are on a host of their own). */
let host: Server | null = null;
const hits = new Map<string, number>();
async function imageHost(): Promise<string> {
  host = createServer((req, res) => {
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    const jpeg = Buffer.alloc(3 * 1024 * 1024, 7);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    if (req.url === '/large.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
    } else if (req.url === '/streamed.jpg') {
      // No length announced: the limit has to stop the download as it comes.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(jpeg.subarray(0, 1024 * 1024));
      res.end(jpeg.subarray(1024 * 1024));
    } else if (req.url === '/page.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end('<html><body>Not a picture</body></html>');
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    }
  });
  await new Promise<void>((resolve) => host!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
}

afterEach(async () => {
  hits.clear();
  await new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve()));
  host = null;
});

describe('offer thumbnails', () => {
  it('keeps every offer’s primary image after a sync, once per address, private, shown from the file', async () => {
    const station = await openStation({ streams: ['offers'] });
    await station.core.thumbnails.settled();
    const offers = localDb(station.core)
      .prepare('SELECT id, image_url FROM offers WHERE account_id = ? AND image_url IS NOT NULL')
      .all(station.accountId) as { id: string; image_url: string }[];
    const urls = [...new Set(offers.map((o) => o.image_url))];
    expect(offers.length).toBeGreaterThan(urls.length);
    const requested = demoImageRequests(station);
    expect([...requested].sort()).toEqual(urls.map((url) => new URL(url).pathname).sort());

    const folder = join(station.core.info().dataDir, 'thumbnails');
    expect(modeOf(folder)).toBe(0o700);
    expect(readdirSync(folder)).toHaveLength(urls.length);
    for (const name of readdirSync(folder)) {
      expect(modeOf(join(folder, name))).toBe(0o600);
      expect(readFileSync(join(folder, name)).subarray(1, 4).toString()).toBe('PNG');
    }
    const shown = station.core.thumbnails.ofOffers(
      station.accountId,
      offers.map((o) => o.id),
    );
    expect(shown.map((t) => t.offerId).sort()).toEqual(offers.map((o) => o.id).sort());
    for (const thumbnail of shown) expect(thumbnail.src).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('removes the part of a file a crash cut off, and leaves a part another process may be writing', async () => {
    const dataDir = tempDir('sd-thumbnails-');
    const parts = join(dataDir, 'thumbnails');
    mkdirSync(parts, { recursive: true });
    writeFileSync(join(parts, 'cut.1-a.part'), 'half');
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(parts, 'cut.1-a.part'), hoursAgo, hoursAgo);
    writeFileSync(join(parts, 'writing.2-b.part'), 'half');
    const station = await openStation({ streams: ['offers'], core: { dataDir } });
    await station.core.thumbnails.settled();
    const names = readdirSync(parts);
    expect(names).not.toContain('cut.1-a.part');
    expect(names).toContain('writing.2-b.part');
  });

  it('downloads nothing for an account signed out, whose copy stays', async () => {
    const station = await openStation({ streams: ['offers'] });
    await station.core.accounts.signOut(station.accountId);
    await station.core.thumbnails.settled();
    expect(demoImageRequests(station)).toEqual([]);
    expect(imageOf(station, activeOffers(station)[0]!.id)).toMatch(/\/demo-images\//);
  });

  it('downloads a changed image again and removes the file of the one no offer shows any more', async () => {
    const station = await openStation({ streams: ['offers'] });
    await station.core.thumbnails.settled();
    const offerId = activeOffers(station)[0]!.id;
    const first = `${station.market.url}/demo-images/only-here-1.png`;
    await changeImage(station, offerId, first);
    await station.core.thumbnails.settled();
    const firstFile = rowOf(station, first)!.file!;
    const dataDir = station.core.info().dataDir;
    expect(statSync(join(dataDir, firstFile)).isFile()).toBe(true);
    const before = station.core.thumbnails.ofOffers(station.accountId, [offerId])[0]!.src;

    const second = `${station.market.url}/demo-images/only-here-2.png`;
    await changeImage(station, offerId, second);
    await station.core.thumbnails.settled();
    const secondFile = rowOf(station, second)!.file!;
    expect(secondFile).not.toBe(firstFile);
    expect(statSync(join(dataDir, secondFile)).isFile()).toBe(true);
    expect(statSync(join(dataDir, firstFile), { throwIfNoEntry: false })).toBeUndefined();
    expect(rowOf(station, first)).toBeUndefined();
    const after = station.core.thumbnails.ofOffers(station.accountId, [offerId])[0]!.src;
    expect(after).not.toBe(before);
  });

  it('refuses an image over the limit or not a picture, survives a 404, and tries each again only later', async () => {
    const clock = shiftedClock();
    const station = await openStation({ streams: ['offers'], core: { clock } });
    await station.core.thumbnails.settled();
    const elsewhere = await imageHost();
    const offers = activeOffers(station).slice(0, 5);
    const refused = [
      `${elsewhere}/large.jpg`,
      `${elsewhere}/streamed.jpg`,
      `${elsewhere}/page.png`,
      `${station.market.url}/demo-images/drawn.svg`,
      `${station.market.url}/demo-images/gone-1.png`,
    ];
    station.market.control.addFault({ kind: 'status', status: 404, share: 1, path: '^/demo-images/gone-1' });
    for (const [i, url] of refused.entries()) {
      const patched = await station.api.patch(`/sale/product-offers/${offers[i]!.id}`, { images: [url] });
      expect(patched.status).toBe(200);
    }
    await station.core.sync.runOnce({ accountId: station.accountId, streams: ['offers'] });
    expect(station.core.sync.accountStatus(station.accountId).streams.offers.lastError).toBeNull();
    await station.core.thumbnails.settled();

    const why = [/over the limit/, /over 1048576 bytes/, /said image\/png, is not/, /image\/svg\+xml/, /404/];
    for (const [i, url] of refused.entries()) {
      const row = rowOf(station, url)!;
      expect(row).toMatchObject({ file: null, tries: 1 });
      expect(row.failure).toMatch(why[i]!);
    }
    expect(
      station.core.thumbnails.ofOffers(
        station.accountId,
        offers.map((o) => o.id),
      ),
    ).toEqual([]);
    expect(
      readdirSync(join(station.core.info().dataDir, 'thumbnails')).some((n) => n.endsWith('.part')),
    ).toBe(false);

    // Another pass soon after asks for none of them again; one after their pause asks for each once more.
    const seen = { ...Object.fromEntries(hits) };
    station.core.thumbnails.schedule();
    await station.core.thumbnails.settled();
    expect(Object.fromEntries(hits)).toEqual(seen);
    clock.shift(11 * 60_000);
    station.core.thumbnails.schedule();
    await station.core.thumbnails.settled();
    for (const path of ['/large.jpg', '/streamed.jpg', '/page.png']) expect(hits.get(path)).toBe(2);
    for (const url of refused) expect(rowOf(station, url)!.tries).toBe(2);
  });
});
