/**
 * /admin/park-closure-search, /admin/park-closure-add and /admin/park-closure-modify/{closureId}
 * (?locationId=) (admin §2.3, ParkManagementParkClosure at the park): closures by park, and one closure's
 * park, loop or spots, dates, override and reason. Before saving, "Check what it affects" lists the sold
 * reservations on the closed nights (linked to their details) and the spots held in a cart right now;
 * closing never cancels a reservation.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminClosure, ClosureImpact } from '#contract/park-setup';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import {
  useAdminPark,
  useClosure,
  useClosureImpact,
  useClosures,
  useParkOpsWrite,
  useParkRows,
  useSpotRows,
} from '#web/lib/park-ops/park-ops-calls.ts';
import {
  BackLink,
  ErrorBox,
  Field,
  HistoryList,
  described,
  fieldErrors,
  opsPaths,
  positiveId,
} from './shared.tsx';
import './park-ops.css';

/** Parks whose closures the user may manage (roles 1 and 2: all; others their assigned parks). */
function useClosableParks() {
  const auth = useAuth();
  const parks = useParkRows({});
  return (parks.data ?? []).filter((p) => auth.canAtLocations('ParkManagementParkClosure', [p.id]));
}

function scopeText(c: AdminClosure): string {
  if (c.loopName) return `Loop ${c.loopName}`;
  if (c.spotIds.length) return `Spots ${c.spotNames.join(', ')}`;
  return 'Whole park';
}

