/**
 * /admin/spot-search, /admin/spot-detail/{spotId} (?v=view) and /admin/add-new-spot (admin §2.3): a park's
 * spots with a bulk edit of the ticked ones (a 500-spot park is not edited one spot at a time), one spot's
 * fields and attributes, and a new spot. Editing needs ParkManagementAddNewSpot at the spot's park.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminSpot, SpotSetupOptions } from '#contract/park-setup';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import {
  useAdminPark,
  useAdminSpot,
  useParkOpsWrite,
  useParkRows,
  useSetupOptions,
  useSpotRows,
} from '#web/lib/park-ops/park-ops-calls.ts';
import { Photos } from './ParkPages.tsx';
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

type Attribute = SpotSetupOptions['attributes'][number];
type AttrValue = { attributeId: number; value: string | null; optionIds: number[] };

/** One attribute's control, by its value type; '' leaves it unset. */
function AttributeInput({
  attribute,
  value,
  onChange,
  id,
  error,
}: {
  attribute: Attribute;
  value: AttrValue | undefined;
  onChange: (v: AttrValue | undefined) => void;
  id: string;
  error?: string;
}) {
  const props = described(id, error);
  const base = { attributeId: attribute.id, value: null, optionIds: [] as number[] };
  if (attribute.valueType === 'Yes/No')
    return (
      <select
        {...props}
        value={value?.value ?? ''}
        onChange={(e) => onChange(e.target.value ? { ...base, value: e.target.value } : undefined)}
      >
        <option value="">Not set</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    );
  if (attribute.valueType === 'Single Select' || attribute.valueType === 'Multi Select')
    return (
      <select
        {...props}
        multiple={attribute.valueType === 'Multi Select'}
        value={
          attribute.valueType === 'Multi Select'
            ? (value?.optionIds ?? []).map(String)
            : String(value?.optionIds[0] ?? '')
        }
        onChange={(e) => {
          const ids = [...e.target.selectedOptions].map((o) => Number(o.value)).filter(Boolean);
          onChange(ids.length ? { ...base, optionIds: ids } : undefined);
        }}
      >
        {attribute.valueType === 'Single Select' && <option value="">Not set</option>}
        {attribute.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.value}
          </option>
        ))}
      </select>
    );
  return (
    <input
      {...props}
      inputMode={attribute.valueType === 'Numeric Free' ? 'decimal' : undefined}
      value={value?.value ?? ''}
      onChange={(e) => onChange(e.target.value ? { ...base, value: e.target.value } : undefined)}
    />
  );
}

