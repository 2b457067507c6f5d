import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, contentTypeFor, resolveStaticTarget } from '../../../bin/local/static-files.ts';
import { closeServer, createLocalServer, listen } from '../../../bin/local/server.ts';
import { findFreePort } from '../../../bin/local/ports.ts';

let root: string;
let secretDir: string;

beforeAll(() => {
  const base = mkdtempSync(join(tmpdir(), 'campfire-static-'));
  root = join(base, 'dist');
  secretDir = base;
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, 'tenants', 'co'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'tenants', 'co', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(secretDir, 'secret.txt'), 'do not serve');
});

afterAll(() => rmSync(secretDir, { recursive: true, force: true }));

describe('resolveStaticTarget', () => {
  it.each([
    ['/', 'index.html'],
    ['/assets/index-abc123.js', 'assets/index-abc123.js'],
    ['/tenants/co/logo.svg', 'tenants/co/logo.svg'],
    ['/tenants/co/logo%2Esvg', 'tenants/co/logo.svg'],
  ])('serves the file for %s', async (urlPath, file) => {
    expect(await resolveStaticTarget(root, urlPath)).toEqual({ kind: 'file', filePath: join(root, file) });
  });

  it.each(['/location/12', '/parksearchresults', '/admin/login', '/tenants/co'])(
    'answers the client-side route %s with the app (SPA fallback)',
    async (urlPath) => {
      expect(await resolveStaticTarget(root, urlPath)).toEqual({ kind: 'spa' });
    },
  );

  it.each(['/missing.js', '/assets/gone-123.css', '/tenants/co/nothing.png'])(
    'says not found for the missing file %s instead of sending the app',
    async (urlPath) => {
      expect(await resolveStaticTarget(root, urlPath)).toEqual({ kind: 'not-found' });
    },
  );

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2E%2E/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%00index.html',
    '/%E0%A4%A',
    'secret.txt',
  ])('refuses the traversal attempt %s', async (urlPath) => {
    expect(await resolveStaticTarget(root, urlPath)).toEqual({ kind: 'forbidden' });
  });
});

describe('content types and caching', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['app.js', 'text/javascript; charset=utf-8'],
    ['style.css', 'text/css; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['photo.JPG', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['font.woff2', 'font/woff2'],
    ['data.bin', 'application/octet-stream'],
  ])('%s is sent as %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });

  it('caches hashed assets for good and revalidates the app shell', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toContain('immutable');
    expect(cacheControlFor('/')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
  });
});

describe('the local server answers over HTTP', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    port = await findFreePort();
    server = createLocalServer({
      api: (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"api":true}'),
      tenantDirectory: [{ tenantId: 'co', hostPrefix: 'co', isDefault: true }],
      cognitoEndpoint: 'http://127.0.0.1:9',
      webDist: root,
    });
    await listen(server, port);
  });
  afterAll(() => closeServer(server));

  // Raw requests: fetch() would normalise '..' away before it reached the server.
  function get(path: string): Promise<{ status: number; type: string; body: string }> {
    return new Promise((resolvePromise, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () =>
          resolvePromise({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends svg with its content type', async () => {
    const res = await get('/tenants/co/logo.svg');
    expect(res).toMatchObject({ status: 200, type: 'image/svg+xml' });
    expect(res.body).toContain('<svg');
  });

  it('sends the app for a client-side route, with a query string', async () => {
    const res = await get('/location/7?tab=photos');
    expect(res).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(res.body).toContain('<title>app</title>');
  });

  it('refuses to leave the web root', async () => {
    const res = await get('/../secret.txt');
    expect(res.status).toBe(403);
    expect(res.body).not.toContain('do not serve');
  });

  it('hands /v1/ to the API and serves the tenant directory', async () => {
    expect((await get('/v1/tenant/co/Tenant')).body).toBe('{"api":true}');
    expect(JSON.parse((await get('/tenants.json')).body)).toEqual([
      { tenantId: 'co', hostPrefix: 'co', isDefault: true },
    ]);
  });

  it('answers 502 when cognito-local is not there', async () => {
    expect((await get('/cognito/health')).status).toBe(502);
  });
});
