/**
 * Media-type versioning (document 1, Versioning): resources are chosen by `Accept` and `Content-Type`,
 * `application/vnd.{vendor}.public.v1+json` by default, beta types where an operation documents them.
 * A route lists what it produces and consumes; short names (`public.v1`, `beta.v3`) expand with the vendor.
 */
export function expandMediaTypes(types: readonly string[], vendor: string): string[] {
  return types.map((t) => (t.includes('/') ? t : `application/vnd.${vendor}.${t}+json`));
}

interface AcceptItem {
  type: string;
  q: number;
  order: number;
}

function parseAccept(header: string): AcceptItem[] {
  return header
    .split(',')
    .map((part, order) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim());
      let q = 1;
      for (const param of params) {
        const [key, value] = param.split('=').map((s) => s.trim());
        if (key === 'q' && value !== undefined) q = Number(value);
      }
      return { type: type.toLowerCase(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((item) => item.type !== '' && item.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/** The response type for an `Accept` header, or null when none of `produces` is acceptable (406). */
export function negotiate(accept: string | undefined, produces: readonly string[]): string | null {
  if (produces.length === 0) return null;
  if (accept === undefined || accept.trim() === '') return produces[0]!;
  for (const item of parseAccept(accept)) {
    if (item.type === '*/*') return produces[0]!;
    if (item.type.endsWith('/*')) {
      const prefix = item.type.slice(0, -1);
      const found = produces.find((p) => p.startsWith(prefix));
      if (found) return found;
      continue;
    }
    const found = produces.find((p) => p.toLowerCase() === item.type);
    if (found) return found;
  }
  return null;
}

export function baseContentType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/** The body type when it is one the route consumes, else null (415). */
export function acceptContentType(header: string | undefined, consumes: readonly string[]): string | null {
  const base = baseContentType(header);
  if (base === undefined) return null;
  return consumes.find((c) => c.toLowerCase() === base) ?? null;
}
