/**
 * /admin/park-search, /admin/park-detail/{locationId} (?v=view) and /admin/add-new-park (admin §2.3):
 * the tenant's parks, one park's fields with its loops and history, and a new park. Editing needs
 * ParkManagementAddNewPark at the park; the directions are rich text shown sanitised as the public sees them.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminLoop, AdminPark } from '#contract/park-setup';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import {
  useAdminPark,
  useParkOpsWrite,
  useParkRows,
  useSetupOptions,
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

export function ParkSearchPage() {
  usePageTitle('Admin', 'Park Search');
  const auth = useAuth();
  const [url, setUrl] = useSearchParams();
  const options = useSetupOptions();
  const [name, setName] = useState(url.get('name') ?? '');
  const query = Object.fromEntries([...url.entries()].filter(([, v]) => v));
  const rows = useParkRows(query);
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(url);
    if (v) next.set(k, v);
    else next.delete(k);
    setUrl(next);
  };
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Park Search</h1>
        {auth.can('ParkManagementAddNewPark') && (
          <Link className="button button--primary" to={opsPaths.addPark}>
            Add Park
          </Link>
        )}
      </div>
      <form
        className="ops-filters"
        role="search"
        aria-label="Parks"
        onSubmit={(e) => {
          e.preventDefault();
          set('name', name.trim());
        }}
      >
        <Field id="park-q" label="Name or Code">
          <input id="park-q" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id="park-region" label="Region">
          <select
            id="park-region"
            value={url.get('regionId') ?? ''}
            onChange={(e) => set('regionId', e.target.value)}
          >
            <option value="">All regions</option>
            {(options.data?.regions ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="park-active" label="Status">
          <select
            id="park-active"
            value={url.get('isActive') ?? ''}
            onChange={(e) => set('isActive', e.target.value)}
          >
            <option value="">Active and inactive</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </Field>
        <div className="ops-actions">
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      {rows.isError ? (
        <ErrorBox error={rows.error} />
      ) : !rows.data ? (
        <Spinner label="Loading parks" />
      ) : (
        <>
          <p role="status">{rows.data.length === 1 ? '1 park' : `${rows.data.length} parks`}</p>
          <div className="ops-table-wrap">
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">Park</th>
                  <th scope="col">Code</th>
                  <th scope="col">Region</th>
                  <th scope="col">City</th>
                  <th scope="col">Loops</th>
                  <th scope="col">Active spots</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.data.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <Link to={opsPaths.park(p.id, true)}>{p.longName}</Link>
                    </td>
                    <td>{p.code}</td>
                    <td>{p.regionName}</td>
                    <td>{p.city}</td>
                    <td>{p.loopCount}</td>
                    <td>
                      <Link
                        to={opsPaths.spots(p.id)}
                        aria-label={`${p.spotCount} active spots of ${p.longName}`}
                      >
                        {p.spotCount}
                      </Link>
                    </td>
                    <td>
                      <span className={`ops-badge${p.isActive ? ' ops-badge--on' : ''}`}>
                        {p.isActive ? 'Active' : 'Inactive'}
                      </span>
                    </td>
                    <td className="nowrap">
                      {auth.canAtLocations('ParkManagementAddNewPark', [p.id]) && (
                        <Link to={opsPaths.park(p.id)} aria-label={`Edit ${p.longName}`}>
                          Edit
                        </Link>
                      )}
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

type ParkForm = Record<string, unknown>;

const TEXT_FIELDS: [string, string, string?][] = [
  ['longName', 'Park Name'],
  ['shortName', 'Short Name'],
  ['code', 'Park Code'],
  ['timezone', 'Time Zone'],
  ['street1', 'Street'],
  ['street2', 'Street 2'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipcode', 'Zip Code'],
  ['latitude', 'Latitude', 'number'],
  ['longitude', 'Longitude', 'number'],
  ['phoneNumber', 'Phone Number', 'tel'],
  ['primaryContactName', 'Contact Name'],
  ['primaryContactEmail', 'Contact Email', 'email'],
  ['url', 'Website', 'url'],
  ['acreage', 'Acreage', 'number'],
  ['elevation', 'Elevation (ft)', 'number'],
];

function formOf(p: AdminPark | undefined): ParkForm {
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return {
    ...Object.fromEntries(TEXT_FIELDS.map(([k]) => [k, text(p?.[k as keyof AdminPark])])),
    timezone: p?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    regionId: text(p?.regionId),
    directions: p?.directions ?? '',
    importantDates: p?.importantDates ?? '',
    featured: p?.featured ?? false,
    featuredDescription: p?.featuredDescription ?? '',
    isActive: p?.isActive ?? false,
    images: (p?.images ?? []).map(({ url, title, description }) => ({ url, title, description })),
  };
}

/** Park detail: ?v=view reads; otherwise the form (new when there is no id). */
export function ParkDetailPage() {
  const { locationId } = useParams();
  const id = positiveId(locationId);
  const [url] = useSearchParams();
  const park = useAdminPark(id);
  const auth = useAuth();
  usePageTitle('Admin', id === null ? 'Add Park' : (park.data?.longName ?? 'Park'));
  if (id !== null && park.isError)
    return (
      <div className="page ops-page">
        <ErrorBox error={park.error} />
      </div>
    );
  if (id !== null && !park.data) return <Spinner label="Loading the park" />;
  const mayEdit =
    id === null
      ? auth.can('ParkManagementAddNewPark')
      : auth.canAtLocations('ParkManagementAddNewPark', [id]);
  if (url.get('v') === 'view' || !mayEdit) return <ParkView park={park.data!} mayEdit={mayEdit} />;
  return <ParkEdit key={park.data?.dateLastModified ?? 'new'} park={park.data} />;
}

