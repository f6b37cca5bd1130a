import { request } from 'node:http';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startLoopbackListener } from '../../../electron/core/auth/loopback-listener';

function get(host: string, port: number, path: string, method = 'GET') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host, port, path, method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const refused = (host: string, port: number) =>
  get(host, port, '/callback').then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
  );

describe('OAuth loopback listener', () => {
  it('binds loopback only and redirects to localhost', async () => {
    const listener = await startLoopbackListener({ port: 0, expectedState: 's', language: 'pl' });
    expect(listener.addresses.length).toBeGreaterThan(0);
    for (const address of listener.addresses) expect(['127.0.0.1', '::1']).toContain(address);
    expect(listener.redirectUri).toBe(`http://localhost:${listener.port}/callback`);
    await listener.close();
  });

  it('hands over the code for the right state, shows a friendly page, then closes', async () => {
    const listener = await startLoopbackListener({ port: 0, expectedState: 'state-123', language: 'pl' });
    const page = await get('127.0.0.1', listener.port, '/callback?code=abc&state=state-123');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Zalogowano');
    expect(await listener.result).toEqual({ code: 'abc' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await refused('127.0.0.1', listener.port)).toBe(true);
  });

  it('answers a wrong or missing state 400, reflects nothing, and keeps waiting for the right one', async () => {
    const listener = await startLoopbackListener({ port: 0, expectedState: 'right', language: 'en' });
    let settled = false;
    void listener.result.finally(() => (settled = true));
    for (const query of ['code=abc&state=wrong%3Cscript%3E', 'code=abc', 'error=access_denied&state=nope']) {
      const page = await get('127.0.0.1', listener.port, `/callback?${query}`);
      expect(page.status).toBe(400);
      expect(page.body).not.toContain('script');
      expect(page.body).not.toContain('abc');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    const page = await get('127.0.0.1', listener.port, '/callback?code=good&state=right');
    expect(page.status).toBe(200);
    expect(await listener.result).toEqual({ code: 'good' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await refused('127.0.0.1', listener.port)).toBe(true);
  });

  it('ends a sign-in still waiting after wrong states at its own timeout', async () => {
    const listener = await startLoopbackListener({
      port: 0,
      expectedState: 'right',
      language: 'en',
      timeoutMs: 200,
    });
    expect((await get('127.0.0.1', listener.port, '/callback?code=abc&state=wrong')).status).toBe(400);
    await expect(listener.result).rejects.toMatchObject({ code: 'SIGN_IN_FAILED' });
  });

  it('reports denied consent', async () => {
    const listener = await startLoopbackListener({ port: 0, expectedState: 's', language: 'en' });
    const page = await get('127.0.0.1', listener.port, '/callback?error=access_denied&state=s');
    expect(page.body).toContain('Sign-in cancelled');
    await expect(listener.result).rejects.toMatchObject({ code: 'SIGN_IN_DENIED' });
  });

  it('answers only GET /callback', async () => {
    const listener = await startLoopbackListener({ port: 0, expectedState: 's', language: 'en' });
    expect((await get('127.0.0.1', listener.port, '/other')).status).toBe(404);
    expect((await get('127.0.0.1', listener.port, '/callback?code=a&state=s', 'POST')).status).toBe(405);
    await listener.close();
  });

  it('closes by itself when nobody comes back in time', async () => {
    const listener = await startLoopbackListener({
      port: 0,
      expectedState: 's',
      language: 'en',
      timeoutMs: 150,
    });
    await expect(listener.result).rejects.toMatchObject({ code: 'SIGN_IN_FAILED' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await refused('127.0.0.1', listener.port)).toBe(true);
  });

  it('says clearly when the registered port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    await expect(startLoopbackListener({ port, expectedState: 's', language: 'en' })).rejects.toMatchObject({
      code: 'PORT_IN_USE',
    });
    blocker.close();
  });
});
