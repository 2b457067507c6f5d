/**
 * Outages: a database that does not answer gives HTTP 503 with Retry-After and the envelope's
 * 'service is busy' message, never a generic 500; the local runtime's keeper (bin/local/liveness.ts)
 * restarts a killed DynamoDB Local on the same port and data, and the API serves again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ensureTable } from '../../bin/local/dynamodb.ts';
import { keepDynamoLocal } from '../../bin/local/liveness.ts';
import { findFreePort } from '../../bin/local/ports.ts';
import { api, get } from './support.ts';
import { STATUS_MESSAGE } from '#contract/envelope';
import { buildDemoCatalogue } from '#demo/index';
import { clearTenantCache, putTenantProfile } from '#store/tenants';
import { getAuthConfig, putAuthConfig } from '#store/auth-config';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');

/** Runs `body` with the handlers pointed at another DynamoDB endpoint, then points them back. */
async function withDatabaseAt<R>(endpoint: string, body: () => Promise<R>): Promise<R> {
  const saved = process.env.DYNAMODB_ENDPOINT;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  clearTenantCache();
  try {
    return await body();
  } finally {
    process.env.DYNAMODB_ENDPOINT = saved;
    clearTenantCache();
  }
}

function expectUnavailable(res: Awaited<ReturnType<typeof get>>) {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(res.body).toEqual({
    statusCode: 'Error',
    statusMessage: STATUS_MESSAGE.unavailable,
    messages: [STATUS_MESSAGE.unavailable],
  });
}

describe('a database that does not answer', () => {
  it('answers 503 with Retry-After and the envelope message, then serves again once it answers', async () => {
    const closed = `http://127.0.0.1:${await findFreePort()}`;
    await withDatabaseAt(closed, async () => {
      expectUnavailable(await get(api(T, 'Tenant')));
      expectUnavailable(await get(api(T, 'Location')));
    });
    expect((await get(api(T, 'Location'))).status).toBe(200);
  });
});

describe('the local runtime keeps DynamoDB Local running', () => {
  it('restarts a killed DynamoDB Local on the same data; 503 while it is down, then it serves again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'campfire-outage-'));
    const table = process.env.TABLE_NAME!;
    const lines: string[] = [];
    const kept = await keepDynamoLocal({
      port: await findFreePort(),
      dataDir,
      probeIntervalMs: 500,
      restored: (endpoint) => ensureTable(endpoint, table),
      log: (line) => lines.push(line),
    });
    try {
      await ensureTable(kept.endpoint, table);
      const authConfig = (await getAuthConfig(T))!;
      await withDatabaseAt(kept.endpoint, async () => {
        await putTenantProfile(buildDemoCatalogue(T).tenant);
        await putAuthConfig(T, authConfig);
        const before = await get(api(T, 'Tenant'));
        expect(before.status).toBe(200);

        const first = kept.current().pid!;
        process.kill(first, 'SIGKILL');
        await kept.current().exited;
        expectUnavailable(await get(api(T, 'Tenant')));

        await vi.waitFor(() => expect(lines.join('\n')).toMatch(/DynamoDB Local is back/), {
          timeout: 150_000,
          interval: 500,
        });
        expect(kept.current().pid).not.toBe(first);
        expect(lines[0]).toMatch(/DynamoDB Local stopped \(its process ended: killed by SIGKILL\)/);
        // Same port, same data: what was written before the crash is served again.
        const after = await get(api(T, 'Tenant'));
        expect(after.status).toBe(200);
        expect(after.body.data).toEqual(before.body.data);
      });
    } finally {
      await kept.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
