import type { TenantSettingsRecord } from '#domain/tenant-settings';
import { toTenantId } from '#domain/tenant-id';

/** Colorado High Country State Parks: the tenant chosen by the 'co.' hostname prefix. */
export const coTenant: TenantSettingsRecord = {
  id: toTenantId('co'),
  name: 'Colorado High Country State Parks',
  stateName: 'Colorado',
  departmentName: 'Colorado Department of Parks and Outdoor Recreation',
  siteName: 'High Country Camping',
  siteTitle: 'Colorado High Country State Parks',
  tagline: 'Camp under fourteeners, beside reservoirs and along the rivers of the Rockies.',
  description:
    'Reserve campsites, cabins, yurts, group camps and picnic shelters in Colorado state parks, from the ' +
    'Front Range reservoirs to the San Juan Mountains.',
  departmentWebsiteUrl: 'https://www.highcountryparks.example',
  stateLogoUrl: '/tenants/co/state-logo.svg',
  departmentLogoUrl: '/tenants/co/department-logo.svg',
  websiteLogoUrl: '/tenants/co/website-logo.svg',
  bannerImageUrl: '/tenants/co/banner.svg',
  defaultLocationImageUrl: '/tenants/co/default-location.svg',
  defaultProductImageUrl: '/tenants/co/default-product.svg',
  searchBackgroundImageUrl: '/tenants/co/search-background.svg',
  fiscalYearStartDate: '2025-07-01',
  facebookUrl: 'https://www.facebook.com/HighCountryStateParks',
  instagramUrl: 'https://www.instagram.com/highcountrystateparks',
  twitterUrl: 'https://twitter.com/HighCountryParks',
  pinterestUrl: 'https://www.pinterest.com/highcountryparks',
  externalLinks: [
    {
      name: 'Buy a Park Pass',
      description: 'Daily and annual vehicle passes for every Colorado state park.',
      url: 'https://www.highcountryparks.example/passes',
    },
    {
      name: 'Fishing Licenses',
      description: 'Buy or renew a Colorado fishing license before you cast a line.',
      url: 'https://www.highcountryparks.example/licenses/fishing',
    },
    {
      name: 'Fire Restrictions',
      description: 'Current county and park fire bans, updated daily in summer.',
      url: 'https://www.highcountryparks.example/fire-restrictions',
    },
    {
      name: 'Road Conditions',
      description: 'Mountain pass closures and chain laws from the state highway department.',
      url: 'https://www.highcountryparks.example/road-conditions',
    },
  ],
  policies: [
    {
      name: 'Reservation Policy',
      description: 'Booking windows, stay limits, check-in and check-out times.',
      url: 'https://www.highcountryparks.example/policies/reservations',
    },
    {
      name: 'Cancellation and Refund Policy',
      description: 'Fees for changing or cancelling a reservation, and how refunds are paid.',
      url: 'https://www.highcountryparks.example/policies/cancellations',
    },
    {
      name: 'Accessibility',
      description: 'Accessible campsites, cabins and trails, and how to request an accommodation.',
      url: 'https://www.highcountryparks.example/policies/accessibility',
    },
    {
      name: 'Privacy Notice',
      description: 'What we collect when you make a reservation and how we protect it.',
      url: 'https://www.highcountryparks.example/policies/privacy',
    },
  ],
  supportInfo: {
    id: 1,
    url: 'https://www.highcountryparks.example/contact',
    phoneNumber: '3035550147',
    email: 'reservations@highcountryparks.example',
    address_1: '1313 Sherman Street',
    address_2: 'Suite 618',
    city: 'Denver',
    state: 'CO',
    zip: 80203,
    hours: 'Every day, 8 am to 6 pm Mountain Time (9 am to 4 pm in winter)',
  },
  defaultAccountingCode: { id: 1, code: 'CO-5100-REC', description: 'Park recreation revenue' },
  latitude: 39.0,
  longitude: -105.55,
  timezone: 'America/Denver',
  mapSearchStateFilter: 'US-CO',
  adminOnlineHelpUrl: 'https://www.highcountryparks.example/help/staff',
  customerOnlineHelpUrl: 'https://www.highcountryparks.example/help/reservations',
  theme: { primary: '#1f4e79', primaryText: '#ffffff', accent: '#e0a526' },
  policyText:
    '<p>Reservations are made and changed under the <strong>Reservation Policy</strong> and the <strong>Cancellation and Refund Policy</strong> below. Stays are limited to 14 nights in any 45-day period, and every vehicle needs a park pass.</p><p>Quiet hours are 10 pm to 6 am in every campground.</p>',
  // The demo sites let one account keep 10 live holds (the default is 3): the test tiers and the flash
  // crowd benchmark keep up to 8 per account at once. No captcha: the web app does not run one yet.
  limits: { maxActiveHolds: 10, captcha: false },
};
