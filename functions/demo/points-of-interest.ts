import type { PointOfInterestCategoryRecord, PointOfInterestRecord } from '#domain/catalogue';

export const pointOfInterestCategories: PointOfInterestCategoryRecord[] = [
  { id: 1, name: 'Recreation', description: 'Trails, sports and things to do on land.' },
  { id: 2, name: 'Water Recreation', description: 'Boating, fishing, swimming and paddling.' },
  { id: 3, name: 'Park Facilities', description: 'Buildings and services inside the park.' },
  { id: 4, name: 'Nature & History', description: 'Wildlife, scenery and cultural sites.' },
  { id: 5, name: 'Nearby Services', description: 'Supplies, fuel and medical care near the park.' },
];

/** Keys the park seeds use to name points of interest; the record id is fixed per key. */
export type PoiKey =
  | 'hiking'
  | 'biking'
  | 'horse'
  | 'climbing'
  | 'skiing'
  | 'boatLaunch'
  | 'fishing'
  | 'swimming'
  | 'paddling'
  | 'marina'
  | 'visitorCenter'
  | 'showers'
  | 'dumpStation'
  | 'playground'
  | 'amphitheater'
  | 'campStore'
  | 'picnicArea'
  | 'wildlife'
  | 'overlook'
  | 'historic'
  | 'tidePools'
  | 'waterfall'
  | 'grocery'
  | 'fuel'
  | 'hospital'
  | 'golf';

interface PoiSeed {
  id: number;
  key: PoiKey;
  name: string;
  description: string;
  icon: string;
  categoryId: number;
  isSearchable?: boolean;
  isMappable?: boolean;
}

const seeds: PoiSeed[] = [
  {
    id: 1,
    key: 'hiking',
    name: 'Hiking Trails',
    description: 'Marked trails for day hikes.',
    icon: 'hiking',
    categoryId: 1,
  },
  {
    id: 2,
    key: 'biking',
    name: 'Mountain Biking',
    description: 'Singletrack and multi-use trails open to bikes.',
    icon: 'biking',
    categoryId: 1,
  },
  {
    id: 3,
    key: 'horse',
    name: 'Horseback Riding',
    description: 'Equestrian trails and trailer parking.',
    icon: 'horse',
    categoryId: 1,
  },
  {
    id: 4,
    key: 'climbing',
    name: 'Rock Climbing',
    description: 'Established routes; climb at your own risk.',
    icon: 'climbing',
    categoryId: 1,
  },
  {
    id: 5,
    key: 'skiing',
    name: 'Cross-Country Skiing',
    description: 'Groomed or marked winter ski trails.',
    icon: 'skiing',
    categoryId: 1,
  },
  {
    id: 6,
    key: 'boatLaunch',
    name: 'Boat Launch',
    description: 'Paved ramp with a courtesy dock.',
    icon: 'boat-launch',
    categoryId: 2,
  },
  {
    id: 7,
    key: 'fishing',
    name: 'Fishing',
    description: 'Shore or boat fishing with a state fishing license.',
    icon: 'fishing',
    categoryId: 2,
  },
  {
    id: 8,
    key: 'swimming',
    name: 'Swim Beach',
    description: 'Designated swim area; no lifeguard on duty.',
    icon: 'swimming',
    categoryId: 2,
  },
  {
    id: 9,
    key: 'paddling',
    name: 'Kayaking & Paddling',
    description: 'Hand-launch for kayaks, canoes and paddleboards.',
    icon: 'paddling',
    categoryId: 2,
  },
  {
    id: 10,
    key: 'marina',
    name: 'Marina',
    description: 'Boat slips, rentals and fuel dock.',
    icon: 'marina',
    categoryId: 2,
  },
  {
    id: 11,
    key: 'visitorCenter',
    name: 'Visitor Center',
    description: 'Exhibits, maps, passes and ranger information.',
    icon: 'visitor-center',
    categoryId: 3,
  },
  {
    id: 12,
    key: 'showers',
    name: 'Showers',
    description: 'Coin- or token-operated hot showers.',
    icon: 'showers',
    categoryId: 3,
  },
  {
    id: 13,
    key: 'dumpStation',
    name: 'Dump Station',
    description: 'RV sanitary dump and potable water fill.',
    icon: 'dump-station',
    categoryId: 3,
    isSearchable: true,
    isMappable: true,
  },
  {
    id: 14,
    key: 'playground',
    name: 'Playground',
    description: 'Play structure for children.',
    icon: 'playground',
    categoryId: 3,
  },
  {
    id: 15,
    key: 'amphitheater',
    name: 'Amphitheater',
    description: 'Ranger talks and evening programs in summer.',
    icon: 'amphitheater',
    categoryId: 3,
  },
  {
    id: 16,
    key: 'campStore',
    name: 'Camp Store',
    description: 'Firewood, ice and basic supplies in season.',
    icon: 'camp-store',
    categoryId: 3,
  },
  {
    id: 17,
    key: 'picnicArea',
    name: 'Picnic Area',
    description: 'First-come tables and grills.',
    icon: 'picnic',
    categoryId: 3,
  },
  {
    id: 18,
    key: 'wildlife',
    name: 'Wildlife Viewing',
    description: 'Good places to watch birds and wildlife.',
    icon: 'wildlife',
    categoryId: 4,
  },
  {
    id: 19,
    key: 'overlook',
    name: 'Scenic Overlook',
    description: 'A viewpoint worth the stop.',
    icon: 'overlook',
    categoryId: 4,
  },
  {
    id: 20,
    key: 'historic',
    name: 'Historic Site',
    description: 'Cultural and historic features.',
    icon: 'historic',
    categoryId: 4,
  },
  {
    id: 21,
    key: 'tidePools',
    name: 'Tide Pools',
    description: 'Rocky intertidal area best at low tide.',
    icon: 'tide-pools',
    categoryId: 4,
  },
  {
    id: 22,
    key: 'waterfall',
    name: 'Waterfall',
    description: 'Waterfall reached by trail.',
    icon: 'waterfall',
    categoryId: 4,
  },
  {
    id: 23,
    key: 'grocery',
    name: 'Grocery Store',
    description: 'Groceries and camping supplies.',
    icon: 'grocery',
    categoryId: 5,
    isMappable: false,
  },
  {
    id: 24,
    key: 'fuel',
    name: 'Fuel Station',
    description: 'Gasoline, diesel and propane.',
    icon: 'fuel',
    categoryId: 5,
    isMappable: false,
  },
  {
    id: 25,
    key: 'hospital',
    name: 'Hospital',
    description: 'Nearest emergency room.',
    icon: 'hospital',
    categoryId: 5,
    isSearchable: false,
  },
  {
    id: 26,
    key: 'golf',
    name: 'Golf Course',
    description: 'Public golf course.',
    icon: 'golf',
    categoryId: 1,
    isSearchable: false,
  },
];

export const pointsOfInterest: PointOfInterestRecord[] = seeds.map((seed) => ({
  id: seed.id,
  name: seed.name,
  description: seed.description,
  icon: `/icons/poi/${seed.icon}.svg`,
  categoryId: seed.categoryId,
  isSearchable: seed.isSearchable ?? true,
  isMappable: seed.isMappable ?? true,
}));

export function poiId(key: PoiKey): number {
  const seed = seeds.find((s) => s.key === key);
  if (!seed) throw new Error(`unknown point of interest ${key}`);
  return seed.id;
}
