/**
 * The park search box of the header and the home page (public §2.6): typed text (debounced 500 ms)
 * searches park names and places at once; results show in two cards, 'Parks' ('{matchingAreaName} in
 * {locationName}') and 'Locations'. WAI-ARIA combobox with a grouped listbox: arrow keys move through
 * both cards, Enter chooses, Escape closes. Choosing a park opens its page; choosing a place opens
 * the results near it; Enter on the text alone searches park names.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LocationSummaryItem, Place } from '#contract/locations';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { locationPath } from '#web/lib/locations/paths.ts';
import { useParkNameSearch } from '#web/lib/park-search/park-search.ts';
import { usePlaceSearch } from '#web/lib/park-search/place-search.ts';
import { parkOptionText } from '#web/lib/park-search/format.ts';
import { parkSearchResultsUrl } from '#web/lib/park-search/search-params.ts';
import './park-search-box.css';

/** Park search debounce (public §9). */
export const PARK_SEARCH_DEBOUNCE_MS = 500;

type Choice = { kind: 'park'; park: LocationSummaryItem } | { kind: 'place'; place: Place };

export interface ParkSearchBoxProps {
  placeholder: string;
  /** Visible label text; the header hides it visually. */
  label?: string;
  hideLabel?: boolean;
  className?: string;
}

export function ParkSearchBox({
  placeholder,
  label = 'Search parks and places',
  hideLabel,
  className,
}: ParkSearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text, PARK_SEARCH_DEBOUNCE_MS);
  const query = open ? settled.trim() : '';
  const parks = useParkNameSearch(query);
  const places = usePlaceSearch(query);

  const choices: Choice[] = [
    ...(parks.data?.data ?? []).map((park) => ({ kind: 'park' as const, park })),
    ...(places.data ?? []).map((place) => ({ kind: 'place' as const, place })),
  ];
  const parkCount = parks.data?.data.length ?? 0;
  const showList = open && query.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (choice: Choice) => {
    close();
    if (choice.kind === 'park') {
      setText('');
      void navigate(locationPath(choice.park.locationId));
    } else {
      setText(choice.place.text);
      void navigate(
        parkSearchResultsUrl({
          searchTerm: choice.place.text,
          latitude: choice.place.latitude,
          longitude: choice.place.longitude,
        }),
      );
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (choices.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + choices.length + (i < 0 && step < 0 ? 1 : 0)) % choices.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const choice = choices[active];
      if (showList && choice) choose(choice);
      else if (text.trim()) {
        close();
        void navigate(parkSearchResultsUrl({ locationName: text.trim() }));
      }
    } else if (e.key === 'Escape') {
      if (open) e.preventDefault();
      close();
    }
  };

  const loading = (parks.isFetching || places.isFetching || text.trim() !== settled.trim()) && open;
  const option = (choice: Choice, index: number) => (
    <div
      key={
        choice.kind === 'park' ? `p${choice.park.locationId}-${choice.park.matchingAreaName}` : `l${index}`
      }
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={`park-search-box__option${index === active ? ' is-active' : ''}`}
      // Keep focus in the input while choosing with the mouse.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => choose(choice)}
      onMouseEnter={() => setActive(index)}
    >
      {choice.kind === 'park' ? parkOptionText(choice.park) : choice.place.text}
    </div>
  );

  return (
    <div className={['park-search-box', className].filter(Boolean).join(' ')}>
      <label htmlFor={`${id}-input`} className={hideLabel ? 'visually-hidden' : 'park-search-box__label'}>
        {label}
      </label>
      <div className="park-search-box__field">
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="park-search-box__popup" hidden={!showList}>
        <div id={`${id}-listbox`} role="listbox" aria-label={label} className="park-search-box__listbox">
          <div role="group" aria-labelledby={`${id}-parks`} className="park-search-box__card">
            <div id={`${id}-parks`} role="presentation" className="park-search-box__card-title">
              Parks
            </div>
            <div>
              {choices.slice(0, parkCount).map((c, i) => option(c, i))}
              {parkCount === 0 && !loading && (
                <div
                  role="option"
                  aria-disabled="true"
                  aria-selected="false"
                  className="park-search-box__empty"
                >
                  No parks found
                </div>
              )}
            </div>
          </div>
          <div role="group" aria-labelledby={`${id}-places`} className="park-search-box__card">
            <div id={`${id}-places`} role="presentation" className="park-search-box__card-title">
              Locations
            </div>
            <div>
              {choices.slice(parkCount).map((c, i) => option(c, parkCount + i))}
              {choices.length === parkCount && !loading && (
                <div
                  role="option"
                  aria-disabled="true"
                  aria-selected="false"
                  className="park-search-box__empty"
                >
                  No locations found
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {showList && !loading ? `${parkCount} parks and ${choices.length - parkCount} locations found` : ''}
      </p>
    </div>
  );
}
