/**
 * The reports export stack: a daily schedule that starts DynamoDB's export of the table to the bucket's
 * export prefix (a universal target, one folder per scheduled time), the scheduler's exact grants, the
 * private bucket (encrypted, TLS only, access-logged, exports expiring), the Glue table Athena reads
 * (the snapshot partition injected, its location the export folders, the JSON SerDe), the workgroup with
 * encrypted, expiring results, and one saved query per report, each scoped to a snapshot, tenant and park.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { REPORT_SLUGS } from '#domain/reports/catalog';
import {
  EXPORT_PREFIX,
  EXPORT_RETENTION_DAYS,
  GLUE_DATABASE,
  GLUE_TABLE,
  REPORT_QUERIES,
  WORKGROUP,
} from '../../lib/platform/reports-export.ts';
import { asList, synthCampfire, type Synthesised } from './campfire.ts';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

describe('reports export stack', () => {
  let campfire: Synthesised;
  let template: Template;
  let resources: Record<string, Resource>;
  beforeAll(() => {
    campfire = synthCampfire();
    template = campfire.template(campfire.platform.reportsExport);
    resources = template.toJSON().Resources as Record<string, Resource>;
  });

  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const only = (type: string) => {
    const found = ofType(type);
    expect(found, type).toHaveLength(1);
    return found[0]!;
  };

  it('exports the table once a day into a folder named by the run, from a role that may do only that', () => {
    const [, schedule] = only('AWS::Scheduler::Schedule');
    expect(schedule.Properties.ScheduleExpression).toMatch(/^cron\(/);
    const target = schedule.Properties.Target as {
      Arn: unknown;
      Input: unknown;
      RoleArn: { 'Fn::GetAtt': string[] };
    };
    expect(JSON.stringify(target.Arn)).toContain(':scheduler:::aws-sdk:dynamodb:exportTableToPointInTime');
    const input = JSON.stringify(target.Input);
    expect(input).toContain(`${EXPORT_PREFIX}<aws.scheduler.scheduled-time>`);
    expect(input).toContain('DYNAMODB_JSON');
    expect(input).toContain('FULL_EXPORT');
    // The table comes from the data stack.
    expect(input).toContain('Campfire-Platform-Data');

    const roleId = target.RoleArn['Fn::GetAtt'][0]!;
    const role = resources[roleId]!;
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const actions = statements.flatMap((st) => asList(st.Action)).sort();
    expect(actions).toEqual([
      'dynamodb:ExportTableToPointInTime',
      's3:AbortMultipartUpload',
      's3:PutObject',
      's3:PutObjectAcl',
    ]);
    const s3 = statements.find((st) => asList(st.Action).includes('s3:PutObject'))!;
    expect(JSON.stringify(s3.Resource)).toContain(`/${EXPORT_PREFIX}*`);
  });

  it('keeps the exports in a private, encrypted, access-logged bucket and lets them expire', () => {
    const buckets = ofType('AWS::S3::Bucket');
    const [, exports] = buckets.find(([, b]) => b.Properties.LoggingConfiguration)!;
    expect(exports.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const rules = (exports.Properties.LifecycleConfiguration as { Rules: Array<Record<string, unknown>> })
      .Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: EXPORT_PREFIX, ExpirationInDays: EXPORT_RETENTION_DAYS }),
    );
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });

  it('gives Athena a table over the export folders, one snapshot at a time', () => {
    const [, database] = only('AWS::Glue::Database');
    expect(database.Properties).toMatchObject({ DatabaseInput: { Name: GLUE_DATABASE } });
    const [, table] = only('AWS::Glue::Table');
    const input = table.Properties.TableInput as {
      Name: string;
      PartitionKeys: Array<{ Name: string }>;
      Parameters: Record<string, unknown>;
      StorageDescriptor: {
        Columns: Array<{ Name: string; Type: string }>;
        SerdeInfo: { SerializationLibrary: string };
      };
    };
    expect(input.Name).toBe(GLUE_TABLE);
    expect(input.PartitionKeys).toEqual([{ Name: 'snapshot', Type: 'string' }]);
    expect(input.Parameters).toMatchObject({
      'projection.enabled': 'true',
      'projection.snapshot.type': 'injected',
    });
    expect(JSON.stringify(input.Parameters['storage.location.template'])).toContain(
      `${EXPORT_PREFIX}\${snapshot}/`,
    );
    expect(input.StorageDescriptor.SerdeInfo.SerializationLibrary).toBe('org.openx.data.jsonserde.JsonSerDe');
    const [item] = input.StorageDescriptor.Columns;
    expect(item!.Name).toBe('item');
    // Balanced brackets: a malformed type string is only found when Athena first reads the table.
    expect(item!.Type.split('<').length).toBe(item!.Type.split('>').length);
    for (const field of ['pk:struct<s:string>', 'locationid:struct<n:string>', 'lines:struct<l:array<'])
      expect(item!.Type).toContain(field);
  });

  it('runs queries in a workgroup whose results are encrypted and bounded, with one saved query per report', () => {
    const [, workGroup] = only('AWS::Athena::WorkGroup');
    expect(workGroup.Properties).toMatchObject({
      Name: WORKGROUP,
      WorkGroupConfiguration: {
        EnforceWorkGroupConfiguration: true,
        ResultConfiguration: { EncryptionConfiguration: { EncryptionOption: 'SSE_S3' } },
      },
    });
    const queries = ofType('AWS::Athena::NamedQuery').map(([, q]) => q.Properties);
    expect(queries.map((q) => q.Name).sort()).toEqual(REPORT_SLUGS.map((slug) => `campfire-${slug}`).sort());
    expect(Object.keys(REPORT_QUERIES).sort()).toEqual([...REPORT_SLUGS].sort());
    for (const q of queries) {
      expect(q).toMatchObject({ Database: GLUE_DATABASE, WorkGroup: WORKGROUP });
      const sql = q.QueryString as string;
      // One export, one agency: every query names the snapshot and the tenant's key prefix.
      expect(sql, q.Name as string).toContain('snapshot = ?');
      expect(sql, q.Name as string).toMatch(/concat\('T#', \?, '#/);
      // As many parameters as the description lists.
      const listed = (q.Description as string).split('parameters: ')[1]!.split(', ').length;
      expect(sql.split('?').length - 1, q.Name as string).toBe(listed);
    }
  });
});
