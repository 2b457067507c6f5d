import type { EquipmentTypeRecord, ProductTypeRecord, SpotTypeRecord } from '#domain/catalogue';

/** The four spot types every tenant offers (spec public §2.9 lists them as checkboxes). */
export const SPOT_TYPE = { Campsite: 1, Shelter: 2, Cabin: 3, GroupCampsite: 4 } as const;

export const spotTypes: SpotTypeRecord[] = [
  {
    id: SPOT_TYPE.Campsite,
    name: 'Campsite',
    description: 'A single-family site for a tent, trailer or RV, with a picnic table and fire ring.',
    icon: '/icons/spot-types/campsite.svg',
  },
  {
    id: SPOT_TYPE.Shelter,
    name: 'Shelter',
    description: 'A covered picnic shelter reserved by the day for gatherings, reunions and parties.',
    icon: '/icons/spot-types/shelter.svg',
  },
  {
    id: SPOT_TYPE.Cabin,
    name: 'Cabin',
    description: 'A cabin or yurt with beds and a roof overhead; bring your own bedding.',
    icon: '/icons/spot-types/cabin.svg',
  },
  {
    id: SPOT_TYPE.GroupCampsite,
    name: 'Group Campsite',
    description: 'A large site for youth groups, clubs and family reunions, reserved as one unit.',
    icon: '/icons/spot-types/group-campsite.svg',
  },
];

/** Product types drive map markers and the per-park counts in park search results. */
export const PRODUCT_TYPE = { Campsite: 1, Cabin: 2, Shelter: 3, GroupCampsite: 4, DayUseArea: 5 } as const;

export const productTypes: ProductTypeRecord[] = [
  { id: PRODUCT_TYPE.Campsite, name: 'Campsite', icon: '/icons/product-types/campsite.svg' },
  { id: PRODUCT_TYPE.Cabin, name: 'Cabin', icon: '/icons/product-types/cabin.svg' },
  { id: PRODUCT_TYPE.Shelter, name: 'Shelter', icon: '/icons/product-types/shelter.svg' },
  { id: PRODUCT_TYPE.GroupCampsite, name: 'Group Campsite', icon: '/icons/product-types/group-campsite.svg' },
  { id: PRODUCT_TYPE.DayUseArea, name: 'Day Use Area', icon: '/icons/product-types/day-use.svg' },
];

export const EQUIPMENT_TYPE = {
  Tent: 1,
  Rv: 2,
  TravelTrailer: 3,
  PopUp: 4,
  Van: 5,
  FifthWheel: 6,
} as const;

export const equipmentTypes: EquipmentTypeRecord[] = [
  { id: EQUIPMENT_TYPE.Tent, name: 'Tent' },
  { id: EQUIPMENT_TYPE.Rv, name: 'RV / Motorhome' },
  { id: EQUIPMENT_TYPE.TravelTrailer, name: 'Travel Trailer' },
  { id: EQUIPMENT_TYPE.PopUp, name: 'Pop-up Camper' },
  { id: EQUIPMENT_TYPE.Van, name: 'Van / Truck Camper' },
  { id: EQUIPMENT_TYPE.FifthWheel, name: 'Fifth Wheel' },
];
