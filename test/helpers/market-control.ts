/**
 * Calls a control method of a demo marketplace in another process (started with `--control`): what a test or a
 * benchmark arranges there (an order paid, a fault, a slow command). A refused call throws with the marketplace's
 * words.
 */
export async function control<T>(url: string, method: string, args: unknown = {}): Promise<T> {
  const response = await fetch(new URL(`/__control/${method}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const body = (await response.json()) as { result?: T; error?: string };
  if (!response.ok) throw new Error(`control ${method}: ${body.error ?? response.status}`);
  return body.result as T;
}

/** The marketplace's next `method` call to a path matching `path` answers 400 (later ones go through). */
export const refuseOnce = (url: string, method: string, path: string): Promise<unknown> =>
  control(url, 'setFaults', { rules: [{ kind: 'status', share: 1, status: 400, method, path, count: 1 }] });
