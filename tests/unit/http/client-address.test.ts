/**
 * The one name of the client (functions/http/client-address.ts): API Gateway's sourceIp, unless the
 * request carries CloudFront's origin-verify header with the right secret, when it is the viewer's
 * address from CloudFront-Viewer-Address, its port stripped (IPv4 and IPv6).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_HEADER,
  clientAddress,
  viewerAddressOf,
} from '#http/client-address';

const EDGE = '130.176.0.10';
const SECRET = 'origin-verify-secret';
const secret = async () => SECRET;

const eventOf = (headers: Record<string, string>, sourceIp: string | null = EDGE) =>
  ({
    headers,
    requestContext: { http: sourceIp === null ? {} : { sourceIp } },
  }) as unknown as APIGatewayProxyEventV2;
const viaCloudFront = (viewer: string, presented = SECRET) =>
  eventOf({ [ORIGIN_VERIFY_HEADER]: presented, [VIEWER_ADDRESS_HEADER.toLowerCase()]: viewer });

describe('clientAddress', () => {
  it('is sourceIp for a request without the origin header (locally, or straight to the API)', async () => {
    expect(await clientAddress(eventOf({}), secret)).toBe(EDGE);
    expect(await clientAddress(eventOf({ 'cloudfront-viewer-address': '198.51.100.7:443' }), secret)).toBe(
      EDGE,
    );
    expect(await clientAddress(eventOf({}, null), secret)).toBe('');
  });

  it("is the viewer's address, port stripped, when the origin header carries the secret", async () => {
    expect(await clientAddress(viaCloudFront('198.51.100.7:46532'), secret)).toBe('198.51.100.7');
    expect(await clientAddress(viaCloudFront('2001:db8::1:443'), secret)).toBe('2001:db8::1');
    expect(await clientAddress(viaCloudFront('2406:2d40:728d:fa10::c4a:42838'), secret)).toBe(
      '2406:2d40:728d:fa10::c4a',
    );
  });

  it('is sourceIp when the origin header carries another value, or no secret is known', async () => {
    expect(await clientAddress(viaCloudFront('198.51.100.7:443', 'guessed'), secret)).toBe(EDGE);
    expect(await clientAddress(viaCloudFront('198.51.100.7:443', ''), secret)).toBe(EDGE);
    expect(await clientAddress(viaCloudFront('198.51.100.7:443'), async () => undefined)).toBe(EDGE);
    const unreadable = async () => Promise.reject(new Error('Secrets Manager did not answer'));
    expect(await clientAddress(viaCloudFront('198.51.100.7:443'), unreadable)).toBe(EDGE);
  });

  it('is sourceIp when CloudFront names no usable viewer address', async () => {
    const noViewer = eventOf({ [ORIGIN_VERIFY_HEADER]: SECRET });
    expect(await clientAddress(noViewer, secret)).toBe(EDGE);
    expect(await clientAddress(viaCloudFront('not-an-address:443'), secret)).toBe(EDGE);
    expect(await clientAddress(viaCloudFront('198.51.100.7:443, 203.0.113.1:80'), secret)).toBe(EDGE);
  });
});

describe('viewerAddressOf', () => {
  it('strips the port after the last colon, of IPv4 and unbracketed or bracketed IPv6', () => {
    expect(viewerAddressOf('192.0.2.1:80')).toBe('192.0.2.1');
    expect(viewerAddressOf('::1:8080')).toBe('::1');
    expect(viewerAddressOf('2001:DB8:0:0:0:0:0:1:443')).toBe('2001:db8:0:0:0:0:0:1');
    expect(viewerAddressOf('[2001:db8::1]:443')).toBe('2001:db8::1');
  });

  it('answers nothing for a value without a port or without an address', () => {
    expect(viewerAddressOf(undefined)).toBeUndefined();
    expect(viewerAddressOf('')).toBeUndefined();
    expect(viewerAddressOf('192.0.2.1')).toBeUndefined();
    expect(viewerAddressOf('192.0.2.1:')).toBeUndefined();
    expect(viewerAddressOf('example.com:443')).toBeUndefined();
  });
});
