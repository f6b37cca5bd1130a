import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyBytes } from '../../../../electron/core/market/body-bytes';

async function* pieces(...chunks: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield await Promise.resolve(chunk);
}

/** A body of `length` bytes that tells each position apart from its neighbours. */
const patterned = (length: number): Buffer =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 7 + 3) % 251));

describe('bodyBytes', () => {
  let server: Server | null = null;
  afterEach(async () => {
    // undici keeps its connection for the next request: closed here, or the server would wait for it.
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  });

  it('reads a body sent in many writes over a socket whole, and frees every read it copied', async () => {
    const body = patterned(1_500_000);
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-length': String(body.length) });
      for (let at = 0; at < body.length; at += 50_000) response.write(body.subarray(at, at + 50_000));
      response.end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await request(`http://127.0.0.1:${port}/`);
    // Reads larger than Node's pool of small buffers: each in a buffer of its own.
    const ownReads: Uint8Array[] = [];
    async function* watched(): AsyncGenerator<Uint8Array> {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        if (chunk.buffer.byteLength > Buffer.poolSize) ownReads.push(chunk);
        yield chunk;
      }
    }

    const bytes = await bodyBytes(watched());

    expect(Buffer.from(bytes).equals(body)).toBe(true);
    expect(ownReads.length).toBeGreaterThan(1);
    expect(ownReads.filter((chunk) => chunk.byteLength > 0)).toEqual([]);
  });

  it('copies pieces of the body that lie in one buffer before freeing it', async () => {
    const shared = patterned(20_000);
    const bytes = await bodyBytes(pieces(shared.subarray(0, 12_000), shared.subarray(12_000)));
    expect(Buffer.from(bytes).equals(patterned(20_000))).toBe(true);
    expect(shared.byteLength).toBe(0);
  });

  it("leaves a buffer that others share alone (Node's pool of small buffers)", async () => {
    const pooled = Buffer.from('{"offers":[]}');
    const neighbour = Buffer.from('another buffer in the same pool');
    expect(pooled.buffer).toBe(neighbour.buffer);

    const bytes = await bodyBytes(pieces(pooled));

    expect(Buffer.from(bytes).toString()).toBe('{"offers":[]}');
    expect(neighbour.toString()).toBe('another buffer in the same pool');
  });

  it('answers an empty body as no bytes', async () => {
    expect((await bodyBytes(pieces())).byteLength).toBe(0);
  });
});
