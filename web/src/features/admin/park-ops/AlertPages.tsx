/**
 * /admin/park-alert-search, /admin/park-alert-add and /admin/park-alert-modify/{alertId} (admin §2.3):
 * web alerts with their dates, severity and rich-text message, previewed sanitised exactly as the public
 * site shows it. Agency-wide alerts need ParkManagementParkAlertsGlobal; a park's alerts
 * ParkManagementParkAlertsParkSpot at that park.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminAlert } from '#contract/park-setup';
import { ALERT_TYPES } from '#domain/park-setup';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
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
  BackLink,
  ErrorBox,
  Field,
  HistoryList,
  Saved,
  described,
  fieldErrors,
  opsPaths,
  positiveId,
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
  const [url, setUrl] = useSearchParams();
  const parks = useParkRows({});
  const query = Object.fromEntries([...url.entries()].filter(([, v]) => v));
  const alerts = useAlerts(query);
  const mayWrite = useMayWrite();
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(url);
    if (v) next.set(k, v);
    else next.delete(k);
    setUrl(next);
  };
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Park Alerts</h1>
        <Link className="button button--primary" to={opsPaths.addAlert}>
          Add Alert
        </Link>
      </div>
      <div className="ops-filters" role="search" aria-label="Alerts">
        <Field id="alert-park" label="Park">
          <select
            id="alert-park"
            value={url.get('locationId') ?? ''}
            onChange={(e) => set('locationId', e.target.value)}
          >
            <option value="">Every alert</option>
            <option value="0">Agency-wide alerts</option>
            {(parks.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.longName}
              </option>
            ))}
          </select>
        </Field>
        <Field id="alert-active" label="Shown On">
          <input
            id="alert-active"
            type="date"
            value={url.get('activeOn') ?? ''}
            onChange={(e) => set('activeOn', e.target.value)}
          />
        </Field>
      </div>
      {alerts.isError ? (
        <ErrorBox error={alerts.error} />
      ) : !alerts.data ? (
        <Spinner label="Loading alerts" />
      ) : (
        <>
          <p role="status">{alerts.data.length === 1 ? '1 alert' : `${alerts.data.length} alerts`}</p>
          <div className="ops-table-wrap">
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">Where</th>
                  <th scope="col">Severity</th>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Website</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {alerts.data.map((a) => (
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
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
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
  if (alert.isError)
    return (
      <div className="page ops-page">
        <ErrorBox error={alert.error} />
      </div>
    );
  if (!alert.data) return <Spinner label="Loading the alert" />;
  return <AlertForm key={alert.data.dateLastModified} alert={alert.data} />;
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
        <div className="ops-form">
          <Field id="alert-locationId" label="Where" error={errors.locationId}>
            <select
              {...described('alert-locationId', errors.locationId)}
              value={form.locationId}
              onChange={(e) => setForm((f) => ({ ...f, locationId: e.target.value, spotIds: [] }))}
            >
              {mayWrite(null) && <option value="">All parks (agency-wide)</option>}
              {!mayWrite(null) && <option value="">Choose a park</option>}
              {writableParks.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.longName}
                </option>
              ))}
            </select>
          </Field>
          <Field id="alert-type" label="Severity" error={errors.alertTypeId}>
            <select
              {...described('alert-type', errors.alertTypeId)}
              value={form.alertTypeId}
              onChange={(e) => set('alertTypeId', e.target.value)}
            >
              {Object.entries(ALERT_TYPES).map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="alert-startDate" label="Start Date" error={errors.startDate}>
            <input
              {...described('alert-startDate', errors.startDate)}
              type="date"
              value={form.startDate}
              onChange={(e) => set('startDate', e.target.value)}
            />
          </Field>
          <Field id="alert-endDate" label="End Date" error={errors.endDate}>
            <input
              {...described('alert-endDate', errors.endDate)}
              type="date"
              value={form.endDate}
              onChange={(e) => set('endDate', e.target.value)}
            />
          </Field>
          <label className="ops-check">
            <input
              type="checkbox"
              checked={form.applyToWebsite}
              onChange={(e) => set('applyToWebsite', e.target.checked)}
            />{' '}
            Show on the website
          </label>
          <label className="ops-check">
            <input
              type="checkbox"
              checked={form.showAtTop}
              onChange={(e) => set('showAtTop', e.target.checked)}
            />{' '}
            Show at the top of the page
          </label>
          <Field id="alert-message" label="Message (rich text, HTML)" error={errors.message} wide>
            <textarea
              {...described('alert-message', errors.message)}
              value={form.message}
              onChange={(e) => set('message', e.target.value)}
            />
          </Field>
          <div className="ops-field ops-field--wide">
            <span>As visitors will see it</span>
            <SafeHtml className="ops-preview" html={form.message || '<p>…</p>'} />
          </div>
        </div>
        {locationId !== null && (spots.data?.length ?? 0) > 0 && (
          <fieldset className="ops-panel">
            <legend>Only these spots (none ticked: the whole park)</legend>
            {spots.data!.map((s) => (
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
                {s.name}
              </label>
            ))}
          </fieldset>
        )}
        <ErrorBox error={save.error} />
        <Saved text={saved} />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {alert ? 'Save Alert' : 'Add Alert'}
        </button>
      </form>
      {alert && <HistoryList kind="alert" path={`admin/AdminAlert/${alert.id}`} />}
    </div>
  );
}
