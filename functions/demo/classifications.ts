import { BOOKING_TYPE } from '#domain/catalogue';
import type { BookingTypeId, ProductClassificationRecord, ProductRecord } from '#domain/catalogue';
import { EQUIPMENT_TYPE, PRODUCT_TYPE, SPOT_TYPE } from './spot-types.ts';

/** The kinds of bookable spot; each is one product classification and one product (same id). */
export type ClassificationKey =
  | 'fullHookup'
  | 'electric'
  | 'standardTent'
  | 'walkInTent'
  | 'camperCabin'
  | 'deluxeCabin'
  | 'yurt'
  | 'picnicShelter'
  | 'groupCamp'
  | 'groupDayUse';

interface ClassificationSeed {
  id: number;
  key: ClassificationKey;
  name: string;
  description: string;
  internalDescription: string;
  message: string;
  icon: string;
  spotTypeId: number;
  productTypeId: number;
  bookingTypeId: BookingTypeId;
  equipmentTypeIds: number[];
  requiresCustomerAccount: boolean;
}

const RV_RIGS = [
  EQUIPMENT_TYPE.Rv,
  EQUIPMENT_TYPE.TravelTrailer,
  EQUIPMENT_TYPE.FifthWheel,
  EQUIPMENT_TYPE.PopUp,
];
const SMALL_RIGS = [EQUIPMENT_TYPE.Tent, EQUIPMENT_TYPE.PopUp, EQUIPMENT_TYPE.Van];

const seeds: ClassificationSeed[] = [
  {
    id: 1,
    key: 'fullHookup',
    name: 'Full Hookup Campsite',
    description: 'Back-in or pull-through RV site with electric, water and sewer at the site.',
    internalDescription: 'FHU: 30/50 amp pedestal, potable water and sewer connection.',
    message: 'Generators are not needed at full hookup sites and may not be run during quiet hours.',
    icon: '/icons/classifications/full-hookup.svg',
    spotTypeId: SPOT_TYPE.Campsite,
    productTypeId: PRODUCT_TYPE.Campsite,
    bookingTypeId: BOOKING_TYPE.Overnight,
    equipmentTypeIds: [...RV_RIGS, EQUIPMENT_TYPE.Van, EQUIPMENT_TYPE.Tent],
    requiresCustomerAccount: true,
  },
  {
    id: 2,
    key: 'electric',
    name: 'Electric Campsite',
    description: 'Campsite with an electric pedestal; drinking water and the dump station are nearby.',
    internalDescription: 'E: electric only; water from loop hydrants.',
    message: '',
    icon: '/icons/classifications/electric.svg',
    spotTypeId: SPOT_TYPE.Campsite,
    productTypeId: PRODUCT_TYPE.Campsite,
    bookingTypeId: BOOKING_TYPE.Overnight,
    equipmentTypeIds: [...RV_RIGS, EQUIPMENT_TYPE.Van, EQUIPMENT_TYPE.Tent],
    requiresCustomerAccount: true,
  },
  {
    id: 3,
    key: 'standardTent',
    name: 'Standard Tent Site',
    description: 'Drive-up site without hookups for tents, vans and small trailers.',
    internalDescription: 'Basic: no utilities; drive-up parking pad.',
    message: '',
    icon: '/icons/classifications/standard-tent.svg',
    spotTypeId: SPOT_TYPE.Campsite,
    productTypeId: PRODUCT_TYPE.Campsite,
    bookingTypeId: BOOKING_TYPE.Overnight,
    equipmentTypeIds: [...SMALL_RIGS, EQUIPMENT_TYPE.TravelTrailer],
    requiresCustomerAccount: true,
  },
  {
    id: 4,
    key: 'walkInTent',
    name: 'Walk-in Tent Site',
    description: 'Quiet tent site a short walk (100 to 400 feet) from a shared parking area.',
    internalDescription: 'Walk-in: tent only; carts at the trailhead.',
    message: 'Walk-in sites are for tents only. Park in the shared lot and carry gear to the site.',
    icon: '/icons/classifications/walk-in-tent.svg',
    spotTypeId: SPOT_TYPE.Campsite,
    productTypeId: PRODUCT_TYPE.Campsite,
    bookingTypeId: BOOKING_TYPE.Overnight,
    equipmentTypeIds: [EQUIPMENT_TYPE.Tent],
    requiresCustomerAccount: true,
  },
  {
    id: 5,
    key: 'camperCabin',
    name: 'Camper Cabin',
    description: 'Rustic one-room cabin with bunks, lights, heat and a covered porch; no water inside.',
    internalDescription: 'Camper cabin: electricity and heat; vault toilet or comfort station nearby.',
    message: 'Cabins are non-smoking. Bring bedding, cookware and a flashlight.',
    icon: '/icons/classifications/camper-cabin.svg',
    spotTypeId: SPOT_TYPE.Cabin,
    productTypeId: PRODUCT_TYPE.Cabin,
    bookingTypeId: BOOKING_TYPE.Overnight,
    equipmentTypeIds: [],
    requiresCustomerAccount: true,
  },
  {
    id: 6,
    key: 'deluxeCabin',
    name: 'Deluxe Cabin',
    description: 'Furnished cabin with a kitchen, bathroom with shower, bedrooms and a deck.',
    internalDescription: 'Deluxe: full kitchen and bath; housekeeping between stays.',
    message: 'Deluxe cabins require a two-night minimum stay on weekends from Memorial Day to Labor Day.',
    icon: '/icons/classifications/deluxe-cabin.svg',
    spotTypeId: SPOT_TYPE.Cabin,
    productTypeId: PRODUCT_TYPE.Cabin,
    bookingTypeId: BOOKING_TYPE.Overnight,
    equipmentTypeIds: [],
    requiresCustomerAccount: true,
  },
  {
    id: 7,
    key: 'yurt',
    name: 'Yurt',
    description: 'Round canvas yurt on a wooden deck with a futon, bunk bed, heater and lights.',
    internalDescription: 'Yurt: heated, lockable door; no pets.',
    message: '',
    icon: '/icons/classifications/yurt.svg',
    spotTypeId: SPOT_TYPE.Cabin,
    productTypeId: PRODUCT_TYPE.Cabin,
    bookingTypeId: BOOKING_TYPE.Overnight,
    equipmentTypeIds: [],
    requiresCustomerAccount: true,
  },
  {
    id: 8,
    key: 'picnicShelter',
    name: 'Picnic Shelter (Day Use)',
    description: 'Covered picnic shelter with tables, grills and nearby restrooms, reserved 8 am to dusk.',
    internalDescription: 'Day use shelter: unreserved shelters are first come, first served.',
    message: 'Shelter reservations are for day use only; the shelter must be vacated by dusk.',
    icon: '/icons/classifications/picnic-shelter.svg',
    spotTypeId: SPOT_TYPE.Shelter,
    productTypeId: PRODUCT_TYPE.Shelter,
    bookingTypeId: BOOKING_TYPE.DayUse,
    equipmentTypeIds: [],
    requiresCustomerAccount: true,
  },
  {
    id: 9,
    key: 'groupCamp',
    name: 'Group Camp',
    description: 'Large overnight camp for organised groups, with several tent pads and a fire circle.',
    internalDescription: 'Group camp: group leader must be 21 or older and present.',
    message: 'A group leader aged 21 or older must stay with the group for the whole reservation.',
    icon: '/icons/classifications/group-camp.svg',
    spotTypeId: SPOT_TYPE.GroupCampsite,
    productTypeId: PRODUCT_TYPE.GroupCampsite,
    bookingTypeId: BOOKING_TYPE.Overnight,
    equipmentTypeIds: [EQUIPMENT_TYPE.Tent, EQUIPMENT_TYPE.Van, EQUIPMENT_TYPE.PopUp],
    requiresCustomerAccount: true,
  },
  {
    id: 10,
    key: 'groupDayUse',
    name: 'Group Day Use Area',
    description: 'Open lawn and picnic grounds for large day gatherings, with a group grill and power.',
    internalDescription: 'Group day use: amplified sound by permit only.',
    message: '',
    icon: '/icons/classifications/group-day-use.svg',
    spotTypeId: SPOT_TYPE.GroupCampsite,
    productTypeId: PRODUCT_TYPE.DayUseArea,
    bookingTypeId: BOOKING_TYPE.DayUse,
    equipmentTypeIds: [],
    requiresCustomerAccount: true,
  },
];