function ParkView({ park, mayEdit }: { park: AdminPark; mayEdit: boolean }) {
  const facts: [string, string][] = [
    ['Code', park.code],
    ['Region', park.regionName],
    ['Time Zone', park.timezone],
    [
      'Address',
      [park.street1, park.street2, `${park.city}, ${park.state} ${park.zipcode}`].filter(Boolean).join(', '),
    ],
    ['GPS', `${park.latitude}, ${park.longitude}`],
    ['Phone', park.phoneNumber],
    ['Contact', [park.primaryContactName, park.primaryContactEmail].filter(Boolean).join(' · ')],
    ['Website', park.url],
    ['Status', park.isActive ? 'Active' : 'Inactive'],
    [
      'Last changed',
      park.dateLastModified
        ? `${new Date(park.dateLastModified).toLocaleString()} by ${park.lastModifiedBy}`
        : 'Imported',
    ],
  ];
  return (
    <div className="page ops-page">
      <BackLink to={opsPaths.parks}>Park Search</BackLink>
      <div className="ops-head">
        <h1>{park.longName}</h1>
        <div className="ops-actions">
          {mayEdit && (
            <Link className="button button--primary" to={opsPaths.park(park.id)}>
              Edit Park
            </Link>
          )}
          <Link className="button" to={opsPaths.spots(park.id)}>
            Spots ({park.spotCount})
          </Link>
          <Link className="button" to={opsPaths.addClosure(park.id)}>
            Close Park or Loop
          </Link>
        </div>
      </div>
      <dl className="ops-facts">
        {facts.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v || '—'}</dd>
          </div>
        ))}
      </dl>
      <h2>Directions</h2>
      <SafeHtml className="ops-preview" html={park.directions || '<p>None</p>'} />
      <h2>Loops</h2>
      <p>{park.loops.length ? park.loops.map((l) => l.name).join(', ') : 'No loops yet.'}</p>
      <HistoryList kind="park" path={`admin/AdminLocation/${park.id}`} />
    </div>
  );
}

