import type { LocationRecord, RegionRecord } from '#domain/catalogue';
import { classificationSeed } from './classifications.ts';
import type { ClassificationKey } from './classifications.ts';
import { photoImage, photoUrl } from './photos.ts';
import type { ParkSeed, TenantProfile } from './tenants/profile.ts';

/** Park (location) ids: 101-1xx for the first demo tenant, 201-2xx for the second. */
export function parkId(profile: TenantProfile, index: number): number {
  return profile.idBase * 100 + index + 1;
}

const KIND_NOUNS: Record<ClassificationKey, [string, string]> = {
  fullHookup: ['full hookup campsite', 'full hookup campsites'],
  electric: ['electric campsite', 'electric campsites'],
  standardTent: ['standard tent site', 'standard tent sites'],
  walkInTent: ['walk-in tent site', 'walk-in tent sites'],
  camperCabin: ['camper cabin', 'camper cabins'],
  deluxeCabin: ['deluxe cabin', 'deluxe cabins'],
  yurt: ['yurt', 'yurts'],
  picnicShelter: ['reservable picnic shelter', 'reservable picnic shelters'],
  groupCamp: ['group camp', 'group camps'],
  groupDayUse: ['group day use area', 'group day use areas'],
};

function countsByKind(park: ParkSeed): [ClassificationKey, number][] {
  const counts = new Map<ClassificationKey, number>();
  for (const loop of park.loops) counts.set(loop.kind, (counts.get(loop.kind) ?? 0) + loop.count);
  return [...counts.entries()];
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A paragraph summing up what can be reserved, computed from the park's loops. */
function facilitiesParagraph(park: ParkSeed): string {
  const parts = countsByKind(park).map(([kind, n]) => `${n} ${KIND_NOUNS[kind][n === 1 ? 0 : 1]}`);
  const loopNames = park.loops.map((loop) => loop.name);
  return (
    `<p>${park.shortName} offers ${listPhrase(parts)}, spread across ${listPhrase(loopNames)}. ` +
    `Every campsite has a picnic table and most have a fire ring; drinking water, restrooms and trash ` +
    `collection are a short walk from every loop.</p>`
  );
}

function reservationInfo(profile: TenantProfile, park: ParkSeed): string {
  const kinds = countsByKind(park).map(([kind]) => kind);
  const lines = kinds.map((kind) => {
    const seed = classificationSeed(kind);
    const rate = (profile.rates[kind] / 100).toFixed(2);
    const unit = seed.bookingTypeId === 2 ? 'per day' : 'per night';
    return `<li><strong>${seed.name}:</strong> from $${rate} ${unit}</li>`;
  });
  return [
    ...profile.reservationPolicy,
    `<p>Rates at ${park.shortName} (before fees and discounts):</p>`,
    `<ul>${lines.join('')}</ul>`,
  ].join('\n');
}

function importantDates(park: ParkSeed): string {
  if (park.seasonDates.length === 0) return '';
  return `<ul>${park.seasonDates.map((line) => `<li>${line}</li>`).join('')}</ul>`;
}

function mapZoom(park: ParkSeed): number {
  const spots = park.loops.reduce((sum, loop) => sum + loop.count, 0);
  return spots > 300 ? 14 : 15;
}

export function buildLocations(profile: TenantProfile, regions: RegionRecord[]): LocationRecord[] {
  return profile.parks.map((park, index) => {
    const id = parkId(profile, index);
    const region = regions.find((r) => r.regionNumber === park.regionNumber);
    if (!region) throw new Error(`park ${park.code}: no region ${park.regionNumber}`);
    const secondary = typeof park.secondaryContact === 'string' ? null : park.secondaryContact;
    const images = park.photos.map((key, i) => photoImage(id * 100 + i + 1, key, park.shortName));
    return {
      id,
      code: park.code,
      longName: park.longName,
      shortName: park.shortName,
      regionId: region.id,
      annualVisitors: park.annualVisitors,
      acreage: park.acreage,
      elevation: park.elevation,
      url: `${profile.parkUrlBase}/${park.shortName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      timezone: profile.tenant.timezone,
      helpUrl: profile.tenant.customerOnlineHelpUrl,
      helpUrlName: 'Reservation Help',
      directions: park.directions,
      importantDates: importantDates(park),
      latitude: park.latitude,
      longitude: park.longitude,
      mapLatitude: park.latitude,
      mapLongitude: park.longitude,
      mapZoomLevel: mapZoom(park),
      street1: park.street1,
      street2: '',
      city: park.city,
      state: profile.stateCode,
      zipcode: park.zipcode,
      primaryContactName: park.primaryContact.name,
      primaryContactEmail: park.primaryContact.email,
      secondaryContactName: secondary ? secondary.name : (park.secondaryContact as string),
      secondaryContactEmail: secondary ? secondary.email : '',
      reportingEmail: `${park.code.toLowerCase()}.reports@${profile.emailDomain}`,
      phoneNumber: park.phone,
      faxNumber: park.fax ?? '',
      featured: park.featured !== undefined,
      featuredDescription: park.featured ?? '',
      featuredImageUrl: park.featured !== undefined && park.photos[0] ? photoUrl(park.photos[0]) : '',
      isActive: true,
      operationalSeasonId: null,
      images,
      descriptions: [
        {
          id: id * 10 + 1,
          title: 'General Description',
          description: [
            ...park.about.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)),
            facilitiesParagraph(park),
          ].join('\n'),
          displayOrder: 1,
        },
        {
          id: id * 10 + 2,
          title: 'Reservation Info',
          description: reservationInfo(profile, park),
          displayOrder: 2,
        },
      ],
    };
  });
}
