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
