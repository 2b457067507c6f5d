/**
 * /admin/park-alert-search, /admin/park-alert-add and /admin/park-alert-modify/{alertId} (admin §2.3):
 * web alerts with their dates, severity and rich-text message, previewed sanitised exactly as the public
 * site shows it. Agency-wide alerts need ParkManagementParkAlertsGlobal; a park's alerts
 * ParkManagementParkAlertsParkSpot at that park.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AdminAlert } from '#contract/park-setup';
import { ALERT_TYPES } from '#domain/alerts';
import { SelectField, TextAreaField, TextField } from '#web/components/form/fields.tsx';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import {
  useAdminAlert,
  useAlerts,
  useParkOpsWrite,
  useParkRows,
  useSpotRows,
} from '#web/lib/park-ops/park-ops-calls.ts';
import {
  CheckField,
  DeleteButton,
  ErrorBox,
  Loaded,
  SaveErrorSummary,
  Saved,
  TickList,
  binder,
  fieldErrors,
} from './controls.tsx';
import {
  BackLink,
  DateFilter,
  HistoryList,
  ParkFilter,
  Results,
  opsPaths,
  parkChoices,
  positiveId,
  useUrlFilters,
} from './shared.tsx';
import './park-ops.css';

/** May the user write an alert of this park (null: agency-wide)? */
function useMayWrite() {
  const auth = useAuth();
  return (locationId: number | null) =>
    auth.can('ParkManagementParkAlertsGlobal') ||
    (locationId !== null && auth.canAtLocations('ParkManagementParkAlertsParkSpot', [locationId]));
}

export function AlertSearchPage() {
  usePageTitle('Admin', 'Park Alerts');
  const { url, query, set } = useUrlFilters();
  const parks = useParkRows({});
  const alerts = useAlerts(query);
  const mayWrite = useMayWrite();
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Park Alerts</h1>
        <Link className="button button--primary" to={opsPaths.addAlert}>
          Add Alert
        </Link>
      </div>
      <div className="ops-filters" role="search" aria-label="Alerts">
        <ParkFilter
          id="alert-park"
          url={url}
          set={set}
          placeholder="Every alert"
          choices={[{ value: '0', label: 'Agency-wide alerts' }, ...parkChoices(parks.data ?? [])]}
        />
        <DateFilter id="alert-active" label="Shown On" param="activeOn" url={url} set={set} />
      </div>
      <Results
        read={alerts}
        noun="alert"
        columns={['Where', 'Severity', 'From', 'To', 'Website', 'Message']}
        row={(a) => (
          <tr key={a.id}>
            <td>
              {mayWrite(a.locationId) ? (
                <Link to={opsPaths.alert(a.id)}>{a.locationName}</Link>
              ) : (
                a.locationName
              )}
              {a.alertSpots.length > 0 && (
                <span className="ops-muted"> — {a.alertSpots.map((s) => s.spotName).join(', ')}</span>
              )}
            </td>
            <td>{a.alertTypeName}</td>
            <td className="nowrap">{a.startDate.slice(0, 10)}</td>
            <td className="nowrap">{a.endDate.slice(0, 10)}</td>
            <td>{a.applyToWebsite ? 'Yes' : 'No'}</td>
            <td className="wrap">
              <SafeHtml html={a.message} />
            </td>
          </tr>
        )}
      />
    </div>
  );
}

export function AlertAddPage() {
  usePageTitle('Admin', 'Add Park Alert');
  return <AlertForm alert={undefined} />;
}

export function AlertModifyPage() {
  usePageTitle('Admin', 'Edit Park Alert');
  const { alertId } = useParams();
  const alert = useAdminAlert(positiveId(alertId));
  return (
    <Loaded read={alert} what="the alert" page>
      {(a) => <AlertForm key={a.dateLastModified} alert={a} />}
    </Loaded>
  );
}

