import type { TenantProfile } from './profile.ts';
import { waTenant } from './wa-branding.ts';
import { waParks } from './wa-parks.ts';

export const waProfile: TenantProfile = {
  idBase: 2,
  tenant: waTenant,
  stateCode: 'WA',
  emailDomain: 'evergreencoastparks.example',
  parkUrlBase: 'https://www.evergreencoastparks.example/parks',
  regions: [
    { shortName: 'Puget Sound', longName: 'Puget Sound and Islands Region', regionNumber: 1 },
    { shortName: 'Coast', longName: 'Olympic Peninsula and Pacific Coast Region', regionNumber: 2 },
    { shortName: 'Cascades', longName: 'Cascades Region', regionNumber: 3 },
    { shortName: 'Eastern', longName: 'Columbia Plateau and Eastern Region', regionNumber: 4 },
  ],
  rates: {
    fullHookup: 4000,
    electric: 3500,
    standardTent: 2500,
    walkInTent: 1800,
    camperCabin: 7500,
    deluxeCabin: 14000,
    yurt: 7000,
    picnicShelter: 5500,
    groupCamp: 12500,
    groupDayUse: 9000,
  },
  reservationPolicy: [
    '<p>Reservations open <strong>9 months</strong> ahead of arrival, at 7:00 am Pacific Time, and can be made up to the day before arrival. Sites not reserved are available first come, first served.</p>',
    '<p>Check-in is at <strong>2:30 pm</strong> and check-out at <strong>1:00 pm</strong> (cabins and yurts: 3:00 pm and 11:00 am). Campers may stay 10 consecutive nights in summer and 20 in the off-season.</p>',
    '<p>A non-refundable $8.00 reservation fee applies to each reservation. Your reservation includes one vehicle; extra vehicles pay $10.00 a night at the park.</p>',
  ],
  parks: waParks,
  alerts: [
    {
      park: null,
      alertTypeId: 2,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p><strong>Storm season on the coast:</strong> high winds can close coastal campgrounds at short notice. Check <a href="https://www.evergreencoastparks.example/conditions">park conditions</a> before you travel.</p>',
      applyToEmail: true,
    },
    {
      park: null,
      alertTypeId: 1,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p>A <strong>Discover Pass</strong> is required for day visits. Campers with a reservation do not need one for their campsite vehicle. <a href="https://www.evergreencoastparks.example/discover-pass">Learn more</a>.</p>',
      showAtTop: false,
    },
    {
      park: null,
      alertTypeId: 3,
      startDate: '2024-06-10',
      endDate: '2024-06-12',
      message: '<p><strong>Online reservations were paused</strong> for a system upgrade.</p>',
    },
    {
      park: null,
      alertTypeId: 1,
      startDate: '2036-01-15',
      endDate: '2036-02-15',
      message:
        '<p><strong>Free park days</strong> are coming: no Discover Pass needed on the dates listed on our website.</p>',
    },
    {
      park: null,
      alertTypeId: 2,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message: '<p>Staff reminder: confirm vehicle length for ferry-dependent parks at booking.</p>',
      applyToWebsite: false,
    },
    {
      park: 'DRIF',
      alertTypeId: 2,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p><strong>Razor clam digs</strong> are open on announced tides only. A shellfish license is required; <a href="https://www.evergreencoastparks.example/shellfish">see the dig calendar</a>.</p>',
    },
    {
      park: 'DRIF',
      alertTypeId: 3,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message: '<p><strong>Yurts 1 and 2 are closed</strong> for deck repairs.</p>',
      spotNames: ['Yurt 1', 'Yurt 2'],
    },
    {
      park: 'ORCA',
      alertTypeId: 1,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p>Ferry sailings fill early in summer. <strong>Book your vehicle reservation</strong> before you book your campsite.</p>',
    },
    {
      park: 'GLAC',
      alertTypeId: 2,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p>The North Cascades Highway is <strong>closed east of the park</strong> from the first heavy snow until spring.</p>',
    },
    {
      park: 'SUNB',
      alertTypeId: 3,
      startDate: '2022-03-01',
      endDate: '2022-04-15',
      message: '<p>The boat launch was closed for dock replacement.</p>',
    },
  ],
};
