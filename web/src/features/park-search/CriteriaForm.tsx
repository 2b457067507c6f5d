/**
 * The criteria form of the park search results (public §2.7 "by a criteria object"): zip code and
 * miles, dates, people, vehicles, vehicle length, spot types, regions, points of interest, amenities
 * (the searchable Yes/No attributes) and whether to show parks that do not match. Submitting writes
 * the search into the URL; the results follow the URL.
 */
import { useState, type FormEvent } from 'react';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import type { SpotAttributeFilter } from '#contract/availability';
import { todayIn } from '#domain/dates';
import { SEARCH_ATTRIBUTE } from '#domain/park-search';
import { useRegions } from '#web/lib/tenant/regions.ts';
import { useSearchableAttributes } from '#web/lib/spot-search/searchable-attributes.ts';
import { useSpotTypes } from '#web/lib/spot-search/spot-types.ts';
import { DateField } from '#web/components/DateField.tsx';
import {
  FIELD,
  toIsoDate,
  toUsDate,
  validateNumericAmenities,
  validateSearchForm,
  type SearchFormErrors,
} from '#web/lib/spot-search/search-form.ts';
import '#web/components/search-panel.css';
import { useSearchablePointsOfInterest } from '#web/lib/park-search/searchable-points-of-interest.ts';
import { emptyParkSearch, type ParkSearchUrlState } from '#web/lib/park-search/search-params.ts';

export const MILES_CHOICES = [10, 25, 50, 100, 250] as const;
const ZIP = /^\d{5}$/;

interface Draft {
  zipcode: string;
  miles: string;
  arrival: string;
  departure: string;
  people: string;
  vehicles: string;
  length: string;
  spotTypeIds: number[];
  regionIds: number[];
  pointsOfInterestIds: number[];
  amenityIds: number[];
  includeNonMatchingResults: boolean;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const toNumber = (v: string) => (v.trim() === '' ? undefined : Number(v));

function draftOf(s: ParkSearchUrlState): Draft {
  return {
    zipcode: s.zipcode,
    miles: text(s.milesFromZipcode ?? 50),
    arrival: toUsDate(s.startDate),
    departure: toUsDate(s.endDate),
    people: text(s.numberOfPeople),
    vehicles: text(s.numberOfVehicles),
    length: text(s.vehicleLength),
    spotTypeIds: s.spotTypeIds,
    regionIds: s.regionIds,
    pointsOfInterestIds: s.pointsOfInterestIds,
    amenityIds: s.spotAttributes.map((a) => a.id),
    includeNonMatchingResults: s.includeNonMatchingResults,
  };
}

/** The form's messages by field id (dates and numbers use the spot search's rules and messages). */
export function validateCriteria(d: Draft, today: string): SearchFormErrors {
  const errors: SearchFormErrors = {};
  if (d.arrival.trim() || d.departure.trim()) {
    Object.assign(
      errors,
      validateSearchForm({ arrival: d.arrival, departure: d.departure, numeric: {} }, { today }),
    );
  }
  Object.assign(
    errors,
    validateNumericAmenities({
      [SEARCH_ATTRIBUTE.maxPeople]: { label: 'Number of People', value: d.people },
      [SEARCH_ATTRIBUTE.maxVehicles]: { label: 'Number of Vehicles', value: d.vehicles },
      [SEARCH_ATTRIBUTE.drivewayLength]: { label: 'Vehicle Length', value: d.length },
    }),
  );
  if (d.zipcode.trim() && !ZIP.test(d.zipcode.trim())) errors.zipcode = ['Zip Code must be 5 digits.'];
  return errors;
}

function toggle(list: number[], id: number, on: boolean): number[] {
  return on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id);
}

