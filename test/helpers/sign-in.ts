import { startCli, readyLine } from './cli';
import type { Core } from '../../electron/core/compose';

export interface ApproveOptions {
  decision?: 'allow' | 'deny';
  seller?: string;
  /** Changes the authorization request before the "browser" opens it (a tampered challenge, say). */
  tamper?: (url: URL) => void;
  /** Changes the redirect before the "browser" follows it (a forged state, say). */
  tamperRedirect?: (url: URL) => void;
}

/**
 * Does what the seller does in the browser: opens the authorization address, chooses a seller, allows (or denies),
 * and follows the redirect to the app's loopback listener. Returns the listener's page.
 */
export async function approveInBrowser(authorizeUrl: string, options: ApproveOptions = {}) {
  const url = new URL(authorizeUrl);
  options.tamper?.(url);
  const page = await fetch(url, { redirect: 'manual' });
  const html = await page.text();
  const request = /name="request" value="([^"]+)"/.exec(html)?.[1];
  if (!request) throw new Error(`no authorization form (${page.status}): ${html.slice(0, 300)}`);
  const seller = options.seller ?? /name="seller" value="([^"]+)"/.exec(html)![1]!;
  const answer = await fetch(new URL('/auth/oauth/authorize', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, seller, decision: options.decision ?? 'allow' }).toString(),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`authorize answered ${answer.status}`);
  const redirect = new URL(location);
  options.tamperRedirect?.(redirect);
  const landing = await fetch(redirect);
  return { status: landing.status, body: await landing.text(), redirect };
}

/** Signs the core in to its Demo environment through the whole browser flow. */
export async function signInToDemo(core: Core, seller?: string) {
  const started = await core.accounts.startSignIn('demo', 'browser');
  if (started.method !== 'browser') throw new Error('expected a browser flow');
  const finished = core.accounts.finishSignIn(started.flowId);
  await approveInBrowser(started.url, seller ? { seller } : {});
  return finished;
}

/**
 * `seller-desk login --environment custom` against a demo marketplace at `url`, approved the way the seller would
 * in the browser. Answers the command's output once it exited.
 */
export async function loginWithCli(dataDir: string, url: string, extra: string[] = []) {
  const login = startCli([
    '--data-dir',
    dataDir,
    'login',
    '--environment',
    'custom',
    '--api-url',
    url,
    '--auth-url',
    `${url}/auth/oauth`,
    '--client-id',
    'demo-client',
    '--client-secret',
    'demo-secret',
    '--callback-port',
    '0',
    ...extra,
  ]);
  const line = await readyLine(login, 'the sign-in address');
  await approveInBrowser(line.replace(/^Open this address to sign in: /, ''));
  return { code: await login.exited, line, stdout: login.stdout, stderr: login.stderr };
}
