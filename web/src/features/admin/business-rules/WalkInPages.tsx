/**
 * /admin/brm/agency-walkin-period and /admin/brm/agency-walkin-period/{id}?locationId= (admin §2.3):
 * the days a park (or some of its spots) is kept for walk-in guests. Availability shows those days as
 * Walkin at once: the public cannot book them, staff book them as walk-ins.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminWalkIn, RuleChoice } from '#contract/business-rules';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import {
  rulePaths,
  useRuleWrite,
  useWalkIn,
  useWalkInSpots,
  useWalkIns,
} from '#web/lib/business-rules/business-rule-calls.ts';
import {
  CheckField,
  DeleteButton,
  ErrorBox,
  Loaded,
  SaveErrorSummary,
  Saved,
  TickList,
  binder,
  choicesOf,
  fieldErrors,
} from '../park-ops/controls.tsx';
import { BackLink, ParkFilter, countOf, positiveId, useUrlFilters } from '../park-ops/shared.tsx';
import { RuleHistory, StatusTag, brmPaths, lastChanged, useMayEdit } from './rule-shared.tsx';
import '../park-ops/park-ops.css';
import './business-rules.css';

const LIST = brmPaths.list('agency-walkin-period');
const FIELDS = ['locationId', 'startDate', 'endDate', 'spotIds'] as const;

interface WalkInForm {
  locationId: string;
  startDate: string;
  endDate: string;
  spotIds: number[];
}

const spotsText = (p: AdminWalkIn) => (p.spotNames.length ? p.spotNames.join(', ') : 'Every spot');

export function WalkInListPage() {
  usePageTitle('Admin', 'Agency walk-in period');
  const { url, query, set } = useUrlFilters();
  const periods = useWalkIns(query);
  return (
    <div className="page ops-page brm-page">
      <div className="ops-head">
        <h1>Agency walk-in period</h1>
      </div>
      <p className="brm-help">
        Days kept for walk-in guests: the public cannot book them; staff book them at the desk as walk-ins.
      </p>
      <div className="ops-filters" role="search" aria-label="Walk-in periods">
        <ParkFilter
          id="walkin-filter-park"
          url={url}
          set={set}
          choices={choicesOf(periods.data?.parks ?? [])}
        />
        <CheckField
          label="Show ended periods"
          checked={url.get('includeEnded') === 'true'}
          onChange={(v) => set('includeEnded', v ? 'true' : '')}
        />
      </div>
      <Loaded read={periods} what="the walk-in periods">
        {(page) => (
          <>
            <WalkInEditor
              key="add"
              period={undefined}
              parks={page.parks}
              today={page.today}
              initialPark={url.get('locationId') ?? ''}
            />
            <p role="status">{countOf(page.periods.length, 'walk-in period')}</p>
            <div className="ops-table-wrap">
              <table className="ops-table">
                <thead>
                  <tr>
                    <th scope="col">Park</th>
                    <th scope="col">Spots</th>
                    <th scope="col">From</th>
                    <th scope="col">To</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last changed</th>
                  </tr>
                </thead>
                <tbody>
                  {page.periods.map((p) => (
                    <tr key={`${p.locationId}-${p.id}`}>
                      <td>
                        <Link to={brmPaths.walkIn(p.locationId, p.id, !p.canEdit)}>{p.locationName}</Link>
                      </td>
                      <td className="wrap">{spotsText(p)}</td>
                      <td className="nowrap">{p.startDate}</td>
                      <td className="nowrap">{p.endDate}</td>
                      <td>
                        <StatusTag status={p.status} />
                      </td>
                      <td className="ops-muted">{lastChanged(p)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}

/** The add form on the list, or a period's edit form. */
function WalkInEditor({
  period,
  parks,
  today,
  initialPark = '',
}: {
  period: AdminWalkIn | undefined;
  parks: readonly RuleChoice[];
  today: string;
  initialPark?: string;
}) {
  const navigate = useNavigate();
  const mayEdit = useMayEdit();
  const save = useRuleWrite<AdminWalkIn>();
  const [saved, setSaved] = useState<string | null>(null);
  const [form, setForm] = useState<WalkInForm>({
    locationId: period ? String(period.locationId) : initialPark,
    startDate: period?.startDate ?? today,
    endDate: period?.endDate ?? '',
    spotIds: period?.spotIds ?? [],
  });
  const locationId = positiveId(form.locationId);
  const spots = useWalkInSpots(locationId);
  const errors = fieldErrors(save.error);
  const set = <K extends keyof WalkInForm>(k: K, v: WalkInForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const bind = binder('walkin', form, set, errors);

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    const body = { ...form, locationId, ...(period ? { dateLastModified: period.dateLastModified } : {}) };
    save.mutate(
      {
        method: period ? 'PUT' : 'POST',
        path: period ? rulePaths.walkIn(period.locationId, period.id) : rulePaths.walkIns,
        body,
      },
      {
        onSuccess: (p) =>
          period
            ? setSaved('Walk-in period saved.')
            : setSaved(`Walk-in period added at ${p.locationName}, ${p.startDate} to ${p.endDate}.`),
      },
    );
  }

  return (
    <form
      className={period ? undefined : 'ops-panel brm-add'}
      onSubmit={submit}
      noValidate
      aria-labelledby={period ? undefined : 'walkin-add-title'}
    >
      {!period && <h2 id="walkin-add-title">Add a walk-in period</h2>}
      <SaveErrorSummary save={save} prefix="walkin" fields={FIELDS} />
      <div className="ops-form brm-add__fields">
        <SelectField
          id="walkin-locationId"
          label="Park"
          error={errors.locationId}
          value={form.locationId}
          disabled={period !== undefined}
          onChange={(e) => setForm((f) => ({ ...f, locationId: e.target.value, spotIds: [] }))}
          placeholder="Choose a park"
          options={choicesOf(parks.filter((p) => mayEdit(p.id) || p.id === period?.locationId))}
        />
        <TextField label="Start Date" type="date" {...bind('startDate')} />
        <TextField label="End Date" type="date" {...bind('endDate')} />
        {!period && (
          <div className="brm-add__submit">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              Add Walk-in Period
            </button>
          </div>
        )}
      </div>
      {locationId !== null && (spots.data?.length ?? 0) > 0 && (
        <TickList
          legend="Only these spots (none ticked: every spot of the park)"
          items={spots.data!}
          ticked={form.spotIds}
          onChange={(ids) => set('spotIds', ids)}
        />
      )}
      <ErrorBox error={save.error} summarised />
      <Saved text={saved} />
      {period && (
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save Walk-in Period
          </button>
          <DeleteButton
            title="Delete Walk-in Period"
            path={rulePaths.walkIn(period.locationId, period.id)}
            dateLastModified={period.dateLastModified}
            onDeleted={() => navigate(LIST)}
          >
            <p>Delete this walk-in period? Its days go on sale to the public at once; its history is kept.</p>
          </DeleteButton>
        </div>
      )}
    </form>
  );
}

