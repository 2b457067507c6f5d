/**
 * The fourteen reports of /admin/reporting (admin §2.3) and which of them are built. A report not yet
 * built is listed as not available, never linked to a page that cannot answer.
 */
export const REPORT_SLUGS = [
  'facilitychangeover',
  'amenities',
  'camper',
  'cancelledreservations',
  'closure',
  'maintenance',
  'occupancybyproductclass',
  'occupancybyrevenue',
  'parkvisitation',
  'reservationmethod',
  'adminoverride',
  'sitemarker',
  'revenuebreakup',
  'fielddeposit',
] as const;
export type ReportSlug = (typeof REPORT_SLUGS)[number];

export interface ReportInfo {
  slug: ReportSlug;
  title: string;
  /** What the report answers, as the index shows it. */
  answers: string;
}

export const REPORT_INFO: Record<ReportSlug, ReportInfo> = {
  facilitychangeover: {
    slug: 'facilitychangeover',
    title: 'Facility Changeover',
    answers: 'Spots that turn over each day (a departure and an arrival the same day), for cleaning crews.',
  },
  amenities: {
    slug: 'amenities',
    title: 'Amenities',
    answers: 'Spots and their attributes and amenities per park, with counts.',
  },
  camper: {
    slug: 'camper',
    title: 'Camper',
    answers: 'Guests in the park for a date range: occupant, spot, party size, vehicles and contact.',
  },
  cancelledreservations: {
    slug: 'cancelledreservations',
    title: 'Cancelled Reservations',
    answers:
      'Cancelled stays whose dates fall in a range: when and by whom, what was paid, the fee kept and the refund.',
  },
  closure: {
    slug: 'closure',
    title: 'Closure',
    answers: 'Closures in a range and the spot-nights they removed.',
  },
  maintenance: {
    slug: 'maintenance',
    title: 'Maintenance',
    answers: 'Spots out of service, by closure reason, and the nights lost.',
  },
  occupancybyproductclass: {
    slug: 'occupancybyproductclass',
    title: 'Occupancy by Product Class',
    answers: 'Nights sold against nights available per product class, park and month.',
  },
  occupancybyrevenue: {
    slug: 'occupancybyrevenue',
    title: 'Occupancy by Revenue',
    answers:
      'Nights sold, their nightly revenue and the revenue per occupied night, per park, product class and month.',
  },
  parkvisitation: {
    slug: 'parkvisitation',
    title: 'Park Visitation (by Residency)',
    answers: 'Visitors by residency (in-state, out-of-state, country) per park and month.',
  },
  reservationmethod: {
    slug: 'reservationmethod',
    title: 'Reservation Method',
    answers: 'Reservations by sales channel: online, at the desk and walk-in.',
  },
  adminoverride: {
    slug: 'adminoverride',
    title: 'Admin Override',
    answers:
      'Every staff override on the stays whose dates fall in a range (fee, business rule, closure): who, when, old and new.',
  },
  sitemarker: {
    slug: 'sitemarker',
    title: 'Site Marker',
    answers: 'The spot-post tags for a day: spot, name, dates and party, for printing.',
  },
  revenuebreakup: {
    slug: 'revenuebreakup',
    title: 'Revenue Breakup',
    answers:
      'Money by fee type and accounting code: the payments taken, the refunds given back and the net, for a range.',
  },
  fielddeposit: {
    slug: 'fielddeposit',
    title: 'Field Deposit',
    answers:
      "Cash and checks taken at each park's desk per day and the cash handed back there, to reconcile the deposit.",
  },
};

/** The reports that answer today: all fourteen. */
export const BUILT_REPORTS = [
  'adminoverride',
  'facilitychangeover',
  'amenities',
  'camper',
  'cancelledreservations',
  'closure',
  'maintenance',
  'occupancybyproductclass',
  'parkvisitation',
  'reservationmethod',
  'sitemarker',
  'occupancybyrevenue',
  'revenuebreakup',
  'fielddeposit',
] as const satisfies readonly ReportSlug[];
export type BuiltReport = (typeof BUILT_REPORTS)[number];

export function isBuiltReport(slug: string): slug is BuiltReport {
  return (BUILT_REPORTS as readonly string[]).includes(slug);
}

/** The longest range one report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGE = {
  endBeforeStart: 'The end date must be on or after the start date.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  noPark: 'Choose at least one park.',
} as const;
