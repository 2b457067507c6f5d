/**
 * /admin/operational-season-management (admin §2.3, SystemSettingsOperationalSeasons at the park): the
 * date ranges each park is open (a park with none is open all year). Before a change is saved, "Check
 * What It Affects" lists the days it closes and the sold reservations on them (linked to their details),
 * as closures do; a reservation always keeps its nights.
 */
import { useState, type FormEvent } from 'react';
import type { AdminOperationalSeason, OperationalImpact } from '#contract/seasons';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useParkOpsWrite } from '#web/lib/park-ops/park-ops-calls.ts';
import {
  useOperationalImpact,
  useOperationalSeasons,
  useSeasonOptions,
} from '#web/lib/seasons/season-calls.ts';
import { ErrorBox, SaveErrorSummary, Saved, binder, fieldErrors } from '../park-ops/controls.tsx';
import { Results, countOf, parkChoices, positiveId, useUrlFilters } from '../park-ops/shared.tsx';
import { ReservationOverlaps } from '../ReservationOverlaps.tsx';
import { SeasonHistory, useFocusOnOpen } from './parts.tsx';
import '../park-ops/park-ops.css';
import './seasons.css';

export function OperationalSeasonsPage() {
  usePageTitle('Admin', 'Operational Seasons');
  const auth = useAuth();
  const options = useSeasonOptions();
  const { url, query, set } = useUrlFilters();
  const parks = (options.data?.parks ?? []).filter((p) =>
    auth.canAtLocations('SystemSettingsOperationalSeasons', [p.id]),
  );
  const seasons = useOperationalSeasons(query);
  const [editing, setEditing] = useState<AdminOperationalSeason | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const open = (s: AdminOperationalSeason | 'new') => {
    setEditing(s);
    setSaved(null);
  };
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Operational Seasons</h1>
        <button type="button" className="button button--primary" onClick={() => open('new')}>
          Add Operational Season
        </button>
      </div>
      <p className="ops-muted">
        A park is open only on the days of its seasons; a park with no season is open all year.
      </p>
      <div className="ops-filters" role="search" aria-label="Operational seasons">
        <SelectField
          id="operational-park"
          label="Park"
          value={url.get('locationId') ?? ''}
          onChange={(e) => set('locationId', e.target.value)}
          placeholder="All my parks"
          options={parkChoices(parks)}
        />
      </div>
      <Saved text={saved} />
      <Results
        read={seasons}
        noun="operational season"
        columns={['Park', 'Season', 'Open From', 'Open To', { hidden: 'Actions' }]}
        row={(s) => (
          <tr key={`${s.locationId}-${s.id}`}>
            <td>{s.locationName}</td>
            <td>{s.name}</td>
            <td className="nowrap">{s.startDate}</td>
            <td className="nowrap">{s.endDate}</td>
            <td>
              <button
                type="button"
                className="button"
                aria-label={`Edit ${s.name} of ${s.locationName}`}
                onClick={() => open(s)}
              >
                Edit
              </button>
            </td>
          </tr>
        )}
      />
      {editing && (
        <OperationalSeasonForm
          key={editing === 'new' ? 'new' : `${editing.locationId}-${editing.id}-${editing.dateLastModified}`}
          season={editing === 'new' ? undefined : editing}
          parks={parks}
          initialPark={positiveId(url.get('locationId'))}
          onDone={(text) => {
            setEditing(null);
            setSaved(text);
          }}
        />
      )}
    </div>
  );
}

