import { useEffect } from 'react';
import { create } from 'zustand';
import type { TableName } from '../../../shared/contract';
import { api } from '../api/client';
import { refreshOn } from './changed';

/** Each offer's kept image as asked: a `data:` address, or null when the local copy keeps none. */
export const useThumbnailsStore = create<{ src: Record<string, string | null> }>(() => ({ src: {} }));

// A new image kept, an offer's image changed, another account's offers shown.
const tables: TableName[] = ['offer_thumbnails', 'offers', 'accounts'];
const perRequest = 500;
/** Thumbnails kept for rows scrolled away (shown again at once when scrolled back), beyond those on screen. */
const keptOffScreen = 1000;

/** The offers whose thumbnail is on screen now, with how many places show it. */
const shown = new Map<string, number>();
const pending = new Set<string>();
let stopWatching: (() => void) | null = null;

async function askPending(): Promise<void> {
  const ids = [...pending];
  pending.clear();
  for (let at = 0; at < ids.length; at += perRequest) {
    const batch = ids.slice(at, at + perRequest);
    let kept: { offerId: string; src: string }[];
    try {
      kept = await api.offers.thumbnails({ offerIds: batch });
    } catch {
      // A picture is no cause for a notification: the placeholder stays and the next change asks again.
      continue;
    }
    const found = new Map(kept.map((t) => [t.offerId, t.src]));
    useThumbnailsStore.setState((state) => {
      const src = { ...state.src, ...Object.fromEntries(batch.map((id) => [id, found.get(id) ?? null])) };
      return { src: Object.keys(src).length > shown.size + keptOffScreen ? onScreen(src) : src };
    });
  }
}

/** Asks for these offers' thumbnails once the rows rendered in this turn are all known: one request for them. */
function ask(ids: Iterable<string>): void {
  const first = pending.size === 0;
  for (const id of ids) pending.add(id);
  if (first && pending.size > 0) queueMicrotask(() => void askPending());
}

const onScreen = (src: Record<string, string | null>): Record<string, string | null> =>
  Object.fromEntries(Object.entries(src).filter(([id]) => shown.has(id)));

/** Everything on screen asked again (shown as it was until answered); what is not on screen is forgotten. */
function reload(): void {
  useThumbnailsStore.setState((state) => ({ src: onScreen(state.src) }));
  ask(shown.keys());
}

function show(offerId: string): void {
  stopWatching ??= refreshOn(tables, reload);
  shown.set(offerId, (shown.get(offerId) ?? 0) + 1);
  if (!(offerId in useThumbnailsStore.getState().src)) ask([offerId]);
}

function hide(offerId: string): void {
  const count = (shown.get(offerId) ?? 1) - 1;
  if (count > 0) shown.set(offerId, count);
  else shown.delete(offerId);
}

/**
 * The offer's image from the local copy while a row or detail shows it (never from the marketplace: it shows
 * offline too), or null when none is kept: the caller's placeholder then.
 */
export function useThumbnail(offerId: string | null): string | null {
  const src = useThumbnailsStore((state) => (offerId === null ? null : (state.src[offerId] ?? null)));
  useEffect(() => {
    if (offerId === null) return;
    show(offerId);
    return () => hide(offerId);
  }, [offerId]);
  return src;
}
