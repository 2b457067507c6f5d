/** Stored alerts → the contract's Alert. Pure. */
import type { Alert } from '#contract/alerts';
import type { StoredAlert } from '#store/alerts';
import type { TenantId } from '#domain/catalogue';

export function toAlert(tenantId: TenantId, a: StoredAlert): Alert {
  return {
    id: a.id,
    tenantId,
    locationId: a.locationId,
    startDate: a.startDate,
    endDate: a.endDate,
    alertTypeId: a.alertTypeId,
    alertTypeName: a.alertTypeName,
    message: a.message,
    applyToEmail: a.applyToEmail,
    applyToWebsite: a.applyToWebsite,
    showAtTop: a.showAtTop,
    alertSpots: (a.alertSpots ?? []).map((s) => ({ ...s })),
    // Comments are staff notes kept by admin alert screens; none are stored.
    alertComments: [],
  };
}