function AlertForm({ alert }: { alert: AdminAlert | undefined }) {
  const navigate = useNavigate();
  const mayWrite = useMayWrite();
  const parks = useParkRows({});
  const save = useParkOpsWrite<AdminAlert>();
  const [saved, setSaved] = useState<string | null>(null);
  const [form, setForm] = useState({
    locationId: alert?.locationId === null || alert === undefined ? '' : String(alert.locationId),
    spotIds: alert?.alertSpots.map((s) => s.spotId) ?? [],
    startDate: alert?.startDate.slice(0, 10) ?? '',
    endDate: alert?.endDate.slice(0, 10) ?? '',
    alertTypeId: String(alert?.alertTypeId ?? 1),
    message: alert?.message ?? '',
    applyToWebsite: alert?.applyToWebsite ?? true,
    showAtTop: alert?.showAtTop ?? false,
  });
  const locationId = positiveId(form.locationId);
  const spots = useSpotRows(locationId, {});
  const errors = fieldErrors(save.error);
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));
  const bind = binder('alert', form, set, errors);
  const writableParks = (parks.data ?? []).filter((p) => mayWrite(p.id));

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    const body = {
      ...form,
      locationId,
      alertTypeId: Number(form.alertTypeId),
      ...(alert ? { dateLastModified: alert.dateLastModified } : {}),
    };
    save.mutate(
      {
        method: alert ? 'PUT' : 'POST',
        path: alert ? `admin/AdminAlert/${alert.id}` : 'admin/AdminAlert',
        body,
      },
      { onSuccess: (a) => (alert ? setSaved('Alert saved.') : navigate(opsPaths.alert(a.id))) },
    );
  }

  return (
    <div className="page ops-page">
      <BackLink to={opsPaths.alerts}>Park Alerts</BackLink>
      <h1>{alert ? `Alert for ${alert.locationName}` : 'Add Park Alert'}</h1>
      <form onSubmit={submit} noValidate>
        <SaveErrorSummary save={save} prefix="alert" fields={Object.keys(form)} />
        <div className="ops-form">
          <SelectField
            id="alert-locationId"
            label="Where"
            error={errors.locationId}
            value={form.locationId}
            onChange={(e) => setForm((f) => ({ ...f, locationId: e.target.value, spotIds: [] }))}
            placeholder={mayWrite(null) ? 'All parks (agency-wide)' : 'Choose a park'}
            options={parkChoices(writableParks)}
          />
          <SelectField
            label="Severity"
            {...bind('alertTypeId')}
            options={Object.entries(ALERT_TYPES).map(([id, name]) => ({ value: id, label: name }))}
          />
          <TextField label="Start Date" type="date" {...bind('startDate')} />
          <TextField label="End Date" type="date" {...bind('endDate')} />
          <CheckField
            label="Show on the website"
            checked={form.applyToWebsite}
            onChange={(v) => set('applyToWebsite', v)}
          />
          <CheckField
            label="Show at the top of the page"
            checked={form.showAtTop}
            onChange={(v) => set('showAtTop', v)}
          />
          <TextAreaField
            fieldClassName="ops-field--wide"
            label="Message (rich text, HTML)"
            {...bind('message')}
          />
          <div className="form-field ops-field--wide">
            <span className="form-field__label">As visitors will see it</span>
            <SafeHtml className="ops-preview" html={form.message || '<p>…</p>'} />
          </div>
        </div>
        {locationId !== null && (spots.data?.length ?? 0) > 0 && (
          <TickList
            legend="Only these spots (none ticked: the whole park)"
            items={spots.data!}
            ticked={form.spotIds}
            onChange={(ids) => set('spotIds', ids)}
          />
        )}
        <ErrorBox error={save.error} summarised />
        <Saved text={saved} />
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {alert ? 'Save Alert' : 'Add Alert'}
          </button>
          {alert && (
            <DeleteButton
              title="Delete Alert"
              path={`admin/AdminAlert/${alert.id}`}
              dateLastModified={alert.dateLastModified}
              onDeleted={() => navigate(opsPaths.alerts)}
            >
              <p>Delete this alert? Visitors stop seeing it at once; its history is kept.</p>
            </DeleteButton>
          )}
        </div>
      </form>
      {alert && <HistoryList kind="alert" path={`admin/AdminAlert/${alert.id}`} />}
    </div>
  );
}
