import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The control interface over HTTP, for tests and benchmarks that run the server in another process:
 * `POST /__control/<method>` with a JSON object body calls `control.<method>(body)` and answers its result
 * as JSON; `GET /__control/` lists the methods.
 */
export function createControlHttp(control: Record<string, unknown>) {
  const methods = Object.keys(control)
    .filter((k) => typeof control[k] === 'function')
    .sort();
  return async (req: IncomingMessage, res: ServerResponse, path: string, body: Buffer): Promise<void> => {
    const send = (status: number, value: unknown) => {
      const payload = Buffer.from(JSON.stringify(value ?? null));
      res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': payload.length });
      res.end(payload);
    };
    const name = path.replace(/^\/+/, '');
    if (name === '') return send(200, { methods });
    if (req.method !== 'POST') return send(405, { error: 'use POST' });
    if (!methods.includes(name)) return send(404, { error: `unknown control method ${name}`, methods });
    let args: unknown;
    try {
      args = body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
    } catch {
      return send(400, { error: 'the body must be JSON' });
    }
    try {
      const fn = control[name] as (args: unknown) => unknown;
      send(200, { result: (await fn(args)) ?? null });
    } catch (error) {
      send(400, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}
