/**
 * Addresses the app may open in the seller's browser. Everything else a page tries to open is dropped, so a
 * compromised renderer cannot launch arbitrary programs through URL handlers.
 */
const allowedHosts = new Set([
  'allegro.pl',
  'allegro.pl.allegrosandbox.pl',
  'salescenter.allegro.com',
  'developer.allegro.pl',
  'apps.developer.allegro.pl',
  'apps.developer.allegro.pl.allegrosandbox.pl',
]);

export function isAllowedExternal(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return allowedHosts.has(url.hostname);
  // Sign-in to a local demo marketplace opens its loopback authorization page.
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}
