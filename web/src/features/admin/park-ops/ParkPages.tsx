/**
 * /admin/park-search, /admin/park-detail/{locationId} (?v=view) and /admin/add-new-park (admin §2.3):
 * the tenant's parks, one park's fields with its loops and history, and a new park. Editing needs
 * ParkManagementAddNewPark at the park; the directions are rich text shown sanitised as the public sees them.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { FieldError } from 'react-hook-form';
import type { AdminLoop, AdminPark } from '#contract/park-setup';
import { SelectField, TextAreaField, TextField } from '#web/components/form/fields.tsx';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import {
  useAdminPark,
  useParkOpsWrite,
  useParkRows,
  useSetupOptions,
} from '#web/lib/park-ops/park-ops-calls.ts';
import {
  CheckField,
  ErrorBox,
  Loaded,
  SaveErrorSummary,
  Saved,
  choicesOf,
  fieldErrors,
} from './controls.tsx';
import {
  BackLink,
  HistoryList,
  Results,
  STATUS_CHOICES,
  StatusBadge,
  opsPaths,
  positiveId,
  useUrlFilters,
} from './shared.tsx';
import { ParkAmenities } from './ParkAmenities.tsx';
import './park-ops.css';

export function ParkSearchPage() {
  usePageTitle('Admin', 'Park Search');
  const auth = useAuth();
  const { url, query, set } = useUrlFilters();
  const options = useSetupOptions();
  const [name, setName] = useState(url.get('name') ?? '');
  const rows = useParkRows(query);
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
        <TextField id="park-q" label="Name or Code" value={name} onChange={(e) => setName(e.target.value)} />
        <SelectField
          id="park-region"
          label="Region"
          value={url.get('regionId') ?? ''}
          onChange={(e) => set('regionId', e.target.value)}
          placeholder="All regions"
          options={choicesOf(options.data?.regions ?? [])}
        />
        <SelectField
          id="park-active"
          label="Status"
          value={url.get('isActive') ?? ''}
          onChange={(e) => set('isActive', e.target.value)}
          placeholder="Active and inactive"
          options={STATUS_CHOICES}
        />
        <div className="ops-actions">
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <Results
        read={rows}
        noun="park"
        columns={['Park', 'Code', 'Region', 'City', 'Loops', 'Active spots', 'Status', { hidden: 'Actions' }]}
        row={(p) => (
          <tr key={p.id}>
            <td>
              <Link to={opsPaths.park(p.id, true)}>{p.longName}</Link>
            </td>
            <td>{p.code}</td>
            <td>{p.regionName}</td>
            <td>{p.city}</td>
            <td>{p.loopCount}</td>
            <td>
              <Link to={opsPaths.spots(p.id)} aria-label={`${p.spotCount} active spots of ${p.longName}`}>
                {p.spotCount}
              </Link>
            </td>
            <td>
              <StatusBadge active={p.isActive} />
            </td>
            <td className="nowrap">
              {auth.canAtLocations('ParkManagementAddNewPark', [p.id]) && (
                <Link to={opsPaths.park(p.id)} aria-label={`Edit ${p.longName}`}>
                  Edit
                </Link>
              )}
            </td>
          </tr>
        )}
      />
    </div>
  );
}

type ParkForm = Record<string, unknown>;

const TEXT_FIELDS: [string, string, ('number' | 'tel' | 'email' | 'url')?][] = [
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

/** A new park starts in the agency's time zone (its tenant settings). */
function formOf(p: AdminPark | undefined, agencyTimezone: string): ParkForm {
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return {
    ...Object.fromEntries(TEXT_FIELDS.map(([k]) => [k, text(p?.[k as keyof AdminPark])])),
    timezone: p?.timezone ?? agencyTimezone,
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
  if (id === null)
    return auth.can('ParkManagementAddNewPark') ? (
      <ParkEdit key="new" park={undefined} />
    ) : (
      <div className="page ops-page">
        <p>Adding a park needs the Add New Park permission.</p>
      </div>
    );
  const mayEdit = auth.canAtLocations('ParkManagementAddNewPark', [id]);
  return (
    <Loaded read={park} what="the park" page>
      {(p) =>
        url.get('v') === 'view' || !mayEdit ? (
          <ParkView park={p} mayEdit={mayEdit} />
        ) : (
          <ParkEdit key={p.dateLastModified} park={p} />
        )
      }
    </Loaded>
  );
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
      <ParkAmenities park={park} mayEdit={false} />
      <HistoryList kind="park" path={`admin/AdminLocation/${park.id}`} />
    </div>
  );
}

