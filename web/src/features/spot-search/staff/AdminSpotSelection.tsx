/**
 * The staff spot selection (admin §2.4), used by Add Reservation and later by the edit screen: the park,
 * the stay, loop and spot-name filters, walk-in, Advanced Search (spot types and amenities), and the
 * 'Spot Results' card with the classification tiles and the staff calendar.
 */
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '#web/lib/auth/index.ts';
import { ErrorSummary, type SummaryItem } from '#web/components/form/ErrorSummary.tsx';
import '#web/components/form/forms.css';
import { Spinner } from '#web/components/Spinner.tsx';
import { useLocations } from '#web/lib/locations/locations.ts';
import { useParkClassifications } from '#web/lib/spot-search/park-classifications.ts';
import { SpotTypeCheckboxes } from '../panel/SpotTypeCheckboxes.tsx';
import { SpotCalendar } from '../calendar/SpotCalendar.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { matchCountLabel } from '../format.ts';
import { AmenityFilters } from '../panel/AmenityFilters.tsx';
import { useAmenityEntries } from '../panel/use-amenity-entries.ts';
import { DateField, nextDay } from '#web/components/DateField.tsx';
import {
  ARRIVAL_LABEL,
  DEPARTURE_LABEL,
  FIELD,
  toIsoDate,
  toUsDate,
  validateSearchForm,
  type SearchFormErrors,
} from '#web/lib/spot-search/search-form.ts';
import '#web/components/search-panel.css';
import { useSpotSearch } from '../search-state.ts';
import { useParkLoops } from './park-loops.ts';
import { StaffClassificationTiles } from './ClassificationTiles.tsx';
import './admin-spot-selection.css';

const LOCATION_FIELD = 'locationId';
const LOCATION_REQUIRED = 'Location is required';
const SPOT_NAME_DEBOUNCE_MS = 500;

export interface AdminSpotSelectionProps {
  heading: string;
  /** When editing a reservation: its own nights count as free, its park stays, and walk-in is not offered. */
  spotReservationId?: number;
  /** Shown under the heading: the reservation being changed, or the customer a new one is for. */
  modifying?: ReactNode;
  /** A Back button (admin §2.4), returning to the previous step. */
  onBack?(): void;
  onDetails(spotId: number): void;
  /** walkIn: the 'Walk-In Reservation' box, for the staff claim. */
  onReserve(spotId: number, options?: { overrideClosure: boolean; walkIn?: boolean }): void;
}

