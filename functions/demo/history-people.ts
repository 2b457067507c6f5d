/**
 * The people of the demo history: primary occupants drawn from a seeded generator, most from the
 * agency's own state, some from elsewhere in the country and a few from abroad, so the park visitation
 * report has all three residencies.
 */
import type { PrimaryOccupant } from '#domain/booking/reservation';
import type { Random } from './random.ts';

const FIRST = [
  'Avery',
  'Blake',
  'Carmen',
  'Dana',
  'Eli',
  'Fatima',
  'Gus',
  'Hana',
  'Ivan',
  'Jada',
  'Kai',
  'Lena',
  'Marco',
  'Nadia',
  'Owen',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tomas',
  'Uma',
  'Vic',
  'Wren',
  'Yusuf',
];
const LAST = [
  'Abbott',
  'Baker',
  'Chen',
  'Diaz',
  'Evans',
  'Flores',
  'Garcia',
  'Hughes',
  'Ito',
  'Johnson',
  'Khan',
  'Lopez',
  'Miller',
  'Nguyen',
  'Olsen',
  'Patel',
  'Reyes',
  'Smith',
  'Tran',
  'Walker',
  'Young',
  'Zhou',
];
const STREETS = ['Pine St', 'Elm Ave', 'Lakeview Dr', 'Ridge Rd', 'Main St', 'Cedar Ln', 'Willow Way'];

/** Other states visitors come from, with a city and zip each. */
const OUT_OF_STATE: readonly (readonly [string, string, string])[] = [
  ['TX', 'Austin', '78701'],
  ['CA', 'Sacramento', '95814'],
  ['AZ', 'Phoenix', '85004'],
  ['NM', 'Santa Fe', '87501'],
  ['KS', 'Wichita', '67202'],
  ['NE', 'Omaha', '68102'],
  ['UT', 'Provo', '84601'],
  ['OR', 'Bend', '97701'],
  ['IL', 'Chicago', '60601'],
  ['MN', 'Duluth', '55802'],
];
const ABROAD: readonly (readonly [string, string, string, string])[] = [
  ['CA', 'BC', 'Vancouver', 'V6B 1A1'],
  ['MX', 'CHH', 'Chihuahua', '31000'],
  ['DE', 'BY', 'Munich', '80331'],
  ['GB', '', 'Leeds', 'LS1 1UR'],
];

/** Cities of the demo agencies' own states (any other state: its capital stands in). */
const HOME_CITIES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  CO: [
    ['Denver', '80202'],
    ['Colorado Springs', '80903'],
    ['Fort Collins', '80521'],
    ['Boulder', '80302'],
    ['Pueblo', '81003'],
  ],
  WA: [
    ['Seattle', '98101'],
    ['Spokane', '99201'],
    ['Tacoma', '98402'],
    ['Olympia', '98501'],
    ['Bellingham', '98225'],
  ],
};

/** A primary occupant; `homeState` is the agency's two-letter state. */
export function drawOccupant(random: Random, homeState: string): PrimaryOccupant {
  const home = { state: homeState, cities: HOME_CITIES[homeState] ?? [['Capital City', '00000'] as const] };
  const firstName = random.pick(FIRST);
  const lastName = random.pick(LAST);
  const roll = random.next();
  const [state, city, zipcode, country] =
    roll < 0.68
      ? ([home.state, ...random.pick(home.cities), 'US'] as const)
      : roll < 0.95
        ? ([...random.pick(OUT_OF_STATE), 'US'] as const)
        : (() => {
            const [c, s, town, zip] = random.pick(ABROAD);
            return [s, town, zip, c] as const;
          })();
  const phone = `${random.int(200, 989)}-555-${String(random.int(0, 9999)).padStart(4, '0')}`;
  return {
    firstName,
    lastName,
    street1: `${random.int(10, 9999)} ${random.pick(STREETS)}`,
    street2: null,
    city,
    state,
    zipcode,
    country,
    email: `${firstName}.${lastName}${random.int(1, 99)}@example.com`.toLowerCase(),
    homePhone: null,
    mobilePhone: phone,
  };
}
