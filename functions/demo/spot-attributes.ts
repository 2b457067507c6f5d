import type { SpotAttributeValue } from '#domain/catalogue';
import { ATTRIBUTE, ELECTRIC, NO_VALUE_OPTION, SHADE, SURFACE, VIEW } from './attributes.ts';
import type { ClassificationKey } from './classifications.ts';
import type { Random } from './random.ts';
import type { Setting } from './tenants/profile.ts';

const VIEW_BY_SETTING: Record<Setting, number> = {
  lake: VIEW.Lakefront,
  mountain: VIEW.Mountain,
  forest: VIEW.Forest,
  canyon: VIEW.Canyon,
  river: VIEW.River,
  coast: VIEW.Ocean,
  prairie: VIEW.Mountain,
  desert: VIEW.Canyon,
};

const yes = (attributeId: number, on: boolean): SpotAttributeValue => ({
  attributeId,
  value: on ? 'yes' : 'no',
  optionIds: [],
});
const num = (attributeId: number, n: number): SpotAttributeValue => ({
  attributeId,
  value: String(n),
  optionIds: [],
});
const text = (attributeId: number, s: string): SpotAttributeValue => ({
  attributeId,
  value: s,
  optionIds: [],
});
const options = (attributeId: number, optionIds: number[]): SpotAttributeValue => ({
  attributeId,
  value: null,
  optionIds,
});

/** What a spot of each kind offers; values are drawn within these bounds. */
interface KindProfile {
  electric: number[];
  water: number; // probability
  sewer: number;
  pets: number;
  fireRing: number;
  driveway: [number, number] | null;
  people: [number, number];
  vehicles: [number, number];
  surfaces: number[];
  tentPad: boolean;
}

const KINDS: Record<ClassificationKey, KindProfile> = {
  fullHookup: {
    electric: [ELECTRIC.Amp30, ELECTRIC.Amp50, ELECTRIC.Amp50, ELECTRIC.Amp100],
    water: 1,
    sewer: 1,
    pets: 0.95,
    fireRing: 0.9,
    driveway: [35, 75],
    people: [6, 8],
    vehicles: [2, 2],
    surfaces: [SURFACE.Gravel, SURFACE.Paved],
    tentPad: false,
  },
  electric: {
    electric: [ELECTRIC.Amp15, ELECTRIC.Amp20, ELECTRIC.Amp30, ELECTRIC.Amp30, ELECTRIC.Amp50],
    water: 0.35,
    sewer: 0,
    pets: 0.9,
    fireRing: 1,
    driveway: [25, 55],
    people: [6, 6],
    vehicles: [1, 2],
    surfaces: [SURFACE.Gravel, SURFACE.Paved, SURFACE.Dirt],
    tentPad: true,
  },
  standardTent: {
    electric: [ELECTRIC.None],
    water: 0,
    sewer: 0,
    pets: 0.85,
    fireRing: 1,
    driveway: [15, 30],
    people: [4, 6],
    vehicles: [1, 2],
    surfaces: [SURFACE.Gravel, SURFACE.Dirt, SURFACE.Grass],
    tentPad: true,
  },
  walkInTent: {
    electric: [ELECTRIC.None],
    water: 0,
    sewer: 0,
    pets: 0.6,
    fireRing: 0.9,
    driveway: null,
    people: [4, 4],
    vehicles: [1, 1],
    surfaces: [SURFACE.Dirt, SURFACE.WoodPlatform, SURFACE.Grass],
    tentPad: true,
  },
  camperCabin: {
    electric: [ELECTRIC.Amp20],
    water: 0,
    sewer: 0,
    pets: 0.3,
    fireRing: 1,
    driveway: [20, 25],
    people: [4, 6],
    vehicles: [1, 2],
    surfaces: [SURFACE.Gravel],
    tentPad: false,
  },
  deluxeCabin: {
    electric: [ELECTRIC.Amp30],
    water: 1,
    sewer: 1,
    pets: 0.2,
    fireRing: 1,
    driveway: [20, 30],
    people: [6, 8],
    vehicles: [2, 2],
    surfaces: [SURFACE.Gravel, SURFACE.Paved],
    tentPad: false,
  },
  yurt: {
    electric: [ELECTRIC.Amp20],
    water: 0,
    sewer: 0,
    pets: 0,
    fireRing: 1,
    driveway: [18, 22],
    people: [4, 6],
    vehicles: [1, 1],
    surfaces: [SURFACE.WoodPlatform],
    tentPad: false,
  },
  picnicShelter: {
    electric: [ELECTRIC.Amp20, ELECTRIC.Amp30],
    water: 1,
    sewer: 0,
    pets: 1,
    fireRing: 0,
    driveway: null,
    people: [30, 80],
    vehicles: [10, 20],
    surfaces: [SURFACE.Paved],
    tentPad: false,
  },
  groupCamp: {
    electric: [ELECTRIC.None, ELECTRIC.Amp30],
    water: 0.5,
    sewer: 0,
    pets: 0.8,
    fireRing: 1,
    driveway: [30, 40],
    people: [25, 60],
    vehicles: [8, 15],
    surfaces: [SURFACE.Grass, SURFACE.Dirt],
    tentPad: true,
  },
  groupDayUse: {
    electric: [ELECTRIC.Amp30],
    water: 1,
    sewer: 0,
    pets: 1,
    fireRing: 0,
    driveway: null,
    people: [75, 150],
    vehicles: [20, 20],
    surfaces: [SURFACE.Grass, SURFACE.Paved],
    tentPad: false,
  },
};

