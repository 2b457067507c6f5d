import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeResponse, type LocalApiResponse } from '../../../bin/local/api-gateway.ts';

const SPOTS = JSON.stringify({
  spots: Array.from({ length: 20 }, (_, i) => ({
    id: i,
    name: `A${i}`,
    loop: 'Aspen Loop',
    days: 'A'.repeat(14),
  })),
});

const answer = (headers: Record<string, string>, body = SPOTS): LocalApiResponse => ({
  statusCode: 200,
  headers,
  body,
});
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

describe('the local API compresses its answers as CloudFront does', () => {
  it('sends a page of spots brotli-compressed to a browser, the same JSON once decoded', async () => {
    const sent = await encodeResponse(answer(JSON_TYPE), 'gzip, deflate, br, zstd');
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers.vary).toBe('Accept-Encoding');
    expect(sent.body.length).toBeLessThan(SPOTS.length / 5);
    expect(brotliDecompressSync(sent.body as Buffer).toString()).toBe(SPOTS);
  });

  it('sends gzip to a client without brotli, keeping the vary the handler set', async () => {
    const sent = await encodeResponse(answer({ ...JSON_TYPE, vary: 'Origin' }), 'gzip');
    expect(sent.headers['content-encoding']).toBe('gzip');
    expect(sent.headers.vary).toBe('Origin, Accept-Encoding');
    expect(gunzipSync(sent.body as Buffer).toString()).toBe(SPOTS);
  });

  it('leaves small answers, other types and clients that accept no compression as they are', async () => {
    const small = await encodeResponse(answer(JSON_TYPE, '{"statusCode":"Success"}'), 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('{"statusCode":"Success"}');
    const binary = await encodeResponse(answer({ 'content-type': 'application/pdf' }), 'br');
    expect(binary.headers['content-encoding']).toBeUndefined();
    expect((await encodeResponse(answer(JSON_TYPE), undefined)).body).toBe(SPOTS);
  });
});
