import { net, protocol } from 'electron';
import { join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const appScheme = 'app';

/** Must run before the app is ready: the renderer is served from `app://seller-desk/` instead of file://. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Maps `app://seller-desk/<path>` to a file of the built renderer, refusing anything outside it. */
export function resolveAppFile(rendererDir: string, requestUrl: string): string | null {
  const url = new URL(requestUrl);
  if (url.host !== 'seller-desk') return null;
  const relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname).slice(1);
  const full = normalize(join(rendererDir, relative));
  return full.startsWith(normalize(rendererDir) + sep) ? full : null;
}

export function handleAppProtocol(rendererDir: string): void {
  protocol.handle(appScheme, (request) => {
    const file = resolveAppFile(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    return net.fetch(pathToFileURL(file).toString());
  });
}
