import type { LoopRecord, SpotRecord } from '#domain/catalogue';
import { CLASSIFICATION_ID, classificationSeed } from './classifications.ts';
import type { ClassificationKey } from './classifications.ts';
import { photoImage } from './photos.ts';
import type { PhotoKey } from './photos.ts';
import { createRandom } from './random.ts';
import { spotAttributeValues } from './spot-attributes.ts';
import type { LoopSeed, ParkSeed, TenantProfile } from './tenants/profile.ts';

const DEFAULT_AREA: Record<ClassificationKey, string> = {
  fullHookup: 'Campground',
  electric: 'Campground',
  standardTent: 'Campground',
  walkInTent: 'Walk-in Camp',
  camperCabin: 'Cabin Village',
  deluxeCabin: 'Cabin Village',
  yurt: 'Yurt Village',
  picnicShelter: 'Day Use Area',
  groupCamp: 'Group Area',
  groupDayUse: 'Day Use Area',
};

/** Spots named by number within the park ('Cabin 3') rather than by loop code ('A012'). */
const NUMBERED_NAMES: Partial<Record<ClassificationKey, string>> = {
  camperCabin: 'Cabin',
  deluxeCabin: 'Cabin',
  yurt: 'Yurt',
  picnicShelter: 'Shelter',
  groupCamp: 'Group Camp',
  groupDayUse: 'Group Area',
};

const SPOT_PHOTOS: Partial<Record<ClassificationKey, PhotoKey>> = {
  camperCabin: 'cabinWoods',
  deluxeCabin: 'cabinWoods',
  yurt: 'yurtMeadow',
  picnicShelter: 'picnicShelter',
  groupCamp: 'campfireNight',
  groupDayUse: 'picnicShelter',
  walkInTent: 'tentLakeside',
};

const ADA_KINDS: ClassificationKey[] = [
  'fullHookup',
  'electric',
  'standardTent',
  'camperCabin',
  'deluxeCabin',
  'yurt',
];

/** Metres to degrees at the park's latitude, for laying loops out on the ground. */
function offset(lat: number, lon: number, northM: number, eastM: number): [number, number] {
  const dLat = northM / 111_320;
  const dLon = eastM / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [Number((lat + dLat).toFixed(6)), Number((lon + dLon).toFixed(6))];
}

function loopDescription(loop: LoopSeed, park: ParkSeed): string {
  if (loop.description) return loop.description;
  const seed = classificationSeed(loop.kind);
  return `${loop.count} ${seed.name.toLowerCase()}${loop.count === 1 ? '' : 's'} at ${park.shortName}.`;
}

export interface ParkSpots {
  loops: LoopRecord[];
  spots: SpotRecord[];
}

/**
 * Loops and spots of one park. Loops sit on a ring around the park's centre; each loop's spots sit
 * on a small ellipse around the loop's centre, so map pins look like a campground drawn on the ground.
 */
export function buildParkSpots(
  profile: TenantProfile,
  park: ParkSeed,
  locationId: number,
  firstLoopId: number,
  firstSpotId: number,
): ParkSpots {
  const random = createRandom(`${profile.tenant.id}:${park.code}:spots`);
  const loops: LoopRecord[] = [];
  const spots: SpotRecord[] = [];
  const numbered = new Map<string, number>();
  let spotId = firstSpotId;

  park.loops.forEach((loop, loopIndex) => {
    const loopId = firstLoopId + loopIndex;
    const angle = (2 * Math.PI * loopIndex) / park.loops.length + random.next() * 0.4;
    const ringM = 350 + 120 * park.loops.length + random.int(0, 150);
    const [loopLat, loopLon] = offset(
      park.latitude,
      park.longitude,
      Math.sin(angle) * ringM,
      Math.cos(angle) * ringM,
    );
    const radiusM = Math.max(40, loop.count * 4.5);
    loops.push({
      id: loopId,
      locationId,
      name: loop.name,
      code: loop.code,
      description: loopDescription(loop, park),
      elevation: park.elevation + random.int(-40, 60),
      directions: `<p>From the entrance station, follow the signs for <strong>${loop.name}</strong>.</p>`,
    });

    const seed = classificationSeed(loop.kind);
    const prefix = NUMBERED_NAMES[loop.kind];
    for (let i = 0; i < loop.count; i++) {
      let name: string;
      if (prefix) {
        const n = (numbered.get(prefix) ?? 0) + 1;
        numbered.set(prefix, n);
        name = `${prefix} ${n}`;
      } else {
        name = `${loop.code}${String(i + 1).padStart(3, '0')}`;
      }
      const theta = (2 * Math.PI * i) / loop.count;
      const [lat, lon] = offset(loopLat, loopLon, Math.sin(theta) * radiusM * 0.7, Math.cos(theta) * radiusM);
      // About 4% of sites are held for campers with a disability; index based so every loop has some.
      const ada = ADA_KINDS.includes(loop.kind) && i % 25 === 7;
      const photoKey = SPOT_PHOTOS[loop.kind] ?? (random.chance(0.08) ? 'tentLakeside' : undefined);
      const photos = photoKey ? [photoImage(spotId * 10 + 1, photoKey, name)] : [];
      spots.push({
        id: spotId,
        locationId,
        loopId,
        name,
        area: loop.area ?? DEFAULT_AREA[loop.kind],
        areaDescription: `${loop.area ?? DEFAULT_AREA[loop.kind]} at ${park.shortName}`,
        productId: CLASSIFICATION_ID[loop.kind],
        spotTypeIds: [seed.spotTypeId],
        equipmentTypeIds: [...seed.equipmentTypeIds],
        latitude: lat,
        longitude: lon,
        // A few sites per loop are kept for staff to sell (walk-ups, hosts, accessible overflow).
        salesChannel: i % 17 === 16 ? 'Agency' : 'All',
        featuredImageUrl: photos[0]?.url ?? '',
        photos,
        // Cabins, yurts, shelters and group sites get their own write-up; campsites share the loop's.
        descriptions: prefix
          ? [
              {
                id: spotId * 10 + 1,
                title: 'Site Details',
                description: `<p>${seed.description}</p>`,
                displayOrder: 1,
              },
            ]
          : [],
        attributes: spotAttributeValues(loop.kind, park.setting, random, ada),
        isActive: !(i % 97 === 50),
      });
      spotId++;
    }
  });
  return { loops, spots };
}
