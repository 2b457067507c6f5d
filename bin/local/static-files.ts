/**
 * Serves the built web app (web/dist): real files with their content types and cache headers, the
 * SPA's index.html for client-side routes, and nothing outside the root, however the path is spelt.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

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
  res.writeHead(200, {
    'content-type': contentTypeFor(filePath),
    'content-length': info.size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
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
