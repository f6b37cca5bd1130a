import type { Method, Route } from './route';

interface Compiled {
  route: Route;
  segments: string[];
}

export type Match =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method'; allowed: Method[] }
  | { kind: 'none' };

function split(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** A plain table router: path templates with `:name` segments, exact segment counts. */
export function createRouter(routes: Route[]) {
  // Literal segments win over parameters (`/sale/offers/unfilled-parameters` before `/sale/offers/:id`).
  const params = (segments: string[]) => segments.filter((s) => s.startsWith(':')).length;
  const compiled: Compiled[] = routes
    .map((route) => ({ route, segments: split(route.path) }))
    .sort((a, b) => params(a.segments) - params(b.segments));
  const match = (method: string, path: string): Match => {
    const parts = split(path);
    const allowed: Method[] = [];
    for (const { route, segments } of compiled) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < segments.length; i++) {
        const seg = segments[i]!;
        const part = parts[i]!;
        if (seg.startsWith(':')) {
          try {
            params[seg.slice(1)] = decodeURIComponent(part);
          } catch {
            ok = false;
            break;
          }
        } else if (seg !== part) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      if (route.method === method) return { kind: 'found', route, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: 'method', allowed } : { kind: 'none' };
  };
  return { match, routes };
}