export function SpotSearchPage() {
  usePageTitle('Admin', 'Spot Search');
  const auth = useAuth();
  const [url, setUrl] = useSearchParams();
  const locationId = positiveId(url.get('locationId'));
  const parks = useParkRows({});
  const park = useAdminPark(locationId);
  const options = useSetupOptions();
  const query = Object.fromEntries([...url.entries()].filter(([k, v]) => v && k !== 'locationId'));
  const rows = useSpotRows(locationId, query);
  const [ticked, setTicked] = useState<number[]>([]);
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(url);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k === 'locationId') next.delete('loopId');
    setUrl(next);
    setTicked([]);
  };
  const mayEdit = locationId !== null && auth.canAtLocations('ParkManagementAddNewSpot', [locationId]);
  const shownAttributes = (options.data?.attributes ?? []).slice(0, 4);
  const all = rows.data ?? [];
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Spot Search</h1>
        {mayEdit && (
          <Link className="button button--primary" to={opsPaths.addSpot(locationId)}>
            Add Spot
          </Link>
        )}
      </div>
      <div className="ops-filters" role="search" aria-label="Spots">
        <Field id="spot-park" label="Park">
          <select id="spot-park" value={locationId ?? ''} onChange={(e) => set('locationId', e.target.value)}>
            <option value="">Choose a park</option>
            {(parks.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.longName}
              </option>
            ))}
          </select>
        </Field>
        <Field id="spot-loop" label="Loop">
          <select
            id="spot-loop"
            value={url.get('loopId') ?? ''}
            onChange={(e) => set('loopId', e.target.value)}
          >
            <option value="">All loops</option>
            {(park.data?.loops ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="spot-name" label="Spot Name">
          <input
            id="spot-name"
            defaultValue={url.get('name') ?? ''}
            onBlur={(e) => set('name', e.target.value.trim())}
          />
        </Field>
        <Field id="spot-active" label="Status">
          <select
            id="spot-active"
            value={url.get('isActive') ?? ''}
            onChange={(e) => set('isActive', e.target.value)}
          >
            <option value="">Active and inactive</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </Field>
      </div>
      {locationId === null ? (
        <p className="ops-muted">Choose a park to see its spots.</p>
      ) : rows.isError ? (
        <ErrorBox error={rows.error} />
      ) : !rows.data ? (
        <Spinner label="Loading spots" />
      ) : (
        <>
          <p role="status">
            {all.length === 1 ? '1 spot' : `${all.length} spots`}
            {ticked.length > 0 && `, ${ticked.length} ticked`}
          </p>
          {mayEdit && ticked.length > 0 && options.data && (
            <BulkEdit
              locationId={locationId}
              spotIds={ticked}
              options={options.data}
              loops={park.data?.loops ?? []}
              onDone={() => setTicked([])}
            />
          )}
          <div className="ops-table-wrap">
            <table className="ops-table">
              <thead>
                <tr>
                  {mayEdit && (
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label="Tick every spot shown"
                        checked={all.length > 0 && ticked.length === all.length}
                        onChange={(e) => setTicked(e.target.checked ? all.map((s) => s.id) : [])}
                      />
                    </th>
                  )}
                  <th scope="col">Spot</th>
                  <th scope="col">Loop</th>
                  <th scope="col">Product Class</th>
                  <th scope="col">Sales</th>
                  <th scope="col">Status</th>
                  {shownAttributes.map((a) => (
                    <th scope="col" key={a.id}>
                      {a.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {all.map((s) => (
                  <tr key={s.id}>
                    {mayEdit && (
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Tick spot ${s.name}`}
                          checked={ticked.includes(s.id)}
                          onChange={(e) =>
                            setTicked((t) => (e.target.checked ? [...t, s.id] : t.filter((x) => x !== s.id)))
                          }
                        />
                      </td>
                    )}
                    <td>
                      <Link to={opsPaths.spot(s.id, !mayEdit)}>{s.name}</Link>
                    </td>
                    <td>{s.loopName}</td>
                    <td>{s.productName}</td>
                    <td>{s.salesChannel === 'All' ? 'Public' : 'Agency only'}</td>
                    <td>
                      <span className={`ops-badge${s.isActive ? ' ops-badge--on' : ''}`}>
                        {s.isActive ? 'Active' : 'Inactive'}
                      </span>
                    </td>
                    {shownAttributes.map((a) => (
                      <td key={a.id}>{s.attributes[String(a.id)] ?? ''}</td>
                    ))}
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

function BulkEdit({
  locationId,
  spotIds,
  options,
  loops,
  onDone,
}: {
  locationId: number;
  spotIds: number[];
  options: SpotSetupOptions;
  loops: { id: number; name: string }[];
  onDone: () => void;
}) {
  const save = useParkOpsWrite<{ updated: number }>();
  const [isActive, setIsActive] = useState('');
  const [salesChannel, setSalesChannel] = useState('');
  const [productId, setProductId] = useState('');
  const [loopId, setLoopId] = useState('');
  const [attributeId, setAttributeId] = useState('');
  const [value, setValue] = useState<AttrValue | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const attribute = options.attributes.find((a) => a.id === Number(attributeId));
  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    save.mutate(
      {
        method: 'POST',
        path: 'admin/AdminSpotManagement/bulk',
        body: {
          locationId,
          spotIds,
          ...(isActive && { isActive: isActive === 'true' }),
          ...(salesChannel && { salesChannel }),
          ...(productId && { productId: Number(productId) }),
          ...(loopId && { loopId: Number(loopId) }),
          attributes: value ? [value] : [],
        },
      },
      {
        onSuccess: (r) => {
          setSaved(`${r.updated} spot${r.updated === 1 ? '' : 's'} changed.`);
          onDone();
        },
      },
    );
  }
  return (
    <form onSubmit={submit} aria-label="Bulk edit">
      <fieldset className="ops-panel">
        <legend>Change the {spotIds.length} ticked spots</legend>
        <div className="ops-form">
          <Field id="bulk-active" label="Status">
            <select id="bulk-active" value={isActive} onChange={(e) => setIsActive(e.target.value)}>
              <option value="">Keep</option>
              <option value="true">Active</option>
              <option value="false">Inactive</option>
            </select>
          </Field>
          <Field id="bulk-sales" label="Sales Channel">
            <select id="bulk-sales" value={salesChannel} onChange={(e) => setSalesChannel(e.target.value)}>
              <option value="">Keep</option>
              <option value="All">Public</option>
              <option value="Agency">Agency only</option>
            </select>
          </Field>
          <Field id="bulk-product" label="Product Class">
            <select id="bulk-product" value={productId} onChange={(e) => setProductId(e.target.value)}>
              <option value="">Keep</option>
              {options.products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="bulk-loop" label="Loop">
            <select id="bulk-loop" value={loopId} onChange={(e) => setLoopId(e.target.value)}>
              <option value="">Keep</option>
              {loops.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="bulk-attribute" label="Attribute">
            <select
              id="bulk-attribute"
              value={attributeId}
              onChange={(e) => {
                setAttributeId(e.target.value);
                setValue(undefined);
              }}
            >
              <option value="">Keep all</option>
              {options.attributes.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </Field>
          {attribute && (
            <Field id="bulk-value" label={`New ${attribute.name}`}>
              <AttributeInput id="bulk-value" attribute={attribute} value={value} onChange={setValue} />
            </Field>
          )}
        </div>
        <ErrorBox error={save.error} />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Apply to {spotIds.length} spots
        </button>
      </fieldset>
      <Saved text={saved} />
    </form>
  );
}

export function SpotDetailPage() {
  const { spotId } = useParams();
  const id = positiveId(spotId);
  const [url] = useSearchParams();
  const spot = useAdminSpot(id);
  const auth = useAuth();
  const options = useSetupOptions();
  usePageTitle('Admin', id === null ? 'Add Spot' : `Spot ${spot.data?.name ?? ''}`);
  if ((id !== null && spot.isError) || options.isError)
    return (
      <div className="page ops-page">
        <ErrorBox error={spot.error ?? options.error} />
      </div>
    );
  if ((id !== null && !spot.data) || !options.data) return <Spinner label="Loading the spot" />;
  const locationId = spot.data?.locationId ?? positiveId(url.get('locationId'));
  const mayEdit =
    locationId === null
      ? auth.can('ParkManagementAddNewSpot')
      : auth.canAtLocations('ParkManagementAddNewSpot', [locationId]);
  return (
    <SpotForm
      key={spot.data?.dateLastModified ?? 'new'}
      spot={spot.data}
      locationId={locationId}
      options={options.data}
      readOnly={url.get('v') === 'view' || !mayEdit}
      mayEdit={mayEdit}
    />
  );
}

function SpotForm({
  spot,
  locationId: initialPark,
  options,
  readOnly,
  mayEdit,
}: {
  spot: AdminSpot | undefined;
  locationId: number | null;
  options: SpotSetupOptions;
  readOnly: boolean;
  mayEdit: boolean;
}) {
  const navigate = useNavigate();
  const parks = useParkRows({});
  const save = useParkOpsWrite<AdminSpot>();
  const [form, setForm] = useState(() => ({
    locationId: String(initialPark ?? ''),
    loopId: String(spot?.loopId ?? ''),
    name: spot?.name ?? '',
    area: spot?.area ?? '',
    productId: String(spot?.productId ?? ''),
    spotTypeIds: spot?.spotTypeIds ?? [],
    equipmentTypeIds: spot?.equipmentTypeIds ?? [],
    latitude: String(spot?.latitude ?? ''),
    longitude: String(spot?.longitude ?? ''),
    salesChannel: spot?.salesChannel ?? 'All',
    isActive: spot?.isActive ?? true,
    attributes: spot?.attributes ?? [],
    photos: (spot?.photos ?? []).map(({ url, title, description }) => ({ url, title, description })),
  }));
  const park = useAdminPark(positiveId(form.locationId));
  const [saved, setSaved] = useState<string | null>(null);
  const errors = fieldErrors(save.error);
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));
  const attrOf = (id: number) => form.attributes.find((a) => a.attributeId === id);
  const setAttr = (id: number, v: AttrValue | undefined) =>
    set('attributes', [...form.attributes.filter((a) => a.attributeId !== id), ...(v ? [v] : [])]);
  const ticks = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    const body = {
      ...form,
      locationId: Number(form.locationId) || null,
      loopId: Number(form.loopId) || null,
      productId: Number(form.productId) || null,
      ...(spot ? { dateLastModified: spot.dateLastModified } : {}),
    };
    save.mutate(
      {
        method: spot ? 'PUT' : 'POST',
        path: spot ? `admin/AdminSpotManagement/${spot.id}` : 'admin/AdminSpotManagement',
        body,
      },
      { onSuccess: (s) => (spot ? setSaved('Spot saved.') : navigate(opsPaths.spot(s.id))) },
    );
  }

  const title = spot ? `Spot ${spot.name}${spot.locationName ? ` — ${spot.locationName}` : ''}` : 'Add Spot';
  return (
    <div className="page ops-page">
      <BackLink to={opsPaths.spots(Number(form.locationId) || undefined)}>Spot Search</BackLink>
      <div className="ops-head">
        <h1>{title}</h1>
        {readOnly && spot && (
          <span className="ops-muted">
            {spot.dateLastModified
              ? `Last changed ${new Date(spot.dateLastModified).toLocaleString()} by ${spot.lastModifiedBy}`
              : 'Imported'}
          </span>
        )}
      </div>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={readOnly} className="ops-panel">
          <legend>Spot</legend>
          <div className="ops-form">
            <Field id="spot-locationId" label="Park" error={errors.locationId}>
              <select
                {...described('spot-locationId', errors.locationId)}
                value={form.locationId}
                disabled={Boolean(spot)}
                onChange={(e) => setForm((f) => ({ ...f, locationId: e.target.value, loopId: '' }))}
              >
                <option value="">Choose a park</option>
                {(parks.data ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.longName}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="spot-loopId" label="Loop" error={errors.loopId}>
              <select
                {...described('spot-loopId', errors.loopId)}
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
            <Field id="spot-name-input" label="Spot Name" error={errors.name}>
              <input
                {...described('spot-name-input', errors.name)}
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
              />
            </Field>
            <Field id="spot-area" label="Area" error={errors.area}>
              <input
                {...described('spot-area', errors.area)}
                value={form.area}
                onChange={(e) => set('area', e.target.value)}
              />
            </Field>
            <Field id="spot-productId" label="Product Class" error={errors.productId}>
              <select
                {...described('spot-productId', errors.productId)}
                value={form.productId}
                onChange={(e) => set('productId', e.target.value)}
              >
                <option value="">Choose a product class</option>
                {options.products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} ({p.bookingType})
                  </option>
                ))}
              </select>
            </Field>
            <Field id="spot-latitude" label="Latitude" error={errors.latitude}>
              <input
                {...described('spot-latitude', errors.latitude)}
                inputMode="decimal"
                value={form.latitude}
                onChange={(e) => set('latitude', e.target.value)}
              />
            </Field>
            <Field id="spot-longitude" label="Longitude" error={errors.longitude}>
              <input
                {...described('spot-longitude', errors.longitude)}
                inputMode="decimal"
                value={form.longitude}
                onChange={(e) => set('longitude', e.target.value)}
              />
            </Field>
            <Field id="spot-sales" label="Sales Channel">
              <select
                id="spot-sales"
                value={form.salesChannel}
                onChange={(e) => set('salesChannel', e.target.value as 'All' | 'Agency')}
              >
                <option value="All">Public and agency</option>
                <option value="Agency">Agency only</option>
              </select>
            </Field>
            <label className="ops-check">
              <input
                type="checkbox"
                checked={form.isActive}
                onChange={(e) => set('isActive', e.target.checked)}
              />{' '}
              Active (on sale)
            </label>
          </div>
          <fieldset className="ops-panel">
            <legend>Spot Types{errors.spotTypeIds ? ` — ${errors.spotTypeIds}` : ''}</legend>
            {options.spotTypes.map((t) => (
              <label key={t.id} className="ops-check">
                <input
                  type="checkbox"
                  checked={form.spotTypeIds.includes(t.id)}
                  onChange={(e) => set('spotTypeIds', ticks(form.spotTypeIds, t.id, e.target.checked))}
                />{' '}
                {t.name}
              </label>
            ))}
          </fieldset>
          <fieldset className="ops-panel">
            <legend>Equipment</legend>
            {options.equipmentTypes.map((t) => (
              <label key={t.id} className="ops-check">
                <input
                  type="checkbox"
                  checked={form.equipmentTypeIds.includes(t.id)}
                  onChange={(e) =>
                    set('equipmentTypeIds', ticks(form.equipmentTypeIds, t.id, e.target.checked))
                  }
                />{' '}
                {t.name}
              </label>
            ))}
          </fieldset>
          <fieldset className="ops-panel">
            <legend>Attributes</legend>
            <div className="ops-form">
              {options.attributes.map((a) => {
                const index = form.attributes.findIndex((v) => v.attributeId === a.id);
                const error = index >= 0 ? errors[`attributes.${index}`] : undefined;
                return (
                  <Field key={a.id} id={`attr-${a.id}`} label={a.name} error={error}>
                    <AttributeInput
                      id={`attr-${a.id}`}
                      attribute={a}
                      value={attrOf(a.id)}
                      onChange={(v) => setAttr(a.id, v)}
                      error={error}
                    />
                  </Field>
                );
              })}
            </div>
          </fieldset>
          <Photos
            images={form.photos}
            onChange={(photos) => set('photos', photos)}
            errors={errors}
            prefix="spot"
          />
        </fieldset>
        <ErrorBox error={save.error} />
        <Saved text={saved} />
        <div className="ops-actions">
          {readOnly ? (
            spot &&
            mayEdit && (
              <Link className="button button--primary" to={opsPaths.spot(spot.id)}>
                Edit Spot
              </Link>
            )
          ) : (
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {spot ? 'Save Spot' : 'Add Spot'}
            </button>
          )}
        </div>
      </form>
      {spot && <HistoryList kind="spot" path={`admin/AdminSpotManagement/${spot.id}`} />}
    </div>
  );
}
