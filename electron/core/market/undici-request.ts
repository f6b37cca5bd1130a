import type { request } from 'undici';

type Request = typeof request;

let loading: Promise<Request> | undefined;

/**
 * undici's `request`, loaded with the first request rather than with the app: its modules take a tenth of a second
 * to load, and the window's first screen reads only the local copy, so they are loaded while it is shown instead.
 */
export function undiciRequest(): Promise<Request> {
  loading ??= import('undici').then((undici) => undici.request);
  return loading;
}
