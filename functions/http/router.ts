/**
 * Matches a request path (below /v1/tenant/{tenantId}/) to a route. Static segments match
 * case-insensitively; where several routes match, the one whose first differing segment is static wins
 * (so 'Location/pointsofinterest' beats 'Location/{locationId}').
 */
import type { HttpMethod, Route } from '#http/routes';

type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string };

interface CompiledRoute {
  route: Route;
  segments: Segment[];
}

export type RouteMatch =
  | { kind: 'match'; route: Route; pathParams: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

export function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function compile(route: Route): CompiledRoute {
  const segments = splitPath(route.path).map((s): Segment => {
    const param = /^\{(\w+)\}$/.exec(s);
    return param ? { kind: 'param', name: param[1]! } : { kind: 'static', text: s.toLowerCase() };
  });
  return { route, segments };
}

function matchSegments(compiled: CompiledRoute, parts: string[]): Record<string, string> | undefined {
  if (compiled.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const seg = compiled.segments[i]!;
    const part = parts[i]!;
    if (seg.kind === 'static') {
      if (seg.text !== part.toLowerCase()) return undefined;
    } else {
      params[seg.name] = part;
    }
  }
  return params;
}

/** Negative when a is more specific than b: the first segment where they differ decides. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const ka = a.segments[i]!.kind;
    const kb = b.segments[i]!.kind;
    if (ka !== kb) return ka === 'static' ? -1 : 1;
  }
  return 0;
}

export interface Router {
  match(method: string, path: string): RouteMatch;
  routes: readonly Route[];
}

export function createRouter(routes: Route[]): Router {
  const compiled = routes.map(compile).sort(bySpecificity);
  const seen = new Set<string>();
  for (const c of compiled) {
    const key = `${c.route.method} ${c.segments.map((s) => (s.kind === 'static' ? s.text : '{}')).join('/')}`;
    if (seen.has(key)) throw new Error(`Two routes share ${c.route.method} ${c.route.path}`);
    seen.add(key);
  }
  return {
    routes,
    match(method, path) {
      let parts: string[];
      try {
        parts = splitPath(path).map((p) => decodeURIComponent(p));
      } catch {
        return { kind: 'not-found' }; // a malformed percent-escape names no route
      }
      const upper = method.toUpperCase();
      const allow = new Set<HttpMethod>();
      let bestForPath: CompiledRoute | undefined;
      for (const c of compiled) {
        const params = matchSegments(c, parts);
        if (!params) continue;
        // Only the most specific path shape counts: a static match hides the parameter route entirely.
        if (bestForPath && bySpecificity(bestForPath, c) < 0) break;
        bestForPath ??= c;
        if (c.route.method === upper) return { kind: 'match', route: c.route, pathParams: params };
        allow.add(c.route.method);
      }
      return allow.size ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'not-found' };
    },
  };
}