export function AdminSpotSelection({
  heading,
  spotReservationId,
  modifying,
  onBack,
  onDetails,
  onReserve,
}: AdminSpotSelectionProps) {
  const idPrefix = `${useId().replace(/:/g, '')}-`;
  const navigate = useNavigate();
  const auth = useAuth();
  const { state, update, clear } = useSpotSearch();
  const locations = useLocations();
  const loops = useParkLoops(state.locationId);
  const classifications = useParkClassifications(state.locationId);

  const [arrival, setArrival] = useState(toUsDate(state.startDate));
  const [departure, setDeparture] = useState(toUsDate(state.endDate));
  const [spotName, setSpotName] = useState(state.selectedSpotName);
  const [walkIn, setWalkIn] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const { attributes, numericText, numericValues, applyEntries, onNumericTextChange } =
    useAmenityEntries(setErrors);
  const [submitCount, setSubmitCount] = useState(0);
  const [counts, setCounts] = useState<{
    total: number;
    byClassification: { productClassificationId: number; count: number }[];
  } | null>(null);

  // The calendar's day clicks change the stored stay: the inputs follow it.
  const [seenStay, setSeenStay] = useState(`${state.startDate}|${state.endDate}`);
  if (seenStay !== `${state.startDate}|${state.endDate}`) {
    setSeenStay(`${state.startDate}|${state.endDate}`);
    setArrival(toUsDate(state.startDate));
    setDeparture(toUsDate(state.endDate));
  }

  // The spot name filters as it is typed, once typing pauses.
  const settledName = useDebouncedValue(spotName, SPOT_NAME_DEBOUNCE_MS);
  useEffect(() => {
    if (settledName !== state.selectedSpotName) update({ selectedSpotName: settledName });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled name writes the filter
  }, [settledName]);

  const parks = useMemo(
    () =>
      (locations.data ?? [])
        .filter((park) => auth.canAtLocations('ReservationManagementAdd', [park.id]))
        .sort((a, b) => a.longName.localeCompare(b.longName)),
    [locations.data, auth],
  );
  const park = parks.find((p) => p.id === state.locationId);
  const locationId = park ? park.id : null;

  const setDate = (which: 'arrival' | 'departure', text: string) => {
    (which === 'arrival' ? setArrival : setDeparture)(text);
    const iso = toIsoDate(text);
    // Only a whole date enters the search (admin §5); emptying the field clears it.
    if (iso || text.trim() === '') {
      update(which === 'arrival' ? { startDate: iso ?? null } : { endDate: iso ?? null });
      setSeenStay(
        which === 'arrival' ? `${iso ?? null}|${state.endDate}` : `${state.startDate}|${iso ?? null}`,
      );
    }
  };

  const changePark = (value: string) => {
    const id = value ? Number(value) : null;
    update({
      locationId: id,
      selectedLoopId: null,
      selectedSpotName: '',
      onlyShowAvailable: false,
      selectedProductClassifications: [],
      selectedSpotId: null,
    });
    setSpotName('');
    setErrors({});
    setSubmitCount(0);
    setCounts(null);
  };

  const validate = (): boolean => {
    const found: SearchFormErrors = locationId
      ? validateSearchForm(
          { arrival, departure, numeric: numericValues(numericText) },
          { today: '1900-01-01', pastDatesAllowed: true },
        )
      : { [LOCATION_FIELD]: [LOCATION_REQUIRED] };
    setErrors(found);
    if (Object.keys(found).length) setSubmitCount((n) => n + 1);
    return Object.keys(found).length === 0;
  };

  const showAll = () => {
    if (!locationId) {
      validate();
      return;
    }
    update({ selectedProductClassifications: [], onlyShowAvailable: false, spotSearchHasBeenClicked: true });
  };

  const showAvailable = () => {
    if (!toIsoDate(arrival) || !toIsoDate(departure) || !validate()) {
      validate();
      return;
    }
    setErrors({});
    update({ selectedProductClassifications: [], onlyShowAvailable: true, spotSearchHasBeenClicked: true });
  };

  const cancel = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    clear();
    void navigate('/admin');
  };

  const toggleClassification = (id: number) =>
    update({
      selectedProductClassifications: state.selectedProductClassifications.includes(id)
        ? state.selectedProductClassifications.filter((c) => c !== id)
        : [...state.selectedProductClassifications, id],
    });

  const summary: SummaryItem[] = Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => ({ field, message })),
  );
  const activeFilters = state.selectedAttributes.length + state.selectedSpotTypes.length;
  const arrivalIso = toIsoDate(arrival);
  const fieldErrors = (field: string) =>
    errors[field]?.length ? (
      <ul className="search-field__errors" id={`${idPrefix}${field}-errors`}>
        {errors[field].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : null;

  return (
    <div className="admin-spot-selection">
      <h1>{heading}</h1>
      {modifying}
      <form className="staff-search card" noValidate onSubmit={(event) => event.preventDefault()}>
        <ErrorSummary items={summary} submitCount={submitCount} idPrefix={idPrefix} />
        <div className="staff-search__grid">
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${idPrefix}${LOCATION_FIELD}`}>
              Location<span className="form-field__required"> *</span>
            </label>
            <select
              id={`${idPrefix}${LOCATION_FIELD}`}
              className="form-field__input"
              value={locationId ?? ''}
              // A change stays in the reservation's park (the server refuses another).
              disabled={spotReservationId !== undefined}
              aria-invalid={Boolean(errors[LOCATION_FIELD]) || undefined}
              aria-describedby={errors[LOCATION_FIELD] ? `${idPrefix}${LOCATION_FIELD}-errors` : undefined}
              onChange={(event) => changePark(event.target.value)}
            >
              <option value="">Select Park</option>
              {parks.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.longName}
                </option>
              ))}
            </select>
            {fieldErrors(LOCATION_FIELD)}
          </div>
          <DateField
            id={`${idPrefix}${FIELD.arrival}`}
            label={ARRIVAL_LABEL}
            required
            value={arrival}
            onChange={(text) => setDate('arrival', text)}
            errors={errors[FIELD.arrival]}
          />
          <DateField
            id={`${idPrefix}${FIELD.departure}`}
            label={DEPARTURE_LABEL}
            required
            value={departure}
            onChange={(text) => setDate('departure', text)}
            errors={errors[FIELD.departure]}
            minDate={arrivalIso ? nextDay(arrivalIso) : undefined}
          />
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${idPrefix}loop`}>
              Loop
            </label>
            <select
              id={`${idPrefix}loop`}
              className="form-field__input"
              value={state.selectedLoopId ?? ''}
              onChange={(event) =>
                update({ selectedLoopId: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">All</option>
              {(locationId ? (loops.data ?? []) : []).map((loop) => (
                <option key={loop.id} value={loop.id}>
                  {loop.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${idPrefix}spot-name`}>
              Spot Name
            </label>
            <input
              id={`${idPrefix}spot-name`}
              className="form-field__input"
              type="text"
              placeholder="Enter Spot Name"
              disabled={!locationId}
              value={spotName}
              onChange={(event) => setSpotName(event.target.value)}
            />
          </div>
          {spotReservationId === undefined && (
            <label className="checkbox-label staff-search__walkin">
              <input type="checkbox" checked={walkIn} onChange={(event) => setWalkIn(event.target.checked)} />
              Walk-In Reservation
            </label>
          )}
        </div>

        <button
          type="button"
          className="search-panel__advanced"
          aria-expanded={advancedOpen}
          aria-controls={`${idPrefix}advanced`}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          Advanced Search ({activeFilters})
          <span className={`chevron${advancedOpen ? ' chevron--up' : ''}`} aria-hidden="true" />
        </button>
        <div id={`${idPrefix}advanced`} hidden={!advancedOpen} className="staff-search__advanced">
          {advancedOpen && (
            <>
              <SpotTypeCheckboxes />
              <section aria-labelledby={`${idPrefix}amenities`}>
                <h2 className="search-panel__legend" id={`${idPrefix}amenities`}>
                  Spot Amenities
                </h2>
                {attributes.isPending && <Spinner size="small" label="Loading amenities" />}
                {attributes.data && (
                  <AmenityFilters
                    idPrefix={idPrefix}
                    attributes={attributes.data}
                    entries={state.selectedAttributes}
                    onEntriesChange={(entries) => applyEntries(entries)}
                    numericText={numericText}
                    onNumericTextChange={onNumericTextChange}
                    errors={errors}
                  />
                )}
              </section>
            </>
          )}
        </div>

        <div className="staff-search__buttons">
          <button type="button" className="button button--primary" onClick={showAll}>
            Show All Spots
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!locationId}
            onClick={showAvailable}
          >
            Show Available Spots
          </button>
          {onBack && (
            <button type="button" className="button button--secondary" onClick={onBack}>
              Back
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>

      <section className="card spot-results" aria-labelledby={`${idPrefix}results`}>
        <h2 id={`${idPrefix}results`}>Spot Results</h2>
        {!locationId ? (
          <p>Please select a park.</p>
        ) : (
          <>
            {counts ? <p className="spot-results__count">{matchCountLabel(counts.total)}</p> : <Spinner />}
            <StaffClassificationTiles
              classifications={classifications.data ?? []}
              counts={counts?.byClassification ?? []}
              spotTypes={state.selectedSpotTypes}
              selected={state.selectedProductClassifications}
              onToggle={toggleClassification}
            />
            <SpotCalendar
              key={locationId}
              locationId={locationId}
              mode="admin"
              walkIn={walkIn}
              spotReservationId={spotReservationId}
              onDetails={onDetails}
              onReserve={(spotId, options) =>
                onReserve(spotId, { overrideClosure: options?.overrideClosure ?? false, walkIn })
              }
              onCounts={(total, byClassification) => setCounts({ total, byClassification })}
            />
          </>
        )}
      </section>
    </div>
  );
}
