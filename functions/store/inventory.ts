/**
 * Reads for availability (README "Spot-night inventory" and "Park availability rules"): a park's taken
 * nights in a date window (parallel gsi2 Queries, one per month and shard) and the park's rules (one Query).
 */
import type { TenantId } from '#domain/catalogue';
import type {
  ClosureRecord,
  OperationalSeasonRecord,
  ParkRules,
  PricingSeasonRecord,
  SpotNightRecord,
  SpotNightStatus,
  WalkInPeriodRecord,
} from '#domain/inventory';
import { monthsOf } from '#domain/availability/calendar';
import { listParkRuleRows } from '#store/business-rules';
import { NIGHT_SHARDS, PARK_RULE_KIND, keys, stripKeys } from '#store/keys';
import { queryItems } from '#store/query';

/** A night item → its record; expiresAt is kept (stripKeys would drop it: it is the TTL attribute). */
export function toSpotNight(item: Record<string, unknown>): SpotNightRecord {
  return {
    spotId: Number(item.spotId),
    locationId: Number(item.locationId),
    night: String(item.night),
    status: item.status as SpotNightStatus,
    ...(typeof item.lockCode === 'string' ? { lockCode: item.lockCode } : {}),
    ...(typeof item.reservationId === 'number' ? { reservationId: item.reservationId } : {}),
    ...(typeof item.expiresAt === 'number' ? { expiresAt: item.expiresAt } : {}),
  };
}

/** The gsi2 Queries that cover a park's nights from `start` to `end` (both included). */
export function takenNightQueries(tenantId: TenantId, locationId: number, start: string, end: string) {
  return monthsOf(start, end).flatMap((month) =>
    Array.from({ length: NIGHT_SHARDS }, (_, shard) => ({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.parkNightsByMonth(tenantId, locationId, month, shard),
        ':from': start,
        // '~' sorts after '#<spotId>', so the last day's items are included.
        ':to': `${end}~`,
      },
    })),
  );
}

/** Every taken night (held, reserved, blocked; expired holds included) of a park's spots in a window. */
export async function listTakenNights(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<SpotNightRecord[]> {
  const pages = await Promise.all(takenNightQueries(tenantId, locationId, start, end).map(queryItems));
  return pages.flat().map(toSpotNight);
}

/** A park's closures, seasons, walk-in periods and the business rule rows that apply there. */
export async function getParkRules(tenantId: TenantId, locationId: number): Promise<ParkRules> {
  const [items, businessRules] = await Promise.all([
    queryItems({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.locationPk(tenantId, locationId),
        ':prefix': keys.parkRulePrefix,
      },
    }),
    listParkRuleRows(tenantId, locationId),
  ]);
  const rules: ParkRules = {
    closures: [],
    operationalSeasons: [],
    pricingSeasons: [],
    walkInPeriods: [],
    businessRules,
  };
  for (const item of items) {
    const kind = String(item.sk).split('#')[1];
    switch (kind) {
      case PARK_RULE_KIND.closure:
        rules.closures.push(stripKeys<ClosureRecord>(item));
        break;
      case PARK_RULE_KIND.operationalSeason:
        rules.operationalSeasons.push(stripKeys<OperationalSeasonRecord>(item));
        break;
      case PARK_RULE_KIND.pricingSeason:
        rules.pricingSeasons.push(stripKeys<PricingSeasonRecord>(item));
        break;
      case PARK_RULE_KIND.walkInPeriod:
        rules.walkInPeriods.push(stripKeys<WalkInPeriodRecord>(item));
        break;
    }
  }
  return rules;
}
