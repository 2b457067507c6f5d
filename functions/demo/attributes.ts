import type { AttributeCategoryRecord, AttributeRecord } from '#domain/catalogue';

/**
 * Spot attributes (amenities). Ids 7, 9 and 133 are fixed by the specification (driveway length,
 * the ranked electric service select, maximum number of people); the others avoid those ids.
 * The order matters: the filter panel shows only the first four searchable Yes/No attributes.
 */
export const ATTRIBUTE = {
  PetsAllowed: 1,
  WaterHookup: 2,
  SewerHookup: 3,
  FireRing: 4,
  AdaAccessible: 5,
  PullThrough: 6,
  DrivewayLength: 7,
  MaxVehicles: 8,
  ElectricService: 9,
  SiteSurface: 10,
  SiteView: 11,
  AdaOccupantRequired: 12,
  TentPadSize: 13,
  Shade: 14,
  DistanceToRestroom: 15,
  MaxPeople: 133,
} as const;

/** Option ids of the ranked select (attribute 9): 91 is the lowest, 96 the highest. */
export const ELECTRIC = { None: 91, Amp15: 92, Amp20: 93, Amp30: 94, Amp50: 95, Amp100: 96 } as const;
export const SURFACE = { Gravel: 101, Paved: 102, Grass: 103, Dirt: 104, WoodPlatform: 105 } as const;
export const VIEW = {
  Lakefront: 111,
  Mountain: 112,
  River: 113,
  Forest: 114,
  Ocean: 115,
  Canyon: 116,
} as const;
export const SHADE = { FullSun: 141, Partial: 142, Full: 143 } as const;
export const NO_VALUE_OPTION = { id: -99, value: 'No Value' } as const;

export const attributeCategories: AttributeCategoryRecord[] = [
  { id: 1, name: 'Site Features' },
  { id: 2, name: 'Hookups & Utilities' },
  { id: 3, name: 'Accessibility' },
  { id: 4, name: 'Occupancy & Vehicles' },
  { id: 5, name: 'Rules' },
];

type AttributeInput = Pick<
  AttributeRecord,
  'id' | 'name' | 'description' | 'valueType' | 'icon' | 'categoryId'
> &
  Partial<AttributeRecord>;

function attribute(input: AttributeInput): AttributeRecord {
  return {
    displayName: '',
    distanceApplies: false,
    options: [],
    minValue: null,
    maxValue: null,
    isSearchable: true,
    showIcon: true,
    includedInAvailability: true,
    overridableAtSpot: true,
    ...input,
  };
}