function CheckboxGroup({
  legend,
  items,
  selected,
  onChange,
}: {
  legend: string;
  items: { id: number; name: string }[];
  selected: number[];
  onChange(ids: number[]): void;
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className="criteria-form__group">
      <legend>{legend}</legend>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(item.id)}
                onChange={(e) => onChange(toggle(selected, item.id, e.target.checked))}
              />{' '}
              {item.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  errors?: string[];
  onChange(v: string): void;
}) {
  const errorId = `${props.id}-errors`;
  return (
    <div className={`search-field${props.errors?.length ? ' search-field--invalid' : ''}`}>
      <label htmlFor={props.id} className="search-field__label">
        {props.label}
      </label>
      <input
        id={props.id}
        className="search-field__input"
        inputMode="numeric"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={props.errors?.length ? errorId : undefined}
      />
      {props.errors?.length ? (
        <p id={errorId} className="search-field__errors">
          {props.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function CriteriaForm({
  search,
  onSearch,
}: {
  search: ParkSearchUrlState;
  onSearch(next: ParkSearchUrlState): void;
}) {
  const { tenant } = useTenant();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const spotTypes = useSpotTypes();
  const regions = useRegions();
  const pois = useSearchablePointsOfInterest();
  const attributes = useSearchableAttributes();
  const amenities = (attributes.data ?? []).filter((a) => a.attributeValueType.name === 'Yes/No');
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCriteria(draft, todayIn(tenant.timezone, new Date()));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const zipcode = draft.zipcode.trim();
    const spotAttributes: SpotAttributeFilter[] = draft.amenityIds.map((id) => ({
      id,
      value: 'yes',
      selectedAttributeOptions: [],
    }));
    onSearch({
      ...emptyParkSearch,
      zipcode,
      milesFromZipcode: zipcode ? toNumber(draft.miles) : undefined,
      startDate: toIsoDate(draft.arrival) ?? '',
      endDate: toIsoDate(draft.departure) ?? '',
      numberOfPeople: toNumber(draft.people),
      numberOfVehicles: toNumber(draft.vehicles),
      vehicleLength: toNumber(draft.length),
      spotTypeIds: draft.spotTypeIds,
      regionIds: draft.regionIds,
      pointsOfInterestIds: draft.pointsOfInterestIds,
      spotAttributes,
      includeNonMatchingResults: draft.includeNonMatchingResults,
      view: search.view,
    });
  };

  return (
    <form className="criteria-form" onSubmit={submit} noValidate aria-label="Search criteria">
      <div className="criteria-form__row">
        <div className={`search-field${errors.zipcode ? ' search-field--invalid' : ''}`}>
          <label htmlFor="criteria-zip" className="search-field__label">
            Zip Code
          </label>
          <input
            id="criteria-zip"
            className="search-field__input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={draft.zipcode}
            onChange={(e) => set({ zipcode: e.target.value })}
            aria-invalid={errors.zipcode ? true : undefined}
            aria-describedby={errors.zipcode ? 'criteria-zip-errors' : undefined}
          />
          {errors.zipcode && (
            <p id="criteria-zip-errors" className="search-field__errors">
              {errors.zipcode.join(' ')}
            </p>
          )}
        </div>
        <div className="search-field">
          <label htmlFor="criteria-miles" className="search-field__label">
            Miles from Zip Code
          </label>
          <select
            id="criteria-miles"
            className="search-field__input"
            value={draft.miles}
            onChange={(e) => set({ miles: e.target.value })}
          >
            {MILES_CHOICES.map((m) => (
              <option key={m} value={m}>
                {m} miles
              </option>
            ))}
          </select>
        </div>
        <DateField
          id={FIELD.arrival}
          label="Arrival Date"
          value={draft.arrival}
          onChange={(v) => set({ arrival: v })}
          errors={errors[FIELD.arrival]}
          minDate={todayIn(tenant.timezone, new Date())}
        />
        <DateField
          id={FIELD.departure}
          label="Departure Date"
          value={draft.departure}
          onChange={(v) => set({ departure: v })}
          errors={errors[FIELD.departure]}
          minDate={todayIn(tenant.timezone, new Date())}
        />
      </div>
      <div className="criteria-form__row">
        <NumberField
          id={FIELD.numeric(SEARCH_ATTRIBUTE.maxPeople)}
          label="Number of People"
          value={draft.people}
          errors={errors[FIELD.numeric(SEARCH_ATTRIBUTE.maxPeople)]}
          onChange={(v) => set({ people: v })}
        />
        <NumberField
          id={FIELD.numeric(SEARCH_ATTRIBUTE.maxVehicles)}
          label="Number of Vehicles"
          value={draft.vehicles}
          errors={errors[FIELD.numeric(SEARCH_ATTRIBUTE.maxVehicles)]}
          onChange={(v) => set({ vehicles: v })}
        />
        <NumberField
          id={FIELD.numeric(SEARCH_ATTRIBUTE.drivewayLength)}
          label="Vehicle Length (ft)"
          value={draft.length}
          errors={errors[FIELD.numeric(SEARCH_ATTRIBUTE.drivewayLength)]}
          onChange={(v) => set({ length: v })}
        />
      </div>
      <div className="criteria-form__groups">
        <CheckboxGroup
          legend="Spot Types"
          items={spotTypes.data ?? []}
          selected={draft.spotTypeIds}
          onChange={(spotTypeIds) => set({ spotTypeIds })}
        />
        <CheckboxGroup
          legend="Regions"
          items={(regions.data ?? []).map((r) => ({ id: r.id, name: r.longName }))}
          selected={draft.regionIds}
          onChange={(regionIds) => set({ regionIds })}
        />
        <CheckboxGroup
          legend="Amenities"
          items={amenities.map((a) => ({ id: a.id, name: a.displayName || a.name }))}
          selected={draft.amenityIds}
          onChange={(amenityIds) => set({ amenityIds })}
        />
        <CheckboxGroup
          legend="Points of Interest"
          items={(pois.data ?? []).map((p) => ({ id: p.id, name: p.name }))}
          selected={draft.pointsOfInterestIds}
          onChange={(pointsOfInterestIds) => set({ pointsOfInterestIds })}
        />
      </div>
      <div className="criteria-form__actions">
        <label className="criteria-form__check">
          <input
            type="checkbox"
            checked={draft.includeNonMatchingResults}
            onChange={(e) => set({ includeNonMatchingResults: e.target.checked })}
          />{' '}
          Also show parks that do not match
        </label>
        <button type="submit" className="button button--primary">
          Search Parks
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDraft(draftOf(emptyParkSearch));
            setErrors({});
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
