/**
 * The tenant bootstrap as the event handler of a CloudFormation custom resource, behind CDK's provider
 * framework (lib/tenant/bootstrap.ts), which answers CloudFormation, also when this Lambda fails or
 * times out. Create and Update run bootstrapTenant() with the resource's properties; Delete keeps the
 * tenant's data (people, reservations and payments outlive a stack). An error fails the deploy with
 * its message, and the stack rolls back.
 */
import { readFileSync } from 'node:fs';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { Logger } from '@aws-lambda-powertools/logger';
import { traced } from '#adapters/observability/index';
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
  /** The staff pool's password app client (the super admin's set-password code is mailed through it). */
  StaffClientId: string;
  /** 'true' when the bundle carries a catalogue file. */
  HasCatalogue: string;
  /** Content hash of the catalogue file: a new file re-runs the (import-once) bootstrap. */
  CatalogueHash: string;
}

/** What the provider framework reports to CloudFormation. */
export interface BootstrapResponse {
  PhysicalResourceId: string;
}

export const handler = traced(
  async (event: CloudFormationCustomResourceEvent): Promise<BootstrapResponse> => {
    if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
    const props = event.ResourceProperties as unknown as BootstrapProperties;
    const raw = JSON.parse(props.Tenant) as TenantRecord;
    const tenantId = toTenantId(raw.id);
    const report = await bootstrapTenant({
      tenant: { ...raw, id: tenantId },
      superAdmin: JSON.parse(props.SuperAdmin) as SuperAdmin,
      staffPool: { userPoolId: props.StaffUserPoolId, clientId: props.StaffClientId },
      catalogue:
        props.HasCatalogue === 'true'
          ? (JSON.parse(
              readFileSync(new URL(`./${CATALOGUE_FILE}`, import.meta.url), 'utf8'),
            ) as CatalogueFile)
          : undefined,
    });
    logger.info('tenant bootstrapped', { tenantId, ...report });
    return {
      PhysicalResourceId:
        event.RequestType === 'Create' ? `campfire-tenant-bootstrap-${tenantId}` : event.PhysicalResourceId,
    };
  },
);