export const attributes: AttributeRecord[] = [
  attribute({
    id: ATTRIBUTE.PetsAllowed,
    name: 'Pets Allowed',
    description: 'Leashed pets (6 ft leash or shorter) are welcome at this site.',
    valueType: 'Yes/No',
    icon: '/icons/attributes/pets.svg',
    categoryId: 5,
  }),
  attribute({
    id: ATTRIBUTE.WaterHookup,
    name: 'Water Hookup',
    description: 'Potable water connection at the site.',
    valueType: 'Yes/No',
    icon: '/icons/attributes/water.svg',
    categoryId: 2,
  }),
  attribute({
    id: ATTRIBUTE.SewerHookup,
    name: 'Sewer Hookup',
    description: 'Sewer connection at the site; bring a hose and fittings.',
    valueType: 'Yes/No',
    icon: '/icons/attributes/sewer.svg',
    categoryId: 2,
  }),
  attribute({
    id: ATTRIBUTE.FireRing,
    name: 'Fire Ring',
    description: 'Steel fire ring with a cooking grate. Follow posted fire restrictions.',
    valueType: 'Yes/No',
    icon: '/icons/attributes/fire-ring.svg',
    categoryId: 1,
  }),
  attribute({
    id: ATTRIBUTE.AdaAccessible,
    name: 'ADA Accessible',
    displayName: 'Accessible Site',
    description: 'Firm, level surface, accessible table and a route to an accessible restroom.',
    valueType: 'Yes/No',
    icon: '/icons/attributes/accessible.svg',
    categoryId: 3,
  }),
  attribute({
    id: ATTRIBUTE.PullThrough,
    name: 'Pull-Through',
    description: 'Drive-through parking pad; no backing up needed.',
    valueType: 'Yes/No',
    icon: '/icons/attributes/pull-through.svg',
    categoryId: 4,
  }),
  attribute({
    id: ATTRIBUTE.DrivewayLength,
    name: 'Driveway Length',
    displayName: 'Driveway Length (ft)',
    description: 'Usable length of the parking pad in feet, for the longest vehicle or rig.',
    valueType: 'Numeric Free',
    icon: '/icons/attributes/driveway.svg',
    categoryId: 4,
    minValue: 0,
    maxValue: 100,
  }),
  attribute({
    id: ATTRIBUTE.MaxVehicles,
    name: 'Maximum Number of Vehicles',
    description: 'Vehicles that may park at the site, including towed vehicles.',
    valueType: 'Numeric Free',
    icon: '/icons/attributes/vehicles.svg',
    categoryId: 4,
    minValue: 0,
    maxValue: 20,
  }),
  attribute({
    id: ATTRIBUTE.ElectricService,
    name: 'Electric Service',
    description: 'Highest amperage at the site pedestal; a site also supports every lower service.',
    valueType: 'Single Select',
    icon: '/icons/attributes/electric.svg',
    categoryId: 2,
    options: [
      { id: ELECTRIC.None, value: 'None' },
      { id: ELECTRIC.Amp15, value: '15 Amp' },
      { id: ELECTRIC.Amp20, value: '20 Amp' },
      { id: ELECTRIC.Amp30, value: '30 Amp' },
      { id: ELECTRIC.Amp50, value: '50 Amp' },
      { id: ELECTRIC.Amp100, value: '100 Amp' },
    ],
  }),
  attribute({
    id: ATTRIBUTE.SiteSurface,
    name: 'Site Surface',
    description: 'Surface of the tent pad or parking pad.',
    valueType: 'Multi Select',
    icon: '/icons/attributes/surface.svg',
    categoryId: 1,
    options: [
      { id: SURFACE.Gravel, value: 'Gravel' },
      { id: SURFACE.Paved, value: 'Paved' },
      { id: SURFACE.Grass, value: 'Grass' },
      { id: SURFACE.Dirt, value: 'Packed Dirt' },
      { id: SURFACE.WoodPlatform, value: 'Wood Platform' },
      { ...NO_VALUE_OPTION },
    ],
  }),
  attribute({
    id: ATTRIBUTE.SiteView,
    name: 'Site View',
    description: 'What you see from the site.',
    valueType: 'Multi Select',
    icon: '/icons/attributes/view.svg',
    categoryId: 1,
    options: [
      { id: VIEW.Lakefront, value: 'Lakefront' },
      { id: VIEW.Mountain, value: 'Mountain View' },
      { id: VIEW.River, value: 'River View' },
      { id: VIEW.Forest, value: 'Forest' },
      { id: VIEW.Ocean, value: 'Ocean View' },
      { id: VIEW.Canyon, value: 'Canyon View' },
      { ...NO_VALUE_OPTION },
    ],
  }),
  attribute({
    id: ATTRIBUTE.AdaOccupantRequired,
    name: 'ADA Occupant Required',
    description:
      'This site is held for a camper with a disability; an occupant must hold a disability placard.',
    valueType: 'Yes/No',
    icon: '/icons/attributes/accessible.svg',
    categoryId: 3,
    isSearchable: false,
    showIcon: false,
    overridableAtSpot: false,
  }),
  attribute({
    id: ATTRIBUTE.TentPadSize,
    name: 'Tent Pad Size',
    description: 'Dimensions of the level tent pad, e.g. 12 ft x 14 ft.',
    valueType: 'String Free',
    icon: '/icons/attributes/tent-pad.svg',
    categoryId: 1,
    includedInAvailability: false,
  }),
  attribute({
    id: ATTRIBUTE.Shade,
    name: 'Shade',
    description: 'How much shade the site gets at midday in summer.',
    valueType: 'Single Select',
    icon: '/icons/attributes/shade.svg',
    categoryId: 1,
    options: [
      { id: SHADE.FullSun, value: 'Full Sun' },
      { id: SHADE.Partial, value: 'Partial Shade' },
      { id: SHADE.Full, value: 'Full Shade' },
    ],
  }),
  attribute({
    id: ATTRIBUTE.DistanceToRestroom,
    name: 'Distance to Restroom',
    description: 'Walking distance in feet to the nearest restroom.',
    valueType: 'Numeric Free',
    icon: '/icons/attributes/restroom.svg',
    categoryId: 1,
    distanceApplies: true,
    minValue: 0,
    maxValue: 2000,
    isSearchable: false,
    includedInAvailability: false,
  }),
  attribute({
    id: ATTRIBUTE.MaxPeople,
    name: 'Maximum Number of People',
    description: 'The most people who may stay at or use the site, children included.',
    valueType: 'Numeric Free',
    icon: '/icons/attributes/people.svg',
    categoryId: 4,
    minValue: 1,
    maxValue: 200,
  }),
];
