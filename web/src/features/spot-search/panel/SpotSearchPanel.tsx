/**
 * The spot search panel (public §2.9; admin §2.10, §2.11 and the staff spot selection): spot types,
 * Advanced Search (amenities), arrival and departure, 'Show only spots that are available' and
 * 'update search result'. It writes the shared search state (useSpotSearch); the host screen passes the
 * staff differences (past dates allowed, extra fields of its own).
 */
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary, type SummaryItem } from '#web/components/form/ErrorSummary.tsx';
import '#web/components/form/forms.css';
import { Modal } from '#web/components/Modal.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useSpotSearch } from '../search-state.ts';
import { useAmenityEntries } from './use-amenity-entries.ts';
import { SpotTypeCheckboxes } from './SpotTypeCheckboxes.tsx';
import { todayIn } from '#domain/dates';
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

// The amenity filters (react-select and its styles) load when Advanced Search is first opened.
const AmenityFilters = lazy(async () => ({ default: (await import('./AmenityFilters.tsx')).AmenityFilters }));

export interface SpotSearchPanelProps {
  /** The park's timezone: 'today' is the park's today. */
  timezone: string;
  /** Staff may search days before today (admin). */
  pastDatesAllowed?: boolean;
  /** Fields the host screen adds (staff: loop, spot name...), shown above the button. */
  extraFields?: ReactNode;
  /** Called after a valid submit wrote the search state. */
  onSearch?(): void;
  /** Prefix of the field ids (two panels on one page must not share ids). */
  idPrefix?: string;
}

export function SpotSearchPanel({
  timezone,
  pastDatesAllowed = false,
  extraFields,
  onSearch,
  idPrefix = 'spot-search-',
}: SpotSearchPanelProps) {
  const { state, update } = useSpotSearch();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [arrival, setArrival] = useState(toUsDate(state.startDate));
  const [departure, setDeparture] = useState(toUsDate(state.endDate));
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [datesModalOpen, setDatesModalOpen] = useState(false);
  const today = todayIn(timezone, new Date());
  // A filter changed after the dates were typed searches those dates, not the ones searched before.
  const datesOnScreen = () => {
    const problems = validateSearchForm({ arrival, departure, numeric: {} }, { today, pastDatesAllowed });
    const start = toIsoDate(arrival);
    const end = toIsoDate(departure);
    return Object.keys(problems).length === 0 && start && end ? { startDate: start, endDate: end } : {};
  };
  const { attributes, numericText, setNumericText, numericValues, applyEntries, onNumericTextChange } =
    useAmenityEntries(setErrors, datesOnScreen);

  // Another view (the calendar's day selection) or a park change may change the stored search: the
  // inputs follow (adjusted while rendering, React's pattern for state derived from a changing source).
  const [synced, setSynced] = useState({
    start: state.startDate,
    end: state.endDate,
    park: state.locationId,
  });
  if (synced.start !== state.startDate || synced.end !== state.endDate || synced.park !== state.locationId) {
    setSynced({ start: state.startDate, end: state.endDate, park: state.locationId });
    if (synced.start !== state.startDate) setArrival(toUsDate(state.startDate));
    if (synced.end !== state.endDate) setDeparture(toUsDate(state.endDate));
    // A park change resets the filters: the numeric texts go with them.
    if (synced.park !== state.locationId) setNumericText({});
  }

  const arrivalIso = toIsoDate(arrival);
  const departureIso = toIsoDate(departure);
  const bothDates = Boolean(arrivalIso && departureIso);
  const minArrival = pastDatesAllowed ? undefined : today;
  const minDeparture = arrivalIso ? nextDay(arrivalIso) : pastDatesAllowed ? undefined : nextDay(today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSearchForm(
      { arrival, departure, numeric: numericValues(numericText) },
      { today, pastDatesAllowed },
    );
    setErrors(found);
    if (Object.keys(found).length) {
      setSubmitCount((n) => n + 1);
      return;
    }
    setSubmitCount(0);
    update({
      startDate: arrivalIso ?? null,
      endDate: departureIso ?? null,
      spotSearchHasBeenClicked: true,
    });
    onSearch?.();
  };

  const summary: SummaryItem[] = Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => ({ field, message })),
  );
  const selectedCount = state.selectedAttributes.length;

  return (
    <form className="search-panel" onSubmit={submit} noValidate aria-label="Spot search">
      <ErrorSummary items={summary} submitCount={submitCount} idPrefix={idPrefix} />
      <SpotTypeCheckboxes datesOnScreen={datesOnScreen} />

      <button
        type="button"
        className="search-panel__advanced"
        aria-expanded={advancedOpen}
        aria-controls={`${idPrefix}advanced`}
        onClick={() => setAdvancedOpen((v) => !v)}
      >
        Advanced Search{selectedCount > 0 && ` (${selectedCount})`}
        <span className={`chevron${advancedOpen ? ' chevron--up' : ''}`} aria-hidden="true" />
      </button>
      <div id={`${idPrefix}advanced`} hidden={!advancedOpen} className="search-panel__amenities">
        {advancedOpen &&
          (attributes.isPending ? (
            <Spinner size="small" label="Loading amenities" />
          ) : attributes.isError ? (
            <p className="search-panel__problem">Amenities could not be loaded.</p>
          ) : (
            <Suspense fallback={<Spinner size="small" label="Loading amenities" />}>
              <AmenityFilters
                idPrefix={idPrefix}
                attributes={attributes.data}
                entries={state.selectedAttributes}
                onEntriesChange={(entries) => applyEntries(entries)}
                numericText={numericText}
                onNumericTextChange={onNumericTextChange}
                errors={errors}
              />
            </Suspense>
          ))}
      </div>

      <div className="search-panel__dates">
        <DateField
          id={`${idPrefix}${FIELD.arrival}`}
          label={ARRIVAL_LABEL}
          required
          value={arrival}
          onChange={setArrival}
          errors={errors[FIELD.arrival]}
          minDate={minArrival}
        />
        <DateField
          id={`${idPrefix}${FIELD.departure}`}
          label={DEPARTURE_LABEL}
          required
          value={departure}
          onChange={setDeparture}
          errors={errors[FIELD.departure]}
          minDate={minDeparture}
        />
      </div>

      {extraFields}

      {/* aria-disabled, not disabled: the checkbox stays reachable so a click or Space can explain why. */}
      <div className="search-panel__available">
        <label className="checkbox-label">
          <input
            type="checkbox"
            aria-disabled={!bothDates}
            checked={bothDates && state.onlyShowAvailable}
            onChange={(event) => {
              if (!bothDates) {
                setDatesModalOpen(true);
                return;
              }
              update({ onlyShowAvailable: event.target.checked, ...datesOnScreen() });
            }}
          />
          Show only spots that are available
        </label>
      </div>

      <button type="submit" className="button button--primary search-panel__submit">
        update search result
      </button>

      <Modal
        open={datesModalOpen}
        title="Show Available Spots"
        role="alertdialog"
        onClose={() => setDatesModalOpen(false)}
        footer={
          <button type="button" className="button button--primary" onClick={() => setDatesModalOpen(false)}>
            Ok
          </button>
        }
      >
        <p>Please select Arrival and Departure Date to use this feature.</p>
      </Modal>
    </form>
  );
}
