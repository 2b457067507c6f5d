/**
 * Serves the built web app (web/dist): real files with their content types and cache headers, the
 * SPA's index.html for client-side routes, and nothing outside the root, however the path is spelt.
 * Text files go out brotli- or gzip-compressed when the browser accepts it, as CloudFront does in
 * production.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { compress, negotiateEncoding, type ContentEncoding } from './compression.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
  '.pbf': 'application/x-protobuf',
};

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Vite puts content-hashed files under /assets/, so they never change; everything else may. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath === '/' || urlPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=300';
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.txt',
  '.svg',
  '.webmanifest',
]);
/** The encoding to send a file in: brotli, else gzip, else none (identity), as Accept-Encoding allows. */
export function encodingFor(
  filePath: string,
  size: number,
  acceptEncoding: string | undefined,
): ContentEncoding | undefined {
  if (!COMPRESSIBLE.has(extname(filePath).toLowerCase())) return undefined;
  return negotiateEncoding(size, acceptEncoding);
}

/** Compressed bodies, kept per file, encoding and modification time: each file is compressed once. */
const compressedCache = new Map<string, Promise<Buffer>>();

function compressedBody(filePath: string, mtimeMs: number, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${encoding}:${mtimeMs}:${filePath}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = readFile(filePath).then((data) => compress(data, encoding));
    body.catch(() => compressedCache.delete(key));
    compressedCache.set(key, body);
  }
  return body;
}

export type StaticTarget =
  | { kind: 'file'; filePath: string }
  /** A client-side route: answer with index.html. */
  | { kind: 'spa' }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

/**
 * Maps a URL path (without query) to a file under root. Pure except for the `exists` probe, so the
 * rules can be tested: traversal is refused, a path whose last segment has an extension is a file
 * (404 when absent), any other path is a client-side route.
 */
export async function resolveStaticTarget(
  root: string,
  urlPath: string,
  isFile: (p: string) => Promise<boolean> = fileExists,
): Promise<StaticTarget> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'forbidden' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\'))
    return { kind: 'forbidden' };
  // Any '..' segment is refused outright rather than resolved: no legitimate asset path has one.
  if (decoded.split('/').some((segment) => segment === '..')) return { kind: 'forbidden' };

  const rootDir = resolve(root);
  const relative = decoded === '/' ? 'index.html' : normalize(decoded).replace(/^[/\\]+/, '');
  const filePath = resolve(join(rootDir, relative));
  if (filePath !== rootDir && !filePath.startsWith(rootDir + sep)) return { kind: 'forbidden' };

  if (await isFile(filePath)) return { kind: 'file', filePath };
  const lastSegment = decoded.split('/').pop() ?? '';
  return extname(lastSegment) ? { kind: 'not-found' } : { kind: 'spa' };
}

async function fileExists(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** A request handler for GET/HEAD of the built app; other methods get 405. */
export function createStaticFileHandler(root: string) {
  const indexPath = join(resolve(root), 'index.html');
  return async (req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed');
      return;
    }
    const target = await resolveStaticTarget(root, urlPath);
    switch (target.kind) {
      case 'forbidden':
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden');
        return;
      case 'not-found':
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
        return;
      case 'spa':
        await sendFile(req, res, indexPath, 'no-cache');
        return;
      case 'file':
        await sendFile(req, res, target.filePath, cacheControlFor(urlPath));
    }
  };
}

async function sendFile(req: IncomingMessage, res: ServerResponse, filePath: string, cacheControl: string) {
  const info = await stat(filePath);
  const headers = {
    'content-type': contentTypeFor(filePath),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  };
  const encoding = encodingFor(filePath, info.size, req.headers['accept-encoding']);
  if (encoding) {
    const body = await compressedBody(filePath, info.mtimeMs, encoding);
    res.writeHead(200, {
      ...headers,
      'content-encoding': encoding,
      'content-length': body.length,
      vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, {
    ...headers,
    'content-length': info.size,
    ...(COMPRESSIBLE.has(extname(filePath).toLowerCase()) ? { vary: 'Accept-Encoding' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolvePromise, reject) => {
    const stream = createReadStream(filePath);
    stream.once('error', reject);
    res.once('close', () => resolvePromise());
    stream.pipe(res);
  });
}
