import { undiciRequest } from '../../market/undici-request';

/** The kinds of picture kept: what every browser draws and none runs (an SVG may carry scripts and links). */
export const thumbnailTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ThumbnailType = (typeof thumbnailTypes)[number];

/**
 * The largest image kept. A thumbnail of the marketplace's image service is some kilobytes; a file a hundred times
 * that is a photo at full size, which kept for every offer would fill the disk and slow every list over the bridge.
 */
export const thumbnailMaxBytes = 1024 * 1024;

export type FetchedThumbnail =
  { ok: true; bytes: Uint8Array; type: ThumbnailType } | { ok: false; status: number | null; reason: string };

/** What a file's first bytes say it is, of the kinds kept; null for anything else. */
export function sniffThumbnail(bytes: Uint8Array): ThumbnailType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const loopback = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The addresses to try for an offer's image, smallest first. Allegro's image service (`*.allegroimg.com`) serves
 * every image in sizes named in the path (`/s180/` in place of `/original/`, as its listings do), though the API
 * names only the original; the original is tried when the small one is not there. Only https, or plain http to
 * this computer (the Demo marketplace), as for a Custom environment's addresses: none for anything else.
 */
export function thumbnailAddresses(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback.has(parsed.hostname)))
    return [];
  if (/(^|\.)allegroimg\.com$/i.test(parsed.hostname) && parsed.pathname.startsWith('/original/')) {
    const small = new URL(parsed);
    small.pathname = `/s180/${parsed.pathname.slice('/original/'.length)}`;
    return [small.href, parsed.href];
  }
  return [parsed.href];
}

/**
 * One image downloaded, checked before it is kept: an answer 200 of a kept kind whose bytes are that kind, at most
 * `maxBytes` (refused from its Content-Length, or as soon as more arrives, without reading the rest). Sent with no
 * credentials: the images are public, and the marketplace's token is for its API alone.
 */
export async function fetchThumbnail(
  url: string,
  options: { signal: AbortSignal; timeoutMs: number; maxBytes: number },
): Promise<FetchedThumbnail> {
  const addresses = thumbnailAddresses(url);
  if (addresses.length === 0) return { ok: false, status: null, reason: 'not an https address' };
  let answer: FetchedThumbnail = { ok: false, status: null, reason: 'not tried' };
  for (const address of addresses) {
    answer = await fetchOne(address, options);
    if (answer.ok || answer.status !== 404) return answer;
  }
  return answer;
}

async function fetchOne(
  url: string,
  options: { signal: AbortSignal; timeoutMs: number; maxBytes: number },
): Promise<FetchedThumbnail> {
  const request = await undiciRequest();
  const response = await request(url, {
    method: 'GET',
    headers: { accept: thumbnailTypes.join(', ') },
    signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
  });
  // The rest of a refused answer is never read: its body is destroyed, which undici reports as an error of the body.
  response.body.on('error', () => undefined);
  const refuse = (reason: string): FetchedThumbnail => {
    response.body.destroy();
    return { ok: false, status: response.statusCode, reason };
  };
  if (response.statusCode !== 200) return refuse(`answered ${response.statusCode}`);
  const declared = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (!(thumbnailTypes as readonly string[]).includes(declared))
    return refuse(`not a picture kept (${declared || 'no type'})`);
  const length = Number(response.headers['content-length']);
  if (Number.isFinite(length) && length > options.maxBytes) return refuse(`${length} bytes, over the limit`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > options.maxBytes) return refuse(`over ${options.maxBytes} bytes`);
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const type = sniffThumbnail(bytes);
  if (type !== declared) return { ok: false, status: 200, reason: `said ${declared}, is not` };
  return { ok: true, bytes, type };
}
