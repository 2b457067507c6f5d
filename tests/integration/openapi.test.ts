import { describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '#api/route-tables';
import { API_CONTEXTS, TENANT_API_BASE } from '#api/registry';
import { PAGE_VIEW } from '#domain/limits';
import { get } from './support.ts';

describe('OpenAPI document', () => {
  it('is served at GET /v1/openapi.json and lists every route', async () => {
    const res = await get('/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toMatch(/^3\.1/);
    const routes = ROUTE_TABLES.flatMap((t) => t.routes);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const r of routes) {
      expect(doc.paths[`${TENANT_API_BASE}/${r.path}`]?.[r.method.toLowerCase()]?.operationId, r.path).toBe(
        r.operationId,
      );
    }
  });

  it('names the page-view header on the reads that answer with it', async () => {
    const doc = (await get('/v1/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
    };
    const routes = ROUTE_TABLES.flatMap((t) => t.routes);
    const reads = routes.filter((r) => r.pageView);
    expect(reads.map((r) => r.operationId).length).toBeGreaterThan(0);
    for (const r of routes) {
      const headers =
        doc.paths[`${TENANT_API_BASE}/${r.path}`]![r.method.toLowerCase()]!.responses['200']!.headers;
      expect(Object.keys(headers ?? {}), r.path).toEqual(r.pageView ? [PAGE_VIEW.header] : []);
    }
  });

  it('every route sits under a prefix of its own context in the registry', () => {
    for (const table of ROUTE_TABLES) {
      const context = API_CONTEXTS.find((c) => c.name === table.context)!;
      expect(context, table.context).toBeDefined();
      for (const r of table.routes) {
        // Prefixes may span several segments (admin/AdminUser).
        const path = r.path.toLowerCase();
        const under = context.prefixes.some(
          (p) => path === p.toLowerCase() || path.startsWith(`${p.toLowerCase()}/`),
        );
        expect(under, r.path).toBe(true);
      }
    }
  });
});
