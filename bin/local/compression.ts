/**
 * Response compression as CloudFront does it in front of the site and the API: brotli when the browser
 * accepts it, else gzip, else the body as it is; bodies under 1 KB go out as they are.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/** Below this a compressed body saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** The encoding a body of `size` bytes goes out in, as Accept-Encoding allows. */
export function negotiateEncoding(
  size: number,
  acceptEncoding: string | undefined,
): ContentEncoding | undefined {
  if (size < MIN_COMPRESS_BYTES) return undefined;
  // Browsers list encodings at equal weight, so brotli (the smaller) wins whenever it is acceptable.
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }).encodings([
    'br',
    'gzip',
  ]);
  return (['br', 'gzip'] as const).find((encoding) => accepted.includes(encoding));
}

/**
 * `effort`: 'once' for a file compressed once and kept (brotli quality 9, within a few per cent of 11 at
 * a fraction of the time); 'each' for a body compressed on every answer (quality 5: an API answer of
 * 100 KB in about a millisecond, still a fraction of gzip's size).
 */
export function compress(
  data: Buffer,
  encoding: ContentEncoding,
  effort: 'once' | 'each' = 'once',
): Promise<Buffer> {
  if (encoding === 'gzip') return promisify(gzip)(data, { level: effort === 'once' ? 9 : 6 });
  return promisify(brotliCompress)(data, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'once' ? 9 : 5,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}
