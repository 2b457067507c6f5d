/**
 * The local runtime's report aggregates on a data directory made before the table had its stream: a
 * table of its own made without the stream, a tenant's catalogue and reserved nights written to it, the
 * stream enabled as the runtime's start enables it on such a table; the runtime's report aggregates then
 * build the tenant from its items before polling, so its reports from the aggregates equal those from the
 * items, and the tenant is marked built (the next start builds nothing).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import type { ReportQuery } from '#contract/reports';
import { buildDemoCatalogue } from '#demo/index';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { toTenantId } from '#domain/tenant-id';
import { AGGREGATED_REPORTS, buildReport } from '#api/admin-reports/routes';
import { writeCatalogue } from '#store/catalogue-writer';
import { writeInventory } from '#store/inventory-writer';
import { areReportAggregatesBuilt } from '#store/report-aggregates';
import { createTableInput } from '#store/table-definition';
import { ensureTable, localDynamoClient } from '../../bin/local/dynamodb.ts';
import { STREAM_WITH_TABLE_MS, startReportAggregates } from '../../bin/local/report-aggregates-poller.ts';

const TENANT = toTenantId('co');
const TABLE = 'campfire-before-the-stream';
const endpoint = inject('dynamoEndpoint');
process.env.DYNAMODB_ENDPOINT = endpoint;
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
const catalogue = buildDemoCatalogue(TENANT);
const park = [...catalogue.locations].sort((a, b) => a.id - b.id)[3]!;
const spots = catalogue.spots.filter((s) => s.locationId === park.id && s.isActive).slice(0, 3);
const today = todayIn(park.timezone, new Date());
const d = (n: number) => addDays(today, n);

beforeAll(async () => {
  const client = localDynamoClient(endpoint);
  try {
    const { StreamSpecification: _, ...withoutStream } = createTableInput(TABLE);
    await client.send(new CreateTableCommand(withoutStream));
    await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: TABLE });
  } finally {
    client.destroy();
  }
  process.env.TABLE_NAME = TABLE;
  await writeCatalogue(catalogue);
  await writeInventory(TENANT, {
    nights: spots.flatMap((s, i) =>
      [10, 11, 12].map((n) => ({
        spotId: s.id,
        locationId: park.id,
        night: d(n + i),
        status: 'reserved' as const,
        reservationId: 990_100_000 + s.id,
      })),
    ),
  });
  // As the runtime's start does to an older table: the stream comes later than the table's making.
  const client2 = localDynamoClient(endpoint);
  try {
    const { Table } = await client2.send(new DescribeTableCommand({ TableName: TABLE }));
    const later = Table!.CreationDateTime!.getTime() + 2 * STREAM_WITH_TABLE_MS - Date.now();
    if (later > 0) await new Promise((r) => setTimeout(r, later));
  } finally {
    client2.destroy();
  }
  await ensureTable(endpoint, TABLE);
}, 120_000);

afterAll(async () => {
  const client = localDynamoClient(endpoint);
  try {
    await client.send(new DeleteTableCommand({ TableName: TABLE }));
  } finally {
    client.destroy();
  }
});

describe('report aggregates of data older than the stream', () => {
  it('are built from the items at start, equal to the reports from the items', async () => {
    expect(await areReportAggregatesBuilt(TENANT)).toBe(false);
    const running = startReportAggregates({ endpoint, tableName: TABLE }, [], [TENANT]);
    try {
      const q = { from: d(0), to: d(30), locationIds: [park.id] } as ReportQuery;
      const parks = [{ id: park.id, name: park.longName }];
      for (const slug of AGGREGATED_REPORTS) {
        // The first read waits for the build and the stream's catch-up.
        const viaAggregates = await buildReport(TENANT, slug, parks, q, 'aggregates');
        expect(viaAggregates, slug).toEqual(await buildReport(TENANT, slug, parks, q, 'items'));
      }
      const occupancy = await buildReport(TENANT, 'occupancybyproductclass', parks, q);
      expect(occupancy.totals.sold).toBe(9);
      expect(await areReportAggregatesBuilt(TENANT)).toBe(true);
    } finally {
      await running.stop();
    }
  }, 240_000);
});