/** A period's screen: ?v=view (or without the right to change it) reads; otherwise the form. */
export function WalkInPage() {
  usePageTitle('Admin', 'Walk-in period');
  const { id } = useParams();
  const [url] = useSearchParams();
  const period = useWalkIn(positiveId(url.get('locationId')), positiveId(id));
  const list = useWalkIns({});
  return (
    <Loaded read={period} what="the walk-in period" page>
      {(p) => (
        <div className="page ops-page brm-page">
          <BackLink to={LIST}>Agency walk-in period</BackLink>
          <div className="ops-head">
            <h1>Walk-in period at {p.locationName}</h1>
            <StatusTag status={p.status} />
            {p.canEdit && url.get('v') === 'view' && (
              <Link className="button button--primary" to={brmPaths.walkIn(p.locationId, p.id)}>
                Edit Walk-in Period
              </Link>
            )}
          </div>
          {url.get('v') === 'view' || !p.canEdit ? (
            <dl className="ops-facts">
              {(
                [
                  ['Park', p.locationName],
                  ['Spots', spotsText(p)],
                  ['From', p.startDate],
                  ['To', p.endDate],
                  ['Last changed', lastChanged(p)],
                ] as const
              ).map(([k, v]) => (
                <div key={k} style={{ display: 'contents' }}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Loaded read={list} what="the parks">
              {(page) => (
                <WalkInEditor key={p.dateLastModified} period={p} parks={page.parks} today={page.today} />
              )}
            </Loaded>
          )}
          <RuleHistory path={rulePaths.walkIn(p.locationId, p.id)} />
        </div>
      )}
    </Loaded>
  );
}
