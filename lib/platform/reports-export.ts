/**
 * Reporting beyond the table's reach (ad hoc questions over years of every park): a daily DynamoDB
 * export of the table to S3 and Athena over the exports. The in-product reports read the table by key;
 * this is for the agency's analysts.
 *
 * - The export: an EventBridge Scheduler schedule calls DynamoDB's ExportTableToPointInTime itself (a
 *   universal target: no function to run or patch) once a day, from the table's point-in-time recovery,
 *   so it reads nothing from the live table's capacity. Each run writes under
 *   `exports/<scheduled time>/` in the bucket (DynamoDB JSON, gzip), kept for EXPORT_RETENTION_DAYS.
 * - Athena: a Glue database and one table over every export, `items`, partitioned by that scheduled
 *   time (`snapshot`, injected: each query names the export it reads, so it never scans them all); each
 *   row is one item of the table (`item`, the attributes the reports use, typed as DynamoDB JSON: `.s`,
 *   `.n` as text, `.bool`, `.l`, `.m`). A workgroup whose results are encrypted and expire, and one
 *   saved query per report (REPORT_QUERIES), run with parameters: the snapshot, the tenant, the park
 *   and the range.
 */
import { Aws, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { CfnNamedQuery, CfnWorkGroup } from 'aws-cdk-lib/aws-athena';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { CfnDatabase, CfnTable } from 'aws-cdk-lib/aws-glue';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { AccessLogBucket } from './web.ts';

/** Every day at 09:00 UTC: night-time in the agencies' time zones. */
export const EXPORT_SCHEDULE = 'cron(0 9 * * ? *)';
export const EXPORT_RETENTION_DAYS = 35;
export const EXPORT_PREFIX = 'exports/';
export const RESULTS_PREFIX = 'athena-results/';
export const GLUE_DATABASE = 'campfire_reports';
export const GLUE_TABLE = 'items';
export const WORKGROUP = 'campfire-reports';

const s = 'struct<s:string>';
const n = 'struct<n:string>';
const b = 'struct<bool:boolean>';
const listOf = (type: string) => `struct<l:array<${type}>>`;
const mapOf = (fields: Record<string, string>) =>
  `struct<m:struct<${Object.entries(fields)
    .map(([k, v]) => `${k}:${v}`)
    .join(',')}>>`;

/**
 * The attributes of an item the example queries read, as DynamoDB JSON (lower case: the JSON SerDe
 * matches keys without regard to case). Attributes not named here are simply not read.
 */
const ITEM_FIELDS: Record<string, string> = {
  pk: s,
  sk: s,
  entity: s,
  id: n,
  name: s,
  locationid: n,
  spotid: n,
  productid: n,
  loopid: n,
  isactive: b,
  attributes: listOf(mapOf({ attributeid: n, value: s })),
  night: s,
  status: s,
  reservationid: n,
  reservationnumber: s,
  startdate: s,
  enddate: s,
  nights: listOf(s),
  saleschannel: n,
  walkinreservation: b,
  numberofadults: n,
  numberofvehicles: n,
  primaryoccupant: mapOf({ firstname: s, lastname: s, state: s, country: s, email: s, mobilephone: s }),
  fees: listOf(mapOf({ feetype: n, name: s, accountingcode: s, amountcents: n })),
  feeoverrides: listOf(mapOf({ name: s, fromcents: n, tocents: n, reason: s, by: s, at: s })),
  overriddenrules: listOf(s),
  overriddenclosuredays: listOf(s),
  createdby: s,
  createdat: s,
  cancellation: mapOf({
    cancelledat: s,
    cancelledby: s,
    reason: s,
    paidcents: n,
    nonrefundablecents: n,
    cancellationfeecents: n,
    refundcents: n,
  }),
  spotids: listOf(n),
  reason: s,
  overridable: b,
  kind: s,
  at: s,
  by: s,
  amountcents: n,
  paymenttypeid: n,
  atdesk: b,
  lines: listOf(mapOf({ feetype: n, name: s, accountingcode: s, amountcents: n })),
};

/**
 * One saved query per report, with its parameters in the order its `?` appear: the snapshot (an
 * export's scheduled time, e.g. '2026-11-26T09:00:00Z'), the tenant id ('co'), the park id ('101'), and
 * the report's own (dates as 'YYYY-MM-DD'). Every one names its snapshot, tenant and park, so it reads one
 * export and never another agency's items.
 */
export const REPORT_QUERIES: Record<string, { parameters: string; sql: string }> = {
  facilitychangeover: {
    parameters: 'snapshot, tenant, park, from, to',
    sql: `WITH n AS (
  SELECT item.spotid.n AS spot, date(item.night.s) AS night, item.reservationid.n AS reservation
  FROM items
  WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#SPOTNIGHT#%')
    AND item.status.s = 'reserved' AND item.locationid.n = ?
)
SELECT arriving.night AS day, count(*) AS turnovers
FROM n AS arriving
JOIN n AS leaving
  ON leaving.spot = arriving.spot AND leaving.night = arriving.night - INTERVAL '1' DAY
 AND leaving.reservation <> arriving.reservation
WHERE arriving.night BETWEEN date(?) AND date(?)
GROUP BY arriving.night
ORDER BY day`,
  },
  amenities: {
    parameters: 'snapshot, tenant, park',
    sql: `SELECT a.m.attributeid.n AS attribute_id, a.m.value.s AS value, count(*) AS spots
FROM items CROSS JOIN UNNEST(item.attributes.l) AS t (a)
WHERE snapshot = ? AND item.pk.s = concat('T#', ?, '#LOC#', lpad(?, 10, '0'))
  AND item.entity.s = 'Spot' AND item.isactive.bool
GROUP BY 1, 2
ORDER BY 1, 2`,
  },
  camper: {
    parameters: 'snapshot, tenant, park, from, to',
    sql: `SELECT item.reservationnumber.s AS reservation, item.spotid.n AS spot,
  item.startdate.s AS arrival, item.enddate.s AS departure,
  concat(item.primaryoccupant.m.firstname.s, ' ', item.primaryoccupant.m.lastname.s) AS occupant,
  CAST(item.numberofadults.n AS integer) AS people, CAST(item.numberofvehicles.n AS integer) AS vehicles,
  item.primaryoccupant.m.mobilephone.s AS phone, item.primaryoccupant.m.email.s AS email
FROM items
WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#RES#%') AND item.sk.s = 'RESERVATION'
  AND item.status.s = 'Reserved' AND item.locationid.n = ?
  AND item.enddate.s > ? AND item.startdate.s <= ?
ORDER BY arrival, spot`,
  },
  cancelledreservations: {
    parameters: 'snapshot, tenant, park, from, to',
    sql: `SELECT item.reservationnumber.s AS reservation, item.startdate.s AS arrival,
  item.cancellation.m.cancelledat.s AS cancelled_at, item.cancellation.m.cancelledby.s AS cancelled_by,
  item.cancellation.m.reason.s AS reason,
  CAST(item.cancellation.m.paidcents.n AS bigint) / 100.0 AS paid,
  (CAST(item.cancellation.m.cancellationfeecents.n AS bigint)
    + CAST(item.cancellation.m.nonrefundablecents.n AS bigint)) / 100.0 AS kept,
  CAST(item.cancellation.m.refundcents.n AS bigint) / 100.0 AS refund
FROM items
WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#RES#%') AND item.sk.s = 'RESERVATION'
  AND item.status.s = 'Cancelled' AND item.locationid.n = ?
  AND item.enddate.s > ? AND item.startdate.s <= ?
ORDER BY cancelled_at`,
  },
  closure: {
    parameters: 'snapshot, tenant, park, to, from',
    sql: `SELECT item.id.n AS closure, item.reason.s AS reason, item.startdate.s AS start_date,
  item.enddate.s AS end_date,
  IF(cardinality(item.spotids.l) = 0, 'Whole park', CAST(cardinality(item.spotids.l) AS varchar)) AS spots
FROM items
WHERE snapshot = ? AND item.pk.s = concat('T#', ?, '#LOC#', lpad(?, 10, '0'))
  AND item.sk.s LIKE 'RULE#CLOSURE#%' AND item.startdate.s <= ? AND item.enddate.s >= ?
ORDER BY start_date`,
  },
  maintenance: {
    parameters: 'from, to, snapshot, tenant, park',
    sql: `WITH c AS (
  SELECT item.reason.s AS reason, cardinality(item.spotids.l) AS spots,
    greatest(date(item.startdate.s), date(?)) AS first_day, least(date(item.enddate.s), date(?)) AS last_day
  FROM items
  WHERE snapshot = ? AND item.pk.s = concat('T#', ?, '#LOC#', lpad(?, 10, '0'))
    AND item.sk.s LIKE 'RULE#CLOSURE#%' AND cardinality(item.spotids.l) > 0
)
SELECT reason, sum(spots) AS spots, sum(spots * (date_diff('day', first_day, last_day) + 1)) AS lost_nights
FROM c WHERE first_day <= last_day
GROUP BY reason ORDER BY lost_nights DESC`,
  },
  occupancybyproductclass: {
    parameters: 'snapshot, tenant, park, snapshot, tenant, park, from, to',
    sql: `WITH spots AS (
  SELECT item.id.n AS spot, item.productid.n AS product FROM items
  WHERE snapshot = ? AND item.pk.s = concat('T#', ?, '#LOC#', lpad(?, 10, '0'))
    AND item.entity.s = 'Spot' AND item.isactive.bool
), sizes AS (
  SELECT product, count(*) AS spot_count FROM spots GROUP BY product
), sold AS (
  SELECT item.spotid.n AS spot, substr(item.night.s, 1, 7) AS month FROM items
  WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#SPOTNIGHT#%') AND item.status.s = 'reserved'
    AND item.locationid.n = ? AND item.night.s BETWEEN ? AND ?
)
SELECT sold.month, spots.product, count(*) AS nights_sold,
  count(*) * 1.0 / (max(sizes.spot_count) * day(last_day_of_month(date(concat(sold.month, '-01')))))
    AS occupancy
FROM sold JOIN spots ON spots.spot = sold.spot JOIN sizes ON sizes.product = spots.product
GROUP BY sold.month, spots.product ORDER BY 1, 2`,
  },
  occupancybyrevenue: {
    parameters: 'snapshot, tenant, park, from, to',
    sql: `SELECT substr(item.startdate.s, 1, 7) AS month,
  sum(cardinality(item.nights.l)) AS nights,
  sum(CAST(f.m.amountcents.n AS bigint)) / 100.0 AS nightly_revenue,
  sum(CAST(f.m.amountcents.n AS bigint)) / 100.0 / sum(cardinality(item.nights.l)) AS per_night
FROM items CROSS JOIN UNNEST(item.fees.l) AS t (f)
WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#RES#%') AND item.sk.s = 'RESERVATION'
  AND item.status.s = 'Reserved' AND item.locationid.n = ? AND f.m.feetype.n = '1'
  AND item.startdate.s BETWEEN ? AND ?
GROUP BY 1 ORDER BY 1`,
  },
  parkvisitation: {
    parameters: "the agency's state (e.g. 'CO'), snapshot, tenant, park, from, to",
    sql: `SELECT substr(item.startdate.s, 1, 7) AS month,
  CASE
    WHEN upper(coalesce(item.primaryoccupant.m.country.s, '')) NOT IN ('', 'US', 'USA') THEN 'Other country'
    WHEN upper(item.primaryoccupant.m.state.s) = upper(?) THEN 'In-state'
    ELSE 'Out-of-state'
  END AS residency,
  sum(CAST(item.numberofadults.n AS integer)) AS visitors
FROM items
WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#RES#%') AND item.sk.s = 'RESERVATION'
  AND item.status.s = 'Reserved' AND item.locationid.n = ? AND item.startdate.s BETWEEN ? AND ?
GROUP BY 1, 2 ORDER BY 1, 2`,
  },
  reservationmethod: {
    parameters: 'snapshot, tenant, park, from, to',
    sql: `SELECT substr(item.startdate.s, 1, 7) AS month,
  CASE WHEN item.walkinreservation.bool THEN 'Walk-in' WHEN item.saleschannel.n = '1' THEN 'Online' ELSE 'Desk' END
    AS channel,
  count(*) AS reservations
FROM items
WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#RES#%') AND item.sk.s = 'RESERVATION'
  AND item.status.s IN ('Reserved', 'Cancelled') AND item.locationid.n = ?
  AND item.startdate.s BETWEEN ? AND ?
GROUP BY 1, 2 ORDER BY 1, 2`,
  },
  adminoverride: {
    parameters: 'snapshot, tenant, park, from, to',
    sql: `SELECT item.reservationnumber.s AS reservation, item.startdate.s AS arrival, 'Fee' AS kind,
  o.m.name.s AS what, CAST(o.m.fromcents.n AS bigint) / 100.0 AS old_value,
  CAST(o.m.tocents.n AS bigint) / 100.0 AS new_value, o.m.reason.s AS reason, o.m."by".s AS by_user,
  o.m."at".s AS at_time
FROM items CROSS JOIN UNNEST(item.feeoverrides.l) AS t (o)
WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#RES#%') AND item.sk.s = 'RESERVATION'
  AND item.locationid.n = ? AND item.startdate.s BETWEEN ? AND ?
ORDER BY at_time`,
  },
  sitemarker: {
    parameters: 'snapshot, tenant, park, day, day',
    sql: `SELECT item.spotid.n AS spot, item.reservationnumber.s AS reservation,
  concat(item.primaryoccupant.m.firstname.s, ' ', item.primaryoccupant.m.lastname.s) AS occupant,
  item.startdate.s AS arrival, item.enddate.s AS departure,
  CAST(item.numberofadults.n AS integer) AS people, CAST(item.numberofvehicles.n AS integer) AS vehicles
FROM items
WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#RES#%') AND item.sk.s = 'RESERVATION'
  AND item.status.s = 'Reserved' AND item.locationid.n = ?
  AND item.startdate.s <= ? AND item.enddate.s > ?
ORDER BY spot`,
  },
  revenuebreakup: {
    parameters: 'snapshot, tenant, park, from, to',
    sql: `SELECT l.m.feetype.n AS fee_type, l.m.accountingcode.s AS accounting_code,
  sum(IF(item.kind.s = 'payment', CAST(l.m.amountcents.n AS bigint), 0)) / 100.0 AS payments,
  sum(IF(item.kind.s = 'refund', CAST(l.m.amountcents.n AS bigint), 0)) / 100.0 AS refunds,
  sum(CASE item.kind.s WHEN 'chargeback' THEN 1 WHEN 'chargebackUndone' THEN -1 ELSE 0 END
    * CAST(l.m.amountcents.n AS bigint)) / 100.0 AS chargebacks,
  sum(CASE item.kind.s WHEN 'payment' THEN 1 WHEN 'chargebackUndone' THEN 1 ELSE -1 END
    * CAST(l.m.amountcents.n AS bigint)) / 100.0 AS net
FROM items CROSS JOIN UNNEST(item.lines.l) AS t (l)
WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#LOC#', lpad(?, 10, '0'), '#LEDGER#%')
  AND substr(item."at".s, 1, 10) BETWEEN ? AND ?
GROUP BY 1, 2 ORDER BY 1, 2`,
  },
  fielddeposit: {
    parameters: 'snapshot, tenant, park, from, to',
    sql: `SELECT substr(item."at".s, 1, 10) AS day, item."by".s AS clerk, item.paymenttypeid.n AS payment_type,
  sum(IF(item.kind.s = 'payment', CAST(item.amountcents.n AS bigint), 0)) / 100.0 AS taken,
  sum(IF(item.kind.s = 'refund', CAST(item.amountcents.n AS bigint), 0)) / 100.0 AS handed_back
FROM items
WHERE snapshot = ? AND item.pk.s LIKE concat('T#', ?, '#LOC#', lpad(?, 10, '0'), '#LEDGER#%')
  AND item.atdesk.bool AND substr(item."at".s, 1, 10) BETWEEN ? AND ?
GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  },
};

export interface ReportsExportProps {
  table: ITable;
}

export class ReportsExport extends Construct {
  readonly bucket: Bucket;
  readonly schedule: CfnSchedule;
  readonly workGroup: CfnWorkGroup;
  readonly itemsTable: CfnTable;

  constructor(scope: Construct, id: string, props: ReportsExportProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const logs = new AccessLogBucket(this, 'AccessLogs');
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: logs.bucket,
      serverAccessLogsPrefix: 'reports-export/',
      lifecycleRules: [
        { prefix: EXPORT_PREFIX, expiration: Duration.days(EXPORT_RETENTION_DAYS) },
        { prefix: RESULTS_PREFIX, expiration: Duration.days(30) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // The exports hold every reservation and customer: never lost to a stack deletion.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The export, run by the scheduler under a role that may only start exports of this table into
    // this bucket's export prefix.
    const role = new Role(this, 'ExportRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
      description: 'EventBridge Scheduler: exports the Campfire table to S3 for Athena',
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:ExportTableToPointInTime'],
        resources: [props.table.tableArn],
      }),
    );
    const exportObjects = this.bucket.arnForObjects(`${EXPORT_PREFIX}*`);
    role.addToPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:PutObjectAcl', 's3:AbortMultipartUpload'],
        resources: [exportObjects],
      }),
    );
    const bucketId = stack.resolve(stack.getLogicalId(this.bucket.node.defaultChild as CfnBucket)) as string;
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${EXPORT_PREFIX}*]`,
      reason:
        'A table export writes objects it names itself (AWSDynamoDB/<export id>/...) under the export prefix; the grant is that prefix of this one bucket.',
    });
    this.schedule = new CfnSchedule(this, 'Schedule', {
      description: 'Campfire: export the table to S3 for Athena, once a day',
      scheduleExpression: EXPORT_SCHEDULE,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: `arn:${Aws.PARTITION}:scheduler:::aws-sdk:dynamodb:exportTableToPointInTime`,
        roleArn: role.roleArn,
        input: stack.toJsonString({
          TableArn: props.table.tableArn,
          S3Bucket: this.bucket.bucketName,
          // One folder per run, named by its scheduled time: the Athena table's snapshot partition.
          S3Prefix: `${EXPORT_PREFIX}<aws.scheduler.scheduled-time>`,
          S3SseAlgorithm: 'AES256',
          ExportFormat: 'DYNAMODB_JSON',
          ExportType: 'FULL_EXPORT',
        }),
        retryPolicy: { maximumRetryAttempts: 3, maximumEventAgeInSeconds: 3600 },
      },
    });

    const database = new CfnDatabase(this, 'Database', {
      catalogId: stack.account,
      databaseInput: {
        name: GLUE_DATABASE,
        description: 'Campfire: daily exports of the reservation table, for Athena',
      },
    });
    const exportsRoot = `s3://${this.bucket.bucketName}/${EXPORT_PREFIX}`;
    this.itemsTable = new CfnTable(this, 'ItemsTable', {
      catalogId: stack.account,
      databaseName: GLUE_DATABASE,
      tableInput: {
        name: GLUE_TABLE,
        description: 'Every item of the table, per daily export (snapshot: the export’s scheduled time)',
        tableType: 'EXTERNAL_TABLE',
        partitionKeys: [{ name: 'snapshot', type: 'string' }],
        parameters: {
          classification: 'json',
          'projection.enabled': 'true',
          'projection.snapshot.type': 'injected',
          'storage.location.template': `${exportsRoot}\${snapshot}/`,
        },
        storageDescriptor: {
          columns: [
            {
              name: 'item',
              type: `struct<${Object.entries(ITEM_FIELDS)
                .map(([k, v]) => `${k}:${v}`)
                .join(',')}>`,
            },
          ],
          location: exportsRoot,
          inputFormat: 'org.apache.hadoop.mapred.TextInputFormat',
          outputFormat: 'org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat',
          serdeInfo: {
            serializationLibrary: 'org.openx.data.jsonserde.JsonSerDe',
            // The export's manifest files sit beside its data: they read as empty rows, not errors.
            parameters: { 'ignore.malformed.json': 'true', 'case.insensitive': 'true' },
          },
        },
      },
    });
    this.itemsTable.addResourceDependency(database);

    this.workGroup = new CfnWorkGroup(this, 'WorkGroup', {
      name: WORKGROUP,
      description: 'Campfire: ad hoc reports over the table exports',
      state: 'ENABLED',
      recursiveDeleteOption: true,
      workGroupConfiguration: {
        enforceWorkGroupConfiguration: true,
        publishCloudWatchMetricsEnabled: true,
        // A runaway query stops at 10 GB scanned.
        bytesScannedCutoffPerQuery: 10 * 1024 ** 3,
        resultConfiguration: {
          outputLocation: `s3://${this.bucket.bucketName}/${RESULTS_PREFIX}`,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
        },
      },
    });
    for (const [slug, query] of Object.entries(REPORT_QUERIES)) {
      const saved = new CfnNamedQuery(this, `Query-${slug}`, {
        name: `campfire-${slug}`,
        description: `The ${slug} report over one export; parameters: ${query.parameters}`,
        database: GLUE_DATABASE,
        workGroup: WORKGROUP,
        queryString: query.sql,
      });
      saved.addResourceDependency(this.workGroup);
      saved.addResourceDependency(database);
    }
  }
}

/** The export and Athena resources, in a stack of their own beside the data stack. */
export class ReportsExportStack extends Stack {
  readonly reportsExport: ReportsExport;

  constructor(scope: Construct, id: string, props: StackProps & ReportsExportProps) {
    super(scope, id, { description: 'Campfire: table exports to S3 and Athena for reporting', ...props });
    this.reportsExport = new ReportsExport(this, 'ReportsExport', { table: props.table });
  }
}