function OperationalSeasonForm({
  season,
  parks,
  initialPark,
  onDone,
}: {
  season: AdminOperationalSeason | undefined;
  parks: readonly { id: number; longName: string }[];
  initialPark: number | null;
  onDone: (saved: string) => void;
}) {
  const save = useParkOpsWrite<AdminOperationalSeason>();
  const heading = useFocusOnOpen();
  const remove = useParkOpsWrite<{ id: number }>();
  const impact = useOperationalImpact();
  const [checked, setChecked] = useState<{ impact: OperationalImpact; deleting: boolean } | undefined>();
  const [form, setForm] = useState({
    locationId: String(season?.locationId ?? initialPark ?? ''),
    name: season?.name ?? '',
    startDate: season?.startDate ?? '',
    endDate: season?.endDate ?? '',
  });
  const errors = fieldErrors(save.error ?? impact.error);
  const bind = binder(
    'operational',
    form,
    (k, v) => {
      setForm((f) => ({ ...f, [k]: v }));
      setChecked(undefined);
    },
    errors,
  );
  const path = season ? `admin/AdminSeason/operational/${season.locationId}/${season.id}` : null;
  const body = {
    ...form,
    locationId: positiveId(form.locationId),
    ...(season ? { dateLastModified: season.dateLastModified } : {}),
  };

  const check = (deleting: boolean) =>
    impact.mutate(
      { ...body, seasonId: season?.id ?? null, deleting },
      { onSuccess: (found) => setChecked({ impact: found, deleting }) },
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!checked || checked.deleting) return check(false);
    save.mutate(
      { method: season ? 'PUT' : 'POST', path: path ?? 'admin/AdminSeason/operational', body },
      { onSuccess: (s) => onDone(`${s.name} of ${s.locationName} saved.`) },
    );
  }

  function confirmDelete() {
    remove.mutate(
      { method: 'DELETE', path: path!, query: { dateLastModified: season!.dateLastModified } },
      { onSuccess: () => onDone(`${season!.name} deleted.`) },
    );
  }

  return (
    <section className="ops-section season-editor" aria-labelledby="operational-editor">
      <h2 id="operational-editor" ref={heading} tabIndex={-1}>
        {season ? `Edit ${season.name} of ${season.locationName}` : 'Add Operational Season'}
      </h2>
      <form onSubmit={submit} noValidate>
        <SaveErrorSummary
          save={save.error ? save : impact}
          prefix="operational"
          fields={['locationId', 'name', 'startDate', 'endDate']}
        />
        <div className="ops-form">
          <SelectField
            label="Park"
            {...bind('locationId')}
            disabled={Boolean(season)}
            placeholder="Choose a park"
            options={parkChoices(parks)}
          />
          <TextField label="Name" {...bind('name')} />
          <TextField label="Open From" type="date" {...bind('startDate')} />
          <TextField label="Open To (last open day)" type="date" {...bind('endDate')} />
        </div>
        {checked && <ImpactPanel impact={checked.impact} deleting={checked.deleting} />}
        <ErrorBox error={save.error ?? impact.error} summarised />
        <div className="ops-actions">
          <button type="button" className="button" onClick={() => check(false)} disabled={impact.isPending}>
            Check What It Affects
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={!checked || checked.deleting || save.isPending}
          >
            Save Operational Season
          </button>
          <button type="button" className="button" onClick={() => onDone('')}>
            Cancel
          </button>
          {season &&
            (checked?.deleting ? (
              <button type="button" className="button button--danger" onClick={confirmDelete}>
                Confirm Delete
              </button>
            ) : (
              <button type="button" className="button button--danger" onClick={() => check(true)}>
                Delete Season…
              </button>
            ))}
        </div>
        <ErrorBox error={remove.error} />
      </form>
      {season && path && <SeasonHistory path={path} title={season.name} />}
    </section>
  );
}

function ImpactPanel({ impact, deleting }: { impact: OperationalImpact; deleting: boolean }) {
  const what = deleting ? 'Deleting this season' : 'This change';
  return (
    <section className="ops-panel" aria-labelledby="operational-impact" aria-live="polite">
      <h3 id="operational-impact">What {deleting ? 'deleting this season' : 'this change'} affects</h3>
      <p>
        {impact.closedDays === 0
          ? `${what} closes no day in the next two years.`
          : `${what} closes ${countOf(impact.closedDays, 'day')} between ${impact.firstClosedDay} and ${impact.lastClosedDay} (checked two years ahead). `}
        {impact.closedDays > 0 &&
          (impact.reservations.length === 0
            ? 'No reservations are on those days.'
            : `${countOf(impact.reservations.length, 'reservation is', 'reservations are')} on those days and will be kept: contact the guests or move them.`)}
      </p>
      <ReservationOverlaps reservations={impact.reservations} />
      {impact.heldSpots.length > 0 && (
        <p>Held in a cart right now: {impact.heldSpots.map((s) => s.spotName).join(', ')}.</p>
      )}
    </section>
  );
}