const TENT_PADS = ['10 ft x 10 ft', '12 ft x 12 ft', '12 ft x 14 ft', '14 ft x 16 ft', '16 ft x 20 ft'];

/**
 * The attribute values of one spot, consistent with its kind: hookup sites have electric service,
 * cabins sleep 4-8, shelters hold 30-80, and ADA sites carry 'ADA Occupant Required'.
 */
export function spotAttributeValues(
  kind: ClassificationKey,
  settings: readonly Setting[],
  random: Random,
  ada: boolean,
): SpotAttributeValue[] {
  const k = KINDS[kind];
  const values: SpotAttributeValue[] = [
    yes(ATTRIBUTE.PetsAllowed, random.chance(k.pets)),
    yes(ATTRIBUTE.WaterHookup, random.chance(k.water)),
    yes(ATTRIBUTE.SewerHookup, random.chance(k.sewer)),
    yes(ATTRIBUTE.FireRing, random.chance(k.fireRing)),
    yes(ATTRIBUTE.AdaAccessible, ada),
    yes(ATTRIBUTE.AdaOccupantRequired, ada),
    options(ATTRIBUTE.ElectricService, [random.pick(k.electric)]),
    num(ATTRIBUTE.MaxPeople, random.int(k.people[0], k.people[1])),
    num(ATTRIBUTE.MaxVehicles, random.int(k.vehicles[0], k.vehicles[1])),
    options(ATTRIBUTE.SiteSurface, random.chance(0.05) ? [NO_VALUE_OPTION.id] : [random.pick(k.surfaces)]),
    num(ATTRIBUTE.DistanceToRestroom, random.int(4, 60) * 10),
    options(ATTRIBUTE.Shade, [random.pick([SHADE.FullSun, SHADE.Partial, SHADE.Partial, SHADE.Full])]),
  ];
  if (k.driveway) {
    // Driveways come in 5 ft steps, the way park maps list them.
    const feet = random.int(k.driveway[0] / 5, k.driveway[1] / 5) * 5;
    values.push(num(ATTRIBUTE.DrivewayLength, feet));
    if (kind === 'fullHookup' || kind === 'electric') values.push(yes(ATTRIBUTE.PullThrough, feet >= 55));
  }
  if (k.tentPad) values.push(text(ATTRIBUTE.TentPadSize, random.pick(TENT_PADS)));
  // A third of the sites look onto the park's signature scenery; the rest have no particular view.
  const view = random.chance(0.35) ? [VIEW_BY_SETTING[random.pick(settings)]] : [NO_VALUE_OPTION.id];
  values.push(options(ATTRIBUTE.SiteView, view));
  return values;
}
