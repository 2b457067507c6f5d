import type { AlertRecord, LocationRecord, SpotRecord } from '#domain/catalogue';
import { ALERT_TYPES } from '#domain/alerts';
import type { TenantProfile } from './tenants/profile.ts';

/** Web alerts: ids are idBase*100 + n so the two tenants' alerts never share an id. */
export function buildAlerts(
  profile: TenantProfile,
  locations: LocationRecord[],
  spots: SpotRecord[],
): AlertRecord[] {
  return profile.alerts.map((seed, index) => {
    const location = seed.park === null ? null : locations.find((l) => l.code === seed.park);
    if (seed.park !== null && !location) throw new Error(`alert for unknown park ${seed.park}`);
    const spotIds = (seed.spotNames ?? []).map((name) => {
      const spot = spots.find((s) => s.locationId === location?.id && s.name === name);
      if (!spot) throw new Error(`alert for unknown spot ${name} in ${seed.park}`);
      return spot.id;
    });
    return {
      id: profile.idBase * 100 + index + 1,
      locationId: location ? location.id : null,
      startDate: seed.startDate,
      endDate: seed.endDate,
      alertTypeId: seed.alertTypeId,
      alertTypeName: ALERT_TYPES[seed.alertTypeId],
      message: seed.message,
      applyToEmail: seed.applyToEmail ?? false,
      applyToWebsite: seed.applyToWebsite ?? true,
      showAtTop: seed.showAtTop ?? seed.alertTypeId !== 1,
      spotIds,
    };
  });
}
