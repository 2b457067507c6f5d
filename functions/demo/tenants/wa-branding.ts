import type { TenantSettingsRecord } from '#domain/tenant-settings';
import { toTenantId } from '#domain/tenant-id';

/** Evergreen Coast State Parks: the default tenant, chosen for any hostname without a known prefix. */
export const waTenant: TenantSettingsRecord = {
  id: toTenantId('wa'),
  name: 'Evergreen Coast State Parks',
  stateName: 'Washington',
  departmentName: 'Washington Parks and Shorelines Commission',
  siteName: 'Evergreen Coast Reservations',
  siteTitle: 'Evergreen Coast State Parks',
  tagline: 'Rain forest, saltwater and volcanoes: find your campsite in Washington.',
  description:
    'Reserve campsites, cabins, yurts, group camps and day-use shelters in Washington state parks, from the ' +
    'Pacific beaches and Puget Sound islands to the Cascades and the Columbia Plateau.',
  departmentWebsiteUrl: 'https://www.evergreencoastparks.example',
  stateLogoUrl: '/tenants/wa/state-logo.svg',
  departmentLogoUrl: '/tenants/wa/department-logo.svg',
  websiteLogoUrl: '/tenants/wa/website-logo.svg',
  bannerImageUrl: '/tenants/wa/banner.svg',
  defaultLocationImageUrl: '/tenants/wa/default-location.svg',
  defaultProductImageUrl: '/tenants/wa/default-product.svg',
  searchBackgroundImageUrl: '/tenants/wa/search-background.svg',
  fiscalYearStartDate: '2025-07-01',
  facebookUrl: 'https://www.facebook.com/EvergreenCoastParks',
  instagramUrl: 'https://www.instagram.com/evergreencoastparks',
  twitterUrl: 'https://twitter.com/EvergreenParks',
  pinterestUrl: 'https://www.pinterest.com/evergreencoastparks',
  externalLinks: [
    {
      name: 'Discover Pass',
      description: 'The vehicle pass for day visits to Washington state parks and recreation lands.',
      url: 'https://www.evergreencoastparks.example/discover-pass',
    },
    {
      name: 'Tide Tables',
      description: 'Low-tide times for beach walks and tide pooling on the coast and the Sound.',
      url: 'https://www.evergreencoastparks.example/tides',
    },
    {
      name: 'Ferry Schedules',
      description: 'Sailings to the San Juan Islands and across Puget Sound.',
      url: 'https://www.evergreencoastparks.example/ferries',
    },
    {
      name: 'Shellfish Safety',
      description: 'Beach closures for clams and oysters from the state health department.',
      url: 'https://www.evergreencoastparks.example/shellfish',
    },
    {
      name: 'Volunteer as a Camp Host',
      description: 'Spend a month hosting a campground in exchange for a free site.',
      url: 'https://www.evergreencoastparks.example/volunteer',
    },
  ],
  policies: [
    {
      name: 'Reservation Policy',
      description: 'Booking windows, stay limits, check-in and check-out times.',
      url: 'https://www.evergreencoastparks.example/policies/reservations',
    },
    {
      name: 'Cancellation and Refund Policy',
      description: 'How to change or cancel a reservation, and the fees that apply.',
      url: 'https://www.evergreencoastparks.example/policies/cancellations',
    },
    {
      name: 'Accessibility',
      description: 'Accessible sites and facilities, and how to ask for an accommodation.',
      url: 'https://www.evergreencoastparks.example/policies/accessibility',
    },
    {
      name: 'Pet Policy',
      description: 'Leash rules, pet-friendly cabins and beaches where dogs are not allowed.',
      url: 'https://www.evergreencoastparks.example/policies/pets',
    },
    {
      name: 'Privacy Notice',
      description: 'How we use and protect the information you give us.',
      url: 'https://www.evergreencoastparks.example/policies/privacy',
    },
  ],
  supportInfo: {
    id: 1,
    url: 'https://www.evergreencoastparks.example/contact',
    phoneNumber: '3605550186',
    email: 'help@evergreencoastparks.example',
    address_1: '1111 Israel Road SW',
    address_2: 'PO Box 42650',
    city: 'Tumwater',
    state: 'WA',
    zip: 98501,
    hours: 'Monday to Friday, 7 am to 6 pm; weekends 8 am to 5 pm Pacific Time',
  },
  defaultAccountingCode: { id: 1, code: 'WA-0430-CAMP', description: 'Camping and day-use revenue' },
  latitude: 47.4,
  longitude: -120.5,
  timezone: 'America/Los_Angeles',
  mapSearchStateFilter: 'US-WA',
  adminOnlineHelpUrl: 'https://www.evergreencoastparks.example/help/staff',
  customerOnlineHelpUrl: 'https://www.evergreencoastparks.example/help/reservations',
  theme: { primary: '#1d5c4a', primaryText: '#ffffff', accent: '#3a8fb7' },
  policyText:
    '<p>Reservations follow the <strong>Reservation Policy</strong> and the <strong>Cancellation and Refund Policy</strong> below. A Discover Pass is required for day visits; campers’ vehicles are covered for the nights they stay.</p><p>Quiet hours are 10 pm to 7 am; generators may run 8 am to 8 pm.</p>',
  // The demo sites let one account keep 10 live holds (the default is 3): the test tiers and the flash
  // crowd benchmark keep up to 8 per account at once. No captcha: the web app does not run one yet.
  limits: { maxActiveHolds: 10, captcha: false },
};
