import { z } from 'zod';

/** Omitted: the active account. */
export const accountIdField = z.string().min(1).max(200).optional();

/** Full-text search as the seller types: prefix matching on every word, at most 200 characters. */
export const searchField = z.string().max(200).optional();

export const pagingFields = {
  offset: z.number().int().min(0).max(10_000_000).default(0),
  limit: z.number().int().min(1).max(500).default(100),
};

export const isoDateTime = z.iso.datetime({ offset: true });

/** The account rule of a list: without an account, an empty page. */
export const emptyPage = { empty: { rows: [] as never[], total: 0 } } as const;

/** The account rule of a short list (a detail's related rows, a choice list): without an account, none. */
export const emptyList = { empty: [] as never[] } as const;

/** The account rule of a count (the top bar's badges): without an account, zero. */
export const zeroCount = { empty: 0 } as const;
