/** Tenant-wide and park alerts, one partition per tenant. Key design: README.md. */
import type { AlertRecord, TenantId } from '#domain/catalogue';
import { keys } from '#store/keys';
import { queryPrefix } from '#store/query';

/** An alert as stored: with its spots' names resolved at write time. */
export type StoredAlert = AlertRecord & {
  alertSpots: {
    spotId: number;
    locationId: number;
    locationName: string;
    spotName: string;
    spotLoopName: string;
    spotAreaName: string;
  }[];
};

export function listGlobalAlerts(tenantId: TenantId): Promise<StoredAlert[]> {
  return queryPrefix<StoredAlert>(keys.alertsPk(tenantId), 'GLOBAL#');
}

export function listLocationAlerts(tenantId: TenantId, locationId: number): Promise<StoredAlert[]> {
  return queryPrefix<StoredAlert>(keys.alertsPk(tenantId), keys.locationAlertPrefix(locationId));
}
