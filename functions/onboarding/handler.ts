/**
 * The tenant bootstrap as a CloudFormation custom resource (lib/tenant/bootstrap.ts): Create and Update
 * run bootstrapTenant() with the resource's properties; Delete keeps the tenant's data (people,
 * reservations and payments outlive a stack). The result goes to CloudFormation's pre-signed
 * ResponseURL; an error fails the deploy with its message, and the stack rolls back.
 */
import { readFileSync } from 'node:fs';
import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { Logger } from '@aws-lambda-powertools/logger';
import type { TenantRecord } from '#domain/catalogue';
import { toTenantId } from '#domain/tenant-id';
import { bootstrapTenant, type CatalogueFile, type SuperAdmin } from './tenant-bootstrap.ts';

const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'campfire-tenant-bootstrap',
});

/** Where the stack's bundling puts the tenant's catalogue file, beside the handler. */
export const CATALOGUE_FILE = 'catalogue.json';

/** The custom resource's properties (strings: CloudFormation passes them as such). */
export interface BootstrapProperties {
  /** JSON of the TenantRecord. */
  Tenant: string;
  /** JSON of the SuperAdmin. */
  SuperAdmin: string;
  StaffUserPoolId: string;
  /** 'true' when the bundle carries a catalogue file. */
  HasCatalogue: string;
  /** Content hash of the catalogue file: a new file re-runs the (import-once) bootstrap. */
  CatalogueHash: string;
}

export async function handler(event: CloudFormationCustomResourceEvent, context: Context): Promise<void> {
  const physicalId =
    event.RequestType === 'Create'
      ? `campfire-tenant-bootstrap-${context.logStreamName}`
      : event.PhysicalResourceId;
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let reason = '';
  try {
    if (event.RequestType !== 'Delete') {
      const props = event.ResourceProperties as unknown as BootstrapProperties;
      const raw = JSON.parse(props.Tenant) as TenantRecord;
      const report = await bootstrapTenant({
        tenant: { ...raw, id: toTenantId(raw.id) },
        superAdmin: JSON.parse(props.SuperAdmin) as SuperAdmin,
        staffUserPoolId: props.StaffUserPoolId,
        catalogue:
          props.HasCatalogue === 'true'
            ? (JSON.parse(
                readFileSync(new URL(`./${CATALOGUE_FILE}`, import.meta.url), 'utf8'),
              ) as CatalogueFile)
            : undefined,
      });
      logger.info('tenant bootstrapped', { tenantId: raw.id, ...report });
    }
  } catch (err) {
    logger.error('tenant bootstrap failed', err as Error);
    status = 'FAILED';
    reason = `${(err as Error).message} (log stream ${context.logStreamName})`;
  }
  const res = await fetch(event.ResponseURL, {
    method: 'PUT',
    // The pre-signed URL was signed without a content type.
    headers: { 'content-type': '' },
    body: JSON.stringify({
      Status: status,
      Reason: reason.slice(0, 1000),
      PhysicalResourceId: physicalId,
      StackId: event.StackId,
      RequestId: event.RequestId,
      LogicalResourceId: event.LogicalResourceId,
    }),
  });
  if (!res.ok) throw new Error(`CloudFormation response refused: ${res.status}`);
}
