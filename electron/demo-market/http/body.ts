import type { IncomingMessage } from 'node:http';
import { fail } from './errors';

const MAX_BODY = 20 * 1024 * 1024;

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(fail(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw fail(400, {
      code: 'JSON_PARSE_ERROR',
      message: 'Malformed JSON request body',
      userMessage: { pl: 'Niepoprawny format danych (JSON).', en: 'The request body is not valid JSON.' },
    });
  }
}
