import type { RegionRecord, TenantRecord } from '#domain/catalogue';
import type { ClassificationKey } from '../classifications.ts';
import type { PhotoKey } from '../photos.ts';
import type { PoiKey } from '../points-of-interest.ts';

/** The landscape a park sits in; it chooses photos, site views and descriptive wording. */
export type Setting = 'lake' | 'mountain' | 'forest' | 'canyon' | 'river' | 'coast' | 'prairie' | 'desert';

export interface LoopSeed {
  name: string;
  code: string;
  kind: ClassificationKey;
  count: number;
  /** The area (campground) the loop belongs to; defaults from the kind. */
  area?: string;
  description?: string;
}

export interface ContactSeed {
  name: string;
  email: string;
}

export interface ParkSeed {
  code: string;
  longName: string;
  shortName: string;
  regionNumber: number;
  setting: Setting[];
  street1: string;
  city: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  elevation: number;
  acreage: number;
  annualVisitors: number;
  phone: string;
  fax?: string;
  primaryContact: ContactSeed;
  /** 'n/a' or '' exercise the rule that hides the secondary contact. */
  secondaryContact: ContactSeed | 'n/a' | '';
  /** Paragraphs (HTML allowed) opening the General Description. */
  about: string[];
  /** HTML directions. */
  directions: string;
  /** Season lines for importantDates; empty when the park lists none. */
  seasonDates: string[];
  photos: PhotoKey[];
  featured?: string;
  loops: LoopSeed[];
  pois: [PoiKey, 1 | 2 | 3][];
}

export interface AlertSeed {
  /** Park code, or null for a tenant-wide alert. */
  park: string | null;
  alertTypeId: 1 | 2 | 3;
  startDate: string;
  endDate: string;
  message: string;
  applyToWebsite?: boolean;
  applyToEmail?: boolean;
  showAtTop?: boolean;
  /** Names of spots the alert concerns (in the alert's park). */
  spotNames?: string[];
}

/** Everything that differs between the demo tenants; the generators do the rest. */
export interface TenantProfile {
  /** 1 or 2: keeps ids of parks, loops, spots and alerts in ranges that never overlap across tenants. */
  idBase: number;
  tenant: TenantRecord;
  /** Two-letter postal code of the state. */
  stateCode: string;
  /** Domain of staff e-mail addresses. */
  emailDomain: string;
  regions: Omit<RegionRecord, 'id'>[];
  rates: Record<ClassificationKey, number>;
  /** Paragraphs (HTML) shared by every park's 'Reservation Info'. */
  reservationPolicy: string[];
  parkUrlBase: string;
  parks: ParkSeed[];
  alerts: AlertSeed[];
}
