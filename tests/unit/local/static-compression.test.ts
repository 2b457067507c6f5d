import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodingFor } from '../../../bin/local/static-files.ts';
import { closeServer, createLocalServer, listen } from '../../../bin/local/server.ts';
import { findFreePort } from '../../../bin/local/ports.ts';

const SCRIPT = `export const parks = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `park ${i}`))};\n`;

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s gives %s for a script', (accept, expected) => {
    expect(encodingFor('/dist/assets/index-1.js', 50_000, accept)).toBe(expected);
  });

  it('leaves images and tiny files as they are', () => {
    expect(encodingFor('/dist/photo.jpg', 50_000, 'br')).toBeUndefined();
    expect(encodingFor('/dist/assets/tiny-1.js', 200, 'br')).toBeUndefined();
  });
});

describe('the local server compresses the built app', () => {
  let base: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'campfire-compress-'));
    mkdirSync(join(base, 'assets'));
    writeFileSync(join(base, 'index.html'), `<!doctype html><title>app</title>${' '.repeat(2000)}`);
    writeFileSync(join(base, 'assets', 'index-abc123.js'), SCRIPT);
    port = await findFreePort();
    server = createLocalServer({
      api: (_req, res) => void res.writeHead(204).end(),
      tenantDirectory: [{ tenantId: 'co', hostPrefix: 'co', isDefault: true }],
      cognitoEndpoint: 'http://127.0.0.1:9',
      webDist: base,
    });
    await listen(server, port);
  });
  afterAll(async () => {
    await closeServer(server);
    rmSync(base, { recursive: true, force: true });
  });

  function get(path: string, acceptEncoding?: string) {
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolvePromise, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path,
            headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (d: Buffer) => chunks.push(d));
            res.on('end', () => resolvePromise({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('sends a hashed script brotli-compressed, cached for good, and the same script once decoded', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the app shell for a client route', async () => {
    const res = await get('/location/101', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.body).toString()).toContain('<title>app</title>');
  });

  it('sends the file as it is when the client accepts no compression', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
  });
});
