import { coTenant } from './co-branding.ts';
import { coParks } from './co-parks.ts';
import type { TenantProfile } from './profile.ts';

export const coProfile: TenantProfile = {
  idBase: 1,
  tenant: coTenant,
  stateCode: 'CO',
  emailDomain: 'highcountryparks.example',
  parkUrlBase: 'https://www.highcountryparks.example/parks',
  regions: [
    { shortName: 'Front Range', longName: 'Front Range Region', regionNumber: 1 },
    { shortName: 'Northwest', longName: 'Northwest and High Rockies Region', regionNumber: 2 },
    { shortName: 'Southwest', longName: 'Southwest and San Juan Region', regionNumber: 3 },
    { shortName: 'Southeast', longName: 'Southeast and Arkansas Valley Region', regionNumber: 4 },
  ],
  rates: {
    fullHookup: 4200,
    electric: 3600,
    standardTent: 2800,
    walkInTent: 2000,
    camperCabin: 9000,
    deluxeCabin: 15500,
    yurt: 8000,
    picnicShelter: 7500,
    groupCamp: 14000,
    groupDayUse: 12000,
  },
  reservationPolicy: [
    '<p>Campsites, cabins and yurts can be reserved from <strong>6 months</strong> before arrival up to 3 days before arrival; picnic shelters up to 1 day before. Same-day and next-day stays are first come, first served at the park.</p>',
    '<p>Check-in is at <strong>4:00 pm</strong> and check-out at <strong>12:00 pm</strong> (cabins and yurts: check-in 3:00 pm, check-out 11:00 am). The stay limit is 14 nights in any 45-day period.</p>',
    '<p>Every vehicle entering the park needs a daily or annual park pass in addition to the reservation; the first vehicle on a campsite reservation is included. A $10.00 reservation fee applies to each reservation and is not refunded on cancellation.</p>',
  ],
  parks: coParks,
  alerts: [
    {
      park: null,
      alertTypeId: 2,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p><strong>Fire restrictions are in effect</strong> in many Colorado state parks. Campfires are allowed only in park-provided fire rings where the park allows them. <a href="https://www.highcountryparks.example/fire-restrictions">Check current restrictions</a> before you go.</p>',
      applyToEmail: true,
    },
    {
      park: null,
      alertTypeId: 1,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p>New for this season: the <strong>Colorado High Country</strong> annual pass now covers all twelve parks. <a href="https://www.highcountryparks.example/passes">Buy a pass online</a>.</p>',
      showAtTop: false,
    },
    {
      park: null,
      alertTypeId: 3,
      startDate: '2024-11-01',
      endDate: '2024-11-03',
      message:
        '<p><strong>Reservation system maintenance</strong> on November 2: online reservations were unavailable from 10 pm to 2 am.</p>',
    },
    {
      park: null,
      alertTypeId: 1,
      startDate: '2036-03-01',
      endDate: '2036-03-31',
      message:
        '<p>Opening-day reservations for the <strong>2036 season</strong> begin on March 1 at 8:00 am Mountain Time.</p>',
    },
    {
      park: null,
      alertTypeId: 1,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message: '<p>Staff note: call the reservation line for group stays of more than 12 sites.</p>',
      applyToWebsite: false,
      applyToEmail: true,
    },
    {
      park: 'BLUE',
      alertTypeId: 2,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p><strong>Blue-green algae advisory:</strong> avoid contact with scummy water near the south swim beach and keep dogs out of the water. <a href="https://www.highcountryparks.example/water-quality">Water quality updates</a>.</p>',
    },
    {
      park: 'BLUE',
      alertTypeId: 3,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p><strong>Sites A001 to A004 are closed</strong> for electrical upgrades. Reservations on those sites have been moved.</p>',
      spotNames: ['A001', 'A002', 'A003', 'A004'],
    },
    {
      park: 'GRGU',
      alertTypeId: 1,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p>Bears are active in Granite Gulch. <strong>Store all food in your vehicle or a bear locker</strong>; fines apply.</p>',
    },
    {
      park: 'ELKM',
      alertTypeId: 2,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      message:
        '<p>Cameron Pass can close during storms. Yurt guests arriving after dark should <strong>call the park at (970) 555-0131</strong> for access.</p>',
    },
    {
      park: 'COTX',
      alertTypeId: 3,
      startDate: '2023-04-01',
      endDate: '2023-05-15',
      message: '<p>The put-in ramp was closed for reconstruction.</p>',
    },
  ],
};
