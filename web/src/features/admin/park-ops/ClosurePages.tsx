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
import { SelectField, TextField } from '#web/components/form/fields.tsx';
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
  CheckField,
  ErrorBox,
  Loaded,
  SaveErrorSummary,
  TickList,
  binder,
  choicesOf,
  fieldErrors,
} from './controls.tsx';
import {
  BackLink,
  DateFilter,
  HistoryList,
  ParkFilter,
  Results,
  countOf,
  opsPaths,
  parkChoices,
  positiveId,
  useUrlFilters,
} from './shared.tsx';
import { ReservationOverlaps } from '../ReservationOverlaps.tsx';
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
  const { url, query, set } = useUrlFilters();
  const parks = useClosableParks();
  const closures = useClosures(query);
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
        <ParkFilter
          id="closure-park"
          url={url}
          set={set}
          placeholder="All my parks"
          choices={parkChoices(parks)}
        />
        <DateFilter id="closure-from" label="Ending On or After" param="from" url={url} set={set} />
      </div>
      <Results
        read={closures}
        noun="closure"
        columns={['Park', 'Closed', 'From', 'To', 'Staff may override', 'Reason']}
        row={(c) => (
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
        )}
      />
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
  return (
    <Loaded read={closure} what="the closure" page>
      {({ closure: c, impact }) => (
        <ClosureForm key={c.dateLastModified} closure={c} initialPark={c.locationId} initialImpact={impact} />
      )}
    </Loaded>
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
  const bind = binder('closure', form, set, errors);
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
        <SaveErrorSummary save={save.error ? save : impact} prefix="closure" fields={Object.keys(form)} />
        <div className="ops-form">
          <SelectField
            label="Park"
            {...bind('locationId')}
            disabled={Boolean(closure)}
            placeholder="Choose a park"
            options={parkChoices(parks)}
          />
          <SelectField
            id="closure-scope"
            label="Close"
            value={form.scope}
            onChange={(e) => set('scope', e.target.value as Scope)}
            options={[
              { value: 'park', label: 'The whole park' },
              { value: 'loop', label: 'One loop' },
              { value: 'spots', label: 'Chosen spots' },
            ]}
          />
          {form.scope === 'loop' && (
            <SelectField
              label="Loop"
              {...bind('loopId')}
              placeholder="Choose a loop"
              options={choicesOf(park.data?.loops ?? [])}
            />
          )}
          <TextField label="Start Date" type="date" {...bind('startDate')} />
          <TextField label="End Date (last closed day)" type="date" {...bind('endDate')} />
          <CheckField
            label="Staff may still book these days (overridable)"
            checked={form.overridable}
            onChange={(v) => set('overridable', v)}
          />
          <TextField label="Reason" fieldClassName="ops-field--wide" {...bind('reason')} />
        </div>
        {form.scope === 'spots' &&
          (spots.data ? (
            <TickList
              legend={`Spots to close${errors.spotIds ? ` — ${errors.spotIds.message}` : ''}`}
              items={spots.data}
              ticked={form.spotIds}
              onChange={(ids) => set('spotIds', ids)}
              note={(id) => spots.data.find((s) => s.id === id)?.loopName}
            />
          ) : (
            <fieldset className="ops-panel">
              <legend>Spots to close</legend>
              <p className="ops-muted">Choose a park first.</p>
            </fieldset>
          ))}
        {checked && <ImpactPanel impact={checked} />}
        <ErrorBox error={save.error ?? impact.error} summarised />
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
        {countOf(impact.spotCount, 'spot')} closed.{' '}
        {impact.reservations.length === 0
          ? 'No reservations are on these nights.'
          : `${impact.reservations.length} reservation${impact.reservations.length === 1 ? ' is' : 's are'} on these nights and will be kept: contact the guests or move them.`}
      </p>
      <ReservationOverlaps reservations={impact.reservations} />
      {impact.heldSpots.length > 0 && (
        <p>
          Held in a cart right now: {impact.heldSpots.map((s) => s.spotName).join(', ')}. Those holds run out
          within 15 minutes; a hold bought before then becomes a reservation on the closed nights.
        </p>
      )}
    </section>
  );
}
