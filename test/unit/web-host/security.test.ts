import { describe, expect, it } from 'vitest';
import { refusal } from '../../../electron/web-host/security';

const port = 41234;
const token = 'run-token';
const good = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, token };

describe('the web bridge sender check', () => {
  it('lets a page of this host with this run token call', () => {
    expect(refusal(good, port, token)).toBeNull();
    expect(
      refusal({ ...good, host: `localhost:${port}`, origin: `http://[::1]:${port}` }, port, token),
    ).toBeNull();
  });

  it.each([
    ['a foreign Host (DNS rebinding)', { host: `evil.example:${port}` }, 421],
    ['another port of loopback', { host: `127.0.0.1:${port + 1}` }, 421],
    ['a page of another site', { origin: 'https://evil.example' }, 403],
    ['no Origin at all', { origin: '' }, 403],
    ['a wrong token', { token: 'guess' }, 401],
    ['no token', { token: null }, 401],
  ])('refuses %s', (_what, change, status) => {
    expect(refusal({ ...good, ...change }, port, token)).toMatchObject({ status });
  });
});
