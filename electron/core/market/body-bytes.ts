/**
 * An answer's body as one buffer of its own, the buffers it arrived in given back at once.
 *
 * Each read from the socket is a buffer of its own (64 KB at most), which V8 frees only at its next collection of
 * the thread's young objects. A thread that mostly waits on the network, as the sync's does while it reads pages
 * for its writer, allocates so few objects that those collections are seconds apart: on a 100 000-offer load the
 * reads it had finished with came to 15 to 25 MB at any moment, about a tenth of the process. Once copied, the
 * reads are detached (`transfer(0)`), which frees their memory there and then. The body's buffers must be its own:
 * an answer's, as undici hands over views of the socket's reads.
 */
export async function bodyBytes(body: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    length += chunk.byteLength;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  // Only after every copy: two pieces of the body may lie in one read.
  for (const chunk of chunks) release(chunk);
  return bytes;
}

/**
 * Frees a read's memory now. Node cuts its small buffers out of shared pools of `Buffer.poolSize` bytes, so a
 * buffer that size or smaller may hold others' bytes and is left to the collector, as is one that cannot be
 * detached (which throws).
 */
function release(chunk: Uint8Array): void {
  const { buffer } = chunk;
  if (!(buffer instanceof ArrayBuffer) || buffer.detached || buffer.byteLength <= Buffer.poolSize) return;
  try {
    buffer.transfer(0);
  } catch {
    // Not detachable: the collector frees it.
  }
}
