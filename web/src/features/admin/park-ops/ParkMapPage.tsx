/**
 * /admin/park-map (admin §2.3: auth source admin and ParkManagementParkMap): a park's spots and the
 * points of interest within it on the map. Staff drag markers into place (or choose one in the list and
 * nudge it or type its position, for the keyboard), see what they moved, and save every move at once;
 * a save goes over the versions read, so nobody's edit of a spot is lost to a drag.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ParkMap, ParkMapMarker } from '#contract/park-map';
import { type Heading, nudge } from '#domain/park-map';
import { type LonLat, type MapMarker, MapView, isImageIcon } from '#web/components/map/index.ts';
import { SelectField } from '#web/components/form/fields.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useParkMap, useParkOpsWrite, useParkRows } from '#web/lib/park-ops/park-ops-calls.ts';
import { ErrorBox, Loaded, Saved } from './controls.tsx';
import { countOf, opsPaths, parkChoices, positiveId, useUrlFilters } from './shared.tsx';
import './park-ops.css';
import './park-map.css';

/** One press of a nudge button: 15 feet. */
const NUDGE_METRES = 4.572;
const HEADINGS: { heading: Heading; label: string; arrow: string }[] = [
  { heading: 'north', label: 'north', arrow: '↑' },
  { heading: 'west', label: 'west', arrow: '←' },
  { heading: 'east', label: 'east', arrow: '→' },
  { heading: 'south', label: 'south', arrow: '↓' },
];

const keyOf = (m: Pick<ParkMapMarker, 'kind' | 'id'>) => `${m.kind}-${m.id}`;
const nameOf = (m: ParkMapMarker) => (m.kind === 'spot' ? `Spot ${m.name}` : m.name);

export function ParkMapPage() {
  usePageTitle('Admin', 'Park Map');
  const { url, set } = useUrlFilters();
  const auth = useAuth();
  const parks = useParkRows({});
  const mayMap = (parks.data ?? []).filter((p) => auth.canAtLocations('ParkManagementParkMap', [p.id]));
  const locationId = positiveId(url.get('locationId'));
  const map = useParkMap(locationId);
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Park Map</h1>
      </div>
      <div className="ops-filters park-map-filters" role="search" aria-label="Choose a park">
        <SelectField
          id="map-park"
          label="Park"
          value={locationId === null ? '' : String(locationId)}
          onChange={(e) => set('locationId', e.target.value)}
          placeholder="Choose a park"
          options={parkChoices(mayMap)}
        />
      </div>
      {locationId === null ? (
        <p>Choose a park to place its spots and the points of interest within it.</p>
      ) : (
        <Loaded read={map} what="the park map">
          {(data) => <MarkerEditor key={data.locationId} map={data} />}
        </Loaded>
      )}
    </div>
  );
}

