import type { Route } from './http/route';
import type { ApiGeneration } from './options';

/**
 * What the 2026 marketplace no longer serves (Allegro's description of 2026-07-18 does not list these paths, and
 * the news on its tracker dates each removal). Under `2026` they answer 404 as any unknown path does.
 */
const removedIn2026: { since: string; path: RegExp; news: string }[] = [
  { since: '2025-01-31', path: /^\/parcel-management\//, news: '#9938: /shipment-management replaces it' },
  { since: '2026-01-07', path: /^\/sale\/disputes(\/|$)/, news: '#11925: /sale/issues replaces it' },
  { since: '2026-01-07', path: /^\/sale\/dispute-attachments(\/|$)/, news: '#11925' },
  {
    since: '2026-04-14',
    path: /^\/sale\/offer-variants(\/|$)/,
    news: '#12899: variants come from the catalogue',
  },
];

/** The routes a generation serves: the shared ones, less what it removed, plus those only it has. */
export function routesOf(
  api: ApiGeneration,
  shared: readonly Route[],
  only: Partial<Record<ApiGeneration, readonly Route[]>>,
): Route[] {
  const kept =
    api === 'documents'
      ? shared
      : shared.filter((route) => !removedIn2026.some((r) => r.path.test(route.path)));
  return [...kept, ...(only[api] ?? [])];
}