export function ClosureSearchPage() {
  usePageTitle('Admin', 'Park Closures');
  const [url, setUrl] = useSearchParams();
  const parks = useClosableParks();
  const query = Object.fromEntries([...url.entries()].filter(([, v]) => v));
  const closures = useClosures(query);
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(url);
    if (v) next.set(k, v);
    else next.delete(k);
    setUrl(next);
  };
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Park Closures</h1>
        <Link
          className="button button--primary"
          to={opsPaths.addClosure(positiveId(url.get('locationId')) ?? undefined)}
        >
          Add Closure
        </Link>
      </div>
      <div className="ops-filters" role="search" aria-label="Closures">
        <Field id="closure-park" label="Park">
          <select
            id="closure-park"
            value={url.get('locationId') ?? ''}
            onChange={(e) => set('locationId', e.target.value)}
          >
            <option value="">All my parks</option>
            {parks.map((p) => (
              <option key={p.id} value={p.id}>
                {p.longName}
              </option>
            ))}
          </select>
        </Field>
        <Field id="closure-from" label="Ending On or After">
          <input
            id="closure-from"
            type="date"
            value={url.get('from') ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </Field>
      </div>
      {closures.isError ? (
        <ErrorBox error={closures.error} />
      ) : !closures.data ? (
        <Spinner label="Loading closures" />
      ) : (
        <>
          <p role="status">{closures.data.length === 1 ? '1 closure' : `${closures.data.length} closures`}</p>
          <div className="ops-table-wrap">
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">Park</th>
                  <th scope="col">Closed</th>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Staff may override</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {closures.data.map((c) => (
                  <tr key={`${c.locationId}-${c.id}`}>
                    <td>
                      <Link to={opsPaths.closure(c.locationId, c.id)}>{c.locationName}</Link>
                    </td>
                    <td className="wrap">{scopeText(c)}</td>
                    <td className="nowrap">{c.startDate}</td>
                    <td className="nowrap">{c.endDate}</td>
                    <td>{c.overridable ? 'Yes' : 'No'}</td>
                    <td className="wrap">{c.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

export function ClosureAddPage() {
  usePageTitle('Admin', 'Add Park Closure');
  const [url] = useSearchParams();
  return <ClosureForm closure={undefined} initialPark={positiveId(url.get('locationId'))} />;
}

export function ClosureModifyPage() {
  usePageTitle('Admin', 'Edit Park Closure');
  const { closureId } = useParams();
  const [url] = useSearchParams();
  const closure = useClosure(positiveId(url.get('locationId')), positiveId(closureId));
  if (closure.isError)
    return (
      <div className="page ops-page">
        <ErrorBox error={closure.error} />
      </div>
    );
  if (!closure.data) return <Spinner label="Loading the closure" />;
  return (
    <ClosureForm
      key={closure.data.closure.dateLastModified}
      closure={closure.data.closure}
      initialPark={closure.data.closure.locationId}
      initialImpact={closure.data.impact}
    />
  );
}

type Scope = 'park' | 'loop' | 'spots';

function ClosureForm({
  closure,
  initialPark,
  initialImpact,
}: {
  closure: AdminClosure | undefined;
  initialPark: number | null;
  initialImpact?: ClosureImpact;
}) {
  const navigate = useNavigate();
  const parks = useClosableParks();
  const save = useParkOpsWrite<{ closure: AdminClosure; impact: ClosureImpact }>();
  const lift = useParkOpsWrite<{ id: number }>();
  const impact = useClosureImpact();
  const [form, setForm] = useState({
    locationId: String(initialPark ?? ''),
    scope: (closure?.loopId ? 'loop' : closure?.spotIds.length ? 'spots' : 'park') as Scope,
    loopId: String(closure?.loopId ?? ''),
    spotIds: closure?.spotIds ?? [],
    startDate: closure?.startDate ?? '',
    endDate: closure?.endDate ?? '',
    overridable: closure?.overridable ?? false,
    reason: closure?.reason ?? '',
  });
  const locationId = positiveId(form.locationId);
  const park = useAdminPark(locationId);
  const spots = useSpotRows(form.scope === 'spots' ? locationId : null, {});
  const [checked, setChecked] = useState<ClosureImpact | undefined>(initialImpact);
  const errors = fieldErrors(save.error ?? impact.error);
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setChecked(undefined);
  };
  const body = {
    locationId: locationId,
    loopId: form.scope === 'loop' ? Number(form.loopId) || null : null,
    spotIds: form.scope === 'spots' ? form.spotIds : [],
    startDate: form.startDate,
    endDate: form.endDate,
    overridable: form.overridable,
    reason: form.reason,
    ...(closure ? { dateLastModified: closure.dateLastModified } : {}),
  };

  function check() {
    impact.mutate(body, { onSuccess: setChecked });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!checked) return check();
    save.mutate(
      {
        method: closure ? 'PUT' : 'POST',
        path: closure ? `admin/AdminClosure/${closure.locationId}/${closure.id}` : 'admin/AdminClosure',
        body,
      },
      { onSuccess: (r) => navigate(opsPaths.closure(r.closure.locationId, r.closure.id)) },
    );
  }

  return (
    <div className="page ops-page">
      <BackLink to={opsPaths.closures}>Park Closures</BackLink>
      <h1>{closure ? `Closure of ${closure.locationName}` : 'Add Park Closure'}</h1>
      <form onSubmit={submit} noValidate>
        <div className="ops-form">
          <Field id="closure-locationId" label="Park" error={errors.locationId}>
            <select
              {...described('closure-locationId', errors.locationId)}
              value={form.locationId}
              disabled={Boolean(closure)}
              onChange={(e) => set('locationId', e.target.value)}
            >
              <option value="">Choose a park</option>
              {parks.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.longName}
                </option>
              ))}
            </select>
          </Field>
          <Field id="closure-scope" label="Close">
            <select
              id="closure-scope"
              value={form.scope}
              onChange={(e) => set('scope', e.target.value as Scope)}
            >
              <option value="park">The whole park</option>
              <option value="loop">One loop</option>
              <option value="spots">Chosen spots</option>
            </select>
          </Field>
          {form.scope === 'loop' && (
            <Field id="closure-loopId" label="Loop" error={errors.loopId}>
              <select
                {...described('closure-loopId', errors.loopId)}
                value={form.loopId}
                onChange={(e) => set('loopId', e.target.value)}
              >
                <option value="">Choose a loop</option>
                {(park.data?.loops ?? []).map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id="closure-startDate" label="Start Date" error={errors.startDate}>
            <input
              {...described('closure-startDate', errors.startDate)}
              type="date"
              value={form.startDate}
              onChange={(e) => set('startDate', e.target.value)}
            />
          </Field>
          <Field id="closure-endDate" label="End Date (last closed day)" error={errors.endDate}>
            <input
              {...described('closure-endDate', errors.endDate)}
              type="date"
              value={form.endDate}
              onChange={(e) => set('endDate', e.target.value)}
            />
          </Field>
          <label className="ops-check">
            <input
              type="checkbox"
              checked={form.overridable}
              onChange={(e) => set('overridable', e.target.checked)}
            />{' '}
            Staff may still book these days (overridable)
          </label>
          <Field id="closure-reason" label="Reason" error={errors.reason} wide>
            <input
              {...described('closure-reason', errors.reason)}
              value={form.reason}
              onChange={(e) => set('reason', e.target.value)}
            />
          </Field>
        </div>
        {form.scope === 'spots' && (
          <fieldset className="ops-panel">
            <legend>Spots to close{errors.spotIds ? ` — ${errors.spotIds}` : ''}</legend>
            {!spots.data ? (
              <p className="ops-muted">Choose a park first.</p>
            ) : (
              spots.data.map((s) => (
                <label key={s.id} className="ops-check">
                  <input
                    type="checkbox"
                    checked={form.spotIds.includes(s.id)}
                    onChange={(e) =>
                      set(
                        'spotIds',
                        e.target.checked ? [...form.spotIds, s.id] : form.spotIds.filter((x) => x !== s.id),
                      )
                    }
                  />{' '}
                  {s.name} <span className="ops-muted">({s.loopName})</span>
                </label>
              ))
            )}
          </fieldset>
        )}
        {checked && <ImpactPanel impact={checked} />}
        <ErrorBox error={save.error ?? impact.error} />
        <div className="ops-actions">
          <button type="button" className="button" onClick={check} disabled={impact.isPending}>
            Check What It Affects
          </button>
          <button type="submit" className="button button--primary" disabled={!checked || save.isPending}>
            {closure ? 'Save Closure' : 'Close'}
          </button>
          {closure && (
            <button
              type="button"
              className="button button--danger"
              disabled={lift.isPending}
              onClick={() =>
                lift.mutate(
                  {
                    method: 'DELETE',
                    path: `admin/AdminClosure/${closure.locationId}/${closure.id}`,
                    query: { dateLastModified: closure.dateLastModified },
                  },
                  { onSuccess: () => navigate(opsPaths.closures) },
                )
              }
            >
              Lift Closure
            </button>
          )}
        </div>
        <ErrorBox error={lift.error} />
      </form>
      {closure && (
        <HistoryList kind="closure" path={`admin/AdminClosure/${closure.locationId}/${closure.id}`} />
      )}
    </div>
  );
}

function ImpactPanel({ impact }: { impact: ClosureImpact }) {
  return (
    <section className="ops-panel" aria-labelledby="closure-impact" aria-live="polite">
      <h2 id="closure-impact">What this closure affects</h2>
      <p>
        {impact.spotCount} spot{impact.spotCount === 1 ? '' : 's'} closed.{' '}
        {impact.reservations.length === 0
          ? 'No reservations are on these nights.'
          : `${impact.reservations.length} reservation${impact.reservations.length === 1 ? ' is' : 's are'} on these nights and will be kept: contact the guests or move them.`}
      </p>
      {impact.reservations.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">Reservation</th>
              <th scope="col">Spot</th>
              <th scope="col">Guest</th>
              <th scope="col">Arrival</th>
              <th scope="col">Departure</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {impact.reservations.map((r) => (
              <tr key={r.reservationId}>
                <td>
                  <Link to={opsPaths.reservation(r.reservationId)}>{r.reservationNumber}</Link>
                </td>
                <td>{r.spotName}</td>
                <td>{r.occupant}</td>
                <td>{r.startDate}</td>
                <td>{r.endDate}</td>
                <td>{r.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {impact.heldSpots.length > 0 && (
        <p>
          Held in a cart right now: {impact.heldSpots.map((s) => s.spotName).join(', ')}. Those holds run out
          within 15 minutes; a hold bought before then becomes a reservation on the closed nights.
        </p>
      )}
    </section>
  );
}
