/**
 * Request bodies on the local runtime, capped at API Gateway's payload limit (10 MB): a bigger body is
 * answered 413 as API Gateway answers it, from its Content-Length before any of it is read, or as soon
 * as a body without one passes the limit. Nothing past the limit is kept in memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  }
}

/** True when the request announces a body over the limit. */
export function declaresTooLargeBody(req: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > limit;
}

/** The whole body, or BodyTooLargeError once it passes the limit (reading stops; the rest is never kept). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  if (declaresTooLargeBody(req, limit)) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      chunks.length = 0;
      reject(new BodyTooLargeError());
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** API Gateway's answer to a body over the limit; the connection is closed so the rest is never read. */
export function answerTooLarge(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ message: 'Request Entity Too Large' });
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  });
  res.end(body);
}