export const CLASSIFICATION_ID: Record<ClassificationKey, number> = Object.fromEntries(
  seeds.map((seed) => [seed.key, seed.id]),
) as Record<ClassificationKey, number>;

export function classificationSeed(key: ClassificationKey): ClassificationSeed {
  const seed = seeds.find((s) => s.key === key);
  if (!seed) throw new Error(`unknown classification ${key}`);
  return seed;
}

export function buildProductClassifications(): ProductClassificationRecord[] {
  return seeds.map((seed) => ({
    id: seed.id,
    name: seed.name,
    description: seed.description,
    internalDescription: seed.internalDescription,
    message: seed.message,
    applyMessageToWebsite: seed.message !== '',
    applyMessageToEmail: seed.message !== '',
    showMessageAtTop: seed.key === 'walkInTent',
    icons: [{ id: seed.id, icon: seed.icon }],
    spotTypeIds: [seed.spotTypeId],
    equipmentTypeIds: [...seed.equipmentTypeIds],
  }));
}

/** One product per classification (same id); the base rate is the tenant's. */
export function buildProducts(rates: Record<ClassificationKey, number>, codePrefix: string): ProductRecord[] {
  return seeds.map((seed) => ({
    id: seed.id,
    name: seed.name,
    description: seed.description,
    code: `${codePrefix}-${String(seed.id).padStart(3, '0')}`,
    productTypeId: seed.productTypeId,
    productClassificationId: seed.id,
    bookingTypeId: seed.bookingTypeId,
    requiresCustomerAccount: seed.requiresCustomerAccount,
    baseDailyRateCents: rates[seed.key],
  }));
}