function ParkEdit({ park }: { park: AdminPark | undefined }) {
  const navigate = useNavigate();
  const options = useSetupOptions();
  const save = useParkOpsWrite<AdminPark>();
  const [form, setForm] = useState<ParkForm>(() => formOf(park));
  const [saved, setSaved] = useState<string | null>(null);
  const errors = fieldErrors(save.error);
  const formId = useId();
  const set = (k: string, v: unknown) => setForm((f) => ({ ...f, [k]: v }));

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    const body = {
      ...form,
      regionId: form.regionId === '' ? null : Number(form.regionId),
      ...(park ? { dateLastModified: park.dateLastModified } : {}),
    };
    save.mutate(
      {
        method: park ? 'PUT' : 'POST',
        path: park ? `admin/AdminLocation/${park.id}` : 'admin/AdminLocation',
        body,
      },
      {
        onSuccess: (p) => {
          if (!park) navigate(opsPaths.park(p.id));
          else setSaved('Park saved.');
        },
      },
    );
  }

  return (
    <div className="page ops-page">
      <BackLink to={park ? opsPaths.park(park.id, true) : opsPaths.parks}>
        {park ? park.longName : 'Park Search'}
      </BackLink>
      <h1>{park ? `Edit ${park.longName}` : 'Add Park'}</h1>
      <form id={formId} onSubmit={submit} noValidate>
        <div className="ops-form">
          {TEXT_FIELDS.map(([k, label, type]) => (
            <Field key={k} id={`park-${k}`} label={label} error={errors[k]}>
              <input
                {...described(`park-${k}`, errors[k])}
                type={type === 'number' ? 'text' : (type ?? 'text')}
                inputMode={type === 'number' ? 'decimal' : undefined}
                value={String(form[k] ?? '')}
                onChange={(e) => set(k, e.target.value)}
              />
            </Field>
          ))}
          <Field id="park-regionId" label="Region" error={errors.regionId}>
            <select
              {...described('park-regionId', errors.regionId)}
              value={String(form.regionId)}
              onChange={(e) => set('regionId', e.target.value)}
            >
              <option value="">Choose a region</option>
              {(options.data?.regions ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </Field>
          <label className="ops-check">
            <input
              type="checkbox"
              checked={Boolean(form.isActive)}
              onChange={(e) => set('isActive', e.target.checked)}
            />{' '}
            Active (shown to the public)
          </label>
          <label className="ops-check">
            <input
              type="checkbox"
              checked={Boolean(form.featured)}
              onChange={(e) => set('featured', e.target.checked)}
            />{' '}
            Featured on the home page
          </label>
          <Field id="park-directions" label="Directions (rich text, HTML)" error={errors.directions} wide>
            <textarea
              {...described('park-directions', errors.directions)}
              value={String(form.directions)}
              onChange={(e) => set('directions', e.target.value)}
            />
          </Field>
          <div className="ops-field ops-field--wide">
            <span>Directions as visitors see them</span>
            <SafeHtml className="ops-preview" html={String(form.directions) || '<p>None</p>'} />
          </div>
          <Field
            id="park-importantDates"
            label="Important Dates (rich text, HTML)"
            error={errors.importantDates}
            wide
          >
            <textarea
              {...described('park-importantDates', errors.importantDates)}
              value={String(form.importantDates)}
              onChange={(e) => set('importantDates', e.target.value)}
            />
          </Field>
        </div>
        <Photos
          images={form.images as Image[]}
          onChange={(images) => setForm((f) => ({ ...f, images }))}
          errors={errors}
          prefix="park"
        />
        <ErrorBox error={save.error} />
        <Saved text={saved} />
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {park ? 'Save Park' : 'Add Park'}
          </button>
          {park && (
            <Link className="button" to={opsPaths.park(park.id, true)}>
              Done
            </Link>
          )}
        </div>
      </form>
      {park && <Loops park={park} />}
      {park && <HistoryList kind="park" path={`admin/AdminLocation/${park.id}`} />}
    </div>
  );
}

type Image = { url: string; title: string; description: string };

/** Photos in their order with their alt text: add, remove, move up and down. */
export function Photos({
  images,
  onChange,
  errors,
  prefix,
}: {
  images: Image[];
  onChange: (images: Image[]) => void;
  errors: Record<string, string>;
  prefix: string;
}) {
  const move = (i: number, by: number) => {
    const next = [...images];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className="ops-panel">
      <legend>Photos</legend>
      <div className="ops-images">
        {images.map((img, i) => {
          const set = (k: keyof Image, v: string) =>
            onChange(images.map((x, j) => (j === i ? { ...x, [k]: v } : x)));
          const id = (k: string) => `${prefix}-img-${i}-${k}`;
          return (
            <div className="ops-images__row" key={i}>
              <Field id={id('url')} label={`Photo ${i + 1} URL`} error={errors[`images.${i}.url`]}>
                <input
                  {...described(id('url'), errors[`images.${i}.url`])}
                  value={img.url}
                  onChange={(e) => set('url', e.target.value)}
                />
              </Field>
              <Field id={id('title')} label="Title">
                <input id={id('title')} value={img.title} onChange={(e) => set('title', e.target.value)} />
              </Field>
              <Field id={id('alt')} label="Alt Text" error={errors[`images.${i}.description`]}>
                <input
                  {...described(id('alt'), errors[`images.${i}.description`])}
                  value={img.description}
                  onChange={(e) => set('description', e.target.value)}
                />
              </Field>
              <button
                type="button"
                className="button button--small"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`Move photo ${i + 1} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                disabled={i === images.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move photo ${i + 1} down`}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--small"
                onClick={() => onChange(images.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="button button--small"
        onClick={() => onChange([...images, { url: '', title: '', description: '' }])}
      >
        Add Photo
      </button>
    </fieldset>
  );
}

function Loops({ park }: { park: AdminPark }) {
  const save = useParkOpsWrite<AdminLoop>();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const errors = fieldErrors(save.error);
  return (
    <section className="ops-section" aria-labelledby="ops-loops">
      <h2 id="ops-loops">Loops</h2>
      {park.loops.length > 0 && (
        <ul>
          {park.loops.map((l) => (
            <li key={l.id}>
              {l.name}
              {l.code && ` (${l.code})`} — <Link to={`${opsPaths.spots(park.id)}&loopId=${l.id}`}>spots</Link>
            </li>
          ))}
        </ul>
      )}
      <form
        className="ops-filters"
        aria-label="Add a loop"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { method: 'POST', path: `admin/AdminLocation/${park.id}/loop`, body: { name, code } },
            {
              onSuccess: () => {
                setName('');
                setCode('');
              },
            },
          );
        }}
      >
        <Field id="loop-name" label="New Loop Name" error={errors.name}>
          <input
            {...described('loop-name', errors.name)}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field id="loop-code" label="Loop Code" error={errors.code}>
          <input
            {...described('loop-code', errors.code)}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <div className="ops-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            Add Loop
          </button>
        </div>
      </form>
      {!errors.name && <ErrorBox error={save.error} />}
    </section>
  );
}