function ParkEdit({ park }: { park: AdminPark | undefined }) {
  const navigate = useNavigate();
  const options = useSetupOptions();
  const save = useParkOpsWrite<AdminPark>();
  const { tenant } = useTenant();
  const [form, setForm] = useState<ParkForm>(() => formOf(park, tenant.timezone));
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
        <SaveErrorSummary save={save} prefix="park" fields={Object.keys(form)} />
        <div className="ops-form">
          {TEXT_FIELDS.map(([k, label, type]) => (
            <TextField
              key={k}
              id={`park-${k}`}
              label={label}
              error={errors[k]}
              type={type === 'number' ? 'text' : type}
              inputMode={type === 'number' ? 'decimal' : undefined}
              value={String(form[k] ?? '')}
              onChange={(e) => set(k, e.target.value)}
            />
          ))}
          <SelectField
            id="park-regionId"
            label="Region"
            error={errors.regionId}
            value={String(form.regionId)}
            onChange={(e) => set('regionId', e.target.value)}
            placeholder="Choose a region"
            options={choicesOf(options.data?.regions ?? [])}
            hint={
              options.data?.regions.length === 0 ? (
                <>
                  No regions yet: <Link to="/admin/region-management">add the agency&apos;s regions</Link>{' '}
                  first.
                </>
              ) : undefined
            }
          />
          <CheckField
            label="Active (shown to the public)"
            checked={Boolean(form.isActive)}
            onChange={(v) => set('isActive', v)}
          />
          <CheckField
            label="Featured on the home page"
            checked={Boolean(form.featured)}
            onChange={(v) => set('featured', v)}
          />
          <TextAreaField
            fieldClassName="ops-field--wide"
            id="park-directions"
            label="Directions (rich text, HTML)"
            error={errors.directions}
            value={String(form.directions)}
            onChange={(e) => set('directions', e.target.value)}
          />
          <div className="form-field ops-field--wide">
            <span className="form-field__label">Directions as visitors see them</span>
            <SafeHtml className="ops-preview" html={String(form.directions) || '<p>None</p>'} />
          </div>
          <TextAreaField
            fieldClassName="ops-field--wide"
            id="park-importantDates"
            label="Important Dates (rich text, HTML)"
            error={errors.importantDates}
            value={String(form.importantDates)}
            onChange={(e) => set('importantDates', e.target.value)}
          />
        </div>
        <Photos
          images={form.images as Image[]}
          onChange={(images) => setForm((f) => ({ ...f, images }))}
          errors={errors}
          prefix="park"
        />
        <ErrorBox error={save.error} summarised />
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
      {park && <ParkAmenities park={park} mayEdit />}
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
  errors: Record<string, FieldError>;
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
              <TextField
                id={id('url')}
                label={`Photo ${i + 1} URL`}
                error={errors[`images.${i}.url`]}
                value={img.url}
                onChange={(e) => set('url', e.target.value)}
              />
              <TextField
                id={id('title')}
                label="Title"
                value={img.title}
                onChange={(e) => set('title', e.target.value)}
              />
              <TextField
                id={id('alt')}
                label="Alt Text"
                error={errors[`images.${i}.description`]}
                value={img.description}
                onChange={(e) => set('description', e.target.value)}
              />
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
        <TextField
          id="loop-name"
          label="New Loop Name"
          error={errors.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          id="loop-code"
          label="Loop Code"
          error={errors.code}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
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
