/** The named fields of a record, in the order named: a view lists what the marketplace shows, in its order. */
export function pick<T extends object, K extends keyof T>(record: T, ...keys: K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = record[key];
  return picked;
}