function MarkerEditor({ map }: { map: ParkMap }) {
  const [moves, setMoves] = useState<ReadonlyMap<string, LonLat>>(new Map());
  const [selected, setSelected] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const write = useParkOpsWrite<ParkMap>();
  const byKey = useMemo(() => new Map(map.markers.map((m) => [keyOf(m), m])), [map.markers]);
  // The first view: the middle of the markers (the park's own position when it has none).
  const [center] = useState<LonLat>(() => {
    const points = map.markers.length ? map.markers : [map];
    const mean = (f: (p: { latitude: number; longitude: number }) => number) =>
      points.reduce((sum, p) => sum + f(p), 0) / points.length;
    return [mean((p) => p.longitude), mean((p) => p.latitude)];
  });

  const position = (m: ParkMapMarker): LonLat => moves.get(keyOf(m)) ?? [m.longitude, m.latitude];
  const move = (key: string, to: LonLat) => {
    setMoves((now) => new Map(now).set(key, to));
    setSaved(null);
    write.reset();
  };
  const markers: MapMarker[] = map.markers.map((m) => {
    const [longitude, latitude] = position(m);
    const image = m.kind === 'pointOfInterest' && isImageIcon(m.icon);
    return {
      id: keyOf(m),
      longitude,
      latitude,
      label: `${nameOf(m)}${moves.has(keyOf(m)) ? ' (moved, not saved)' : ''}`,
      ...(m.kind === 'spot' && { caption: m.name }),
      ...(image && { iconUrl: m.icon }),
      className: [
        m.kind === 'spot' ? 'park-map-spot' : 'park-map-poi',
        moves.has(keyOf(m)) && 'is-moved',
        !m.isActive && 'is-unavailable',
      ]
        .filter(Boolean)
        .join(' '),
      draggable: true,
    };
  });
  const chosen = selected === null ? undefined : byKey.get(selected);

  const save = () => {
    const count = moves.size;
    write.mutate(
      {
        method: 'PUT',
        path: `admin/AdminLocation/${map.locationId}/map`,
        body: {
          moves: [...moves].map(([key, [longitude, latitude]]) => {
            const m = byKey.get(key)!;
            return { kind: m.kind, id: m.id, latitude, longitude, dateLastModified: m.dateLastModified };
          }),
        },
      },
      {
        onSuccess: () => {
          setMoves(new Map());
          setSaved(`Saved ${countOf(count, 'new position')}.`);
        },
      },
    );
  };

  return (
    <div className="park-map">
      <MapView
        label={`Map of ${map.name}: drag a spot or point of interest to move it`}
        center={center}
        zoom={16}
        markers={markers}
        selectedId={selected}
        onMarkerClick={(id) => setSelected(String(id))}
        onMarkerDragEnd={(id, to) => {
          move(String(id), to);
          setSelected(String(id));
        }}
        height="640px"
        className="park-map-canvas"
      />
      <section className="park-map-panel" aria-labelledby="park-map-panel-title">
        <h2 id="park-map-panel-title">{map.name}</h2>
        <div className="ops-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={moves.size === 0 || write.isPending}
            onClick={save}
          >
            {moves.size === 0 ? 'Save positions' : `Save ${countOf(moves.size, 'position')}`}
          </button>
          <button
            type="button"
            className="button"
            disabled={moves.size === 0 || write.isPending}
            onClick={() => {
              setMoves(new Map());
              write.reset();
            }}
          >
            Discard changes
          </button>
        </div>
        <ErrorBox error={write.error} />
        <Saved text={saved} />
        {chosen ? (
          <PositionControls marker={chosen} at={position(chosen)} onMove={(to) => move(keyOf(chosen), to)} />
        ) : (
          <p className="park-map-hint">
            Drag a marker, or choose one below to move it with the arrow buttons.
          </p>
        )}
        <MarkerList
          markers={map.markers}
          moved={moves}
          selected={selected}
          onSelect={setSelected}
          spotsHref={opsPaths.spots(map.locationId)}
        />
      </section>
    </div>
  );
}

/** The chosen marker's position: nudged 15 feet per press, or typed. */
function PositionControls({
  marker,
  at,
  onMove,
}: {
  marker: ParkMapMarker;
  at: LonLat;
  onMove(to: LonLat): void;
}) {
  const [longitude, latitude] = at;
  const typed = (value: string, index: 0 | 1) => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) return;
    onMove(index === 0 ? [n, latitude] : [longitude, n]);
  };
  return (
    <fieldset className="park-map-position">
      <legend>{nameOf(marker)}</legend>
      <div className="park-map-nudge" role="group" aria-label={`Move ${nameOf(marker)} 15 feet`}>
        {HEADINGS.map(({ heading, label, arrow }) => (
          <button
            key={heading}
            type="button"
            className={`button park-map-nudge--${heading}`}
            aria-label={`Move ${label}`}
            title={`Move 15 feet ${label}`}
            onClick={() => onMove(nudge(at, heading, NUDGE_METRES))}
          >
            {arrow}
          </button>
        ))}
      </div>
      <div className="park-map-coordinates">
        <label>
          Latitude
          <input
            type="number"
            step="0.00001"
            value={latitude.toFixed(6)}
            onChange={(e) => typed(e.target.value, 1)}
          />
        </label>
        <label>
          Longitude
          <input
            type="number"
            step="0.00001"
            value={longitude.toFixed(6)}
            onChange={(e) => typed(e.target.value, 0)}
          />
        </label>
      </div>
    </fieldset>
  );
}

function MarkerList({
  markers,
  moved,
  selected,
  onSelect,
  spotsHref,
}: {
  markers: readonly ParkMapMarker[];
  moved: ReadonlyMap<string, LonLat>;
  selected: string | null;
  onSelect(key: string): void;
  spotsHref: string;
}) {
  const spots = markers.filter((m) => m.kind === 'spot').length;
  return (
    <>
      <p className="park-map-count">
        {countOf(spots, 'spot')}, {countOf(markers.length - spots, 'point of interest', 'points of interest')}
        {' · '}
        <Link to={spotsHref}>Spot search</Link>
      </p>
      <ul className="park-map-list" aria-label="Markers">
        {markers.map((m) => (
          <li key={keyOf(m)}>
            <button
              type="button"
              className="park-map-item"
              aria-pressed={selected === keyOf(m)}
              onClick={() => onSelect(keyOf(m))}
            >
              <span>{nameOf(m)}</span>
              <span className="park-map-group">{m.group}</span>
              {moved.has(keyOf(m)) && <span className="ops-badge">Moved</span>}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
