/**
 * /admin/spot-search, /admin/spot-detail/{spotId} (?v=view) and /admin/add-new-spot (admin §2.3): a park's
 * spots with a bulk edit of the ticked ones (a 500-spot park is not edited one spot at a time), one spot's
 * fields and attributes, and a new spot. Editing needs ParkManagementAddNewSpot at the spot's park.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { FieldError } from 'react-hook-form';
import type { AdminSpot, SpotSetupOptions } from '#contract/park-setup';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
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
  CheckField,
  ErrorBox,
  Loaded,
  type ReadState,
  SaveErrorSummary,
  Saved,
  TickList,
  binder,
  choicesOf,
  fieldErrors,
} from './controls.tsx';
import {
  BackLink,
  HistoryList,
  STATUS_CHOICES,
  StatusBadge,
  countOf,
  opsPaths,
  parkChoices,
  positiveId,
  useUrlFilters,
} from './shared.tsx';
import './park-ops.css';

type Attribute = SpotSetupOptions['attributes'][number];
type AttrValue = { attributeId: number; value: string | null; optionIds: number[] };

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** One attribute's field, by its value type; '' leaves it unset. */
function AttributeField({
  attribute,
  value,
  onChange,
  id,
  label = attribute.name,
  error,
}: {
  attribute: Attribute;
  value: AttrValue | undefined;
  onChange: (v: AttrValue | undefined) => void;
  id: string;
  label?: string;
  error?: FieldError;
}) {
  const field = { id, label, error };
  const base = { attributeId: attribute.id, value: null, optionIds: [] as number[] };
  const text = (v: string) => onChange(v ? { ...base, value: v } : undefined);
  if (attribute.valueType === 'Yes/No')
    return (
      <SelectField
        {...field}
        value={value?.value ?? ''}
        onChange={(e) => text(e.target.value)}
        placeholder="Not set"
        options={YES_NO}
      />
    );
  const multiple = attribute.valueType === 'Multi Select';
  if (multiple || attribute.valueType === 'Single Select')
    return (
      <SelectField
        {...field}
        multiple={multiple}
        value={multiple ? (value?.optionIds ?? []).map(String) : String(value?.optionIds[0] ?? '')}
        onChange={(e) => {
          const ids = [...e.target.selectedOptions].map((o) => Number(o.value)).filter(Boolean);
          onChange(ids.length ? { ...base, optionIds: ids } : undefined);
        }}
        placeholder={multiple ? undefined : 'Not set'}
        options={attribute.options.map((o) => ({ value: String(o.id), label: o.value }))}
      />
    );
  return (
    <TextField
      {...field}
      inputMode={attribute.valueType === 'Numeric Free' ? 'decimal' : undefined}
      value={value?.value ?? ''}
      onChange={(e) => text(e.target.value)}
    />
  );
}

export function SpotSearchPage() {
  usePageTitle('Admin', 'Spot Search');
  const auth = useAuth();
  const [ticked, setTicked] = useState<number[]>([]);
  const { url, query, set } = useUrlFilters((key, next) => {
    if (key === 'locationId') next.delete('loopId');
    setTicked([]);
  });
  const locationId = positiveId(url.get('locationId'));
  const parks = useParkRows({});
  const park = useAdminPark(locationId);
  const options = useSetupOptions();
  const { locationId: _park, ...spotQuery } = query;
  const rows = useSpotRows(locationId, spotQuery);
  const mayEdit = locationId !== null && auth.canAtLocations('ParkManagementAddNewSpot', [locationId]);
  const shownAttributes = (options.data?.attributes ?? []).slice(0, 4);
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
        <SelectField
          id="spot-park"
          label="Park"
          value={locationId ?? ''}
          onChange={(e) => set('locationId', e.target.value)}
          placeholder="Choose a park"
          options={parkChoices(parks.data ?? [])}
        />
        <SelectField
          id="spot-loop"
          label="Loop"
          value={url.get('loopId') ?? ''}
          onChange={(e) => set('loopId', e.target.value)}
          placeholder="All loops"
          options={choicesOf(park.data?.loops ?? [])}
        />
        <TextField
          id="spot-name"
          label="Spot Name"
          defaultValue={url.get('name') ?? ''}
          onBlur={(e) => set('name', e.target.value.trim())}
        />
        <SelectField
          id="spot-active"
          label="Status"
          value={url.get('isActive') ?? ''}
          onChange={(e) => set('isActive', e.target.value)}
          placeholder="Active and inactive"
          options={STATUS_CHOICES}
        />
      </div>
      {locationId === null ? (
        <p className="ops-muted">Choose a park to see its spots.</p>
      ) : (
        <Loaded read={rows} what="spots">
          {(all) => (
            <>
              <p role="status">
                {countOf(all.length, 'spot')}
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
                                setTicked((t) =>
                                  e.target.checked ? [...t, s.id] : t.filter((x) => x !== s.id),
                                )
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
                          <StatusBadge active={s.isActive} />
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
        </Loaded>
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
          <SelectField
            id="bulk-active"
            label="Status"
            value={isActive}
            onChange={(e) => setIsActive(e.target.value)}
            placeholder="Keep"
            options={STATUS_CHOICES}
          />
          <SelectField
            id="bulk-sales"
            label="Sales Channel"
            value={salesChannel}
            onChange={(e) => setSalesChannel(e.target.value)}
            placeholder="Keep"
            options={[
              { value: 'All', label: 'Public' },
              { value: 'Agency', label: 'Agency only' },
            ]}
          />
          <SelectField
            id="bulk-product"
            label="Product Class"
            value={productId}
            onChange={(e) => setProductId(e.target.value)}
            placeholder="Keep"
            options={choicesOf(options.products)}
          />
          <SelectField
            id="bulk-loop"
            label="Loop"
            value={loopId}
            onChange={(e) => setLoopId(e.target.value)}
            placeholder="Keep"
            options={choicesOf(loops)}
          />
          <SelectField
            id="bulk-attribute"
            label="Attribute"
            value={attributeId}
            onChange={(e) => {
              setAttributeId(e.target.value);
              setValue(undefined);
            }}
            placeholder="Keep all"
            options={choicesOf(options.attributes)}
          />
          {attribute && (
            <AttributeField
              id="bulk-value"
              label={`New ${attribute.name}`}
              attribute={attribute}
              value={value}
              onChange={setValue}
            />
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
  // A new spot needs no spot read: its answer is 'none' at once.
  const read: ReadState<AdminSpot | null> = id === null ? { isError: false, error: null, data: null } : spot;
  const mayEditAt = (locationId: number | null) =>
    locationId === null
      ? auth.can('ParkManagementAddNewSpot')
      : auth.canAtLocations('ParkManagementAddNewSpot', [locationId]);
  return (
    <Loaded read={options} what="the spot" page>
      {(choices) => (
        <Loaded read={read} what="the spot" page>
          {(found) => {
            const locationId = found?.locationId ?? positiveId(url.get('locationId'));
            const mayEdit = mayEditAt(locationId);
            return (
              <SpotForm
                key={found?.dateLastModified ?? 'new'}
                spot={found ?? undefined}
                locationId={locationId}
                options={choices}
                readOnly={url.get('v') === 'view' || !mayEdit}
                mayEdit={mayEdit}
              />
            );
          }}
        </Loaded>
      )}
    </Loaded>
  );
}

/** The spot's text fields, in the order of the form. */
const TEXT_FIELDS = [
  ['name', 'Spot Name'],
  ['area', 'Area'],
  ['latitude', 'Latitude', 'decimal'],
  ['longitude', 'Longitude', 'decimal'],
] as const;

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
  const bind = binder('spot', form, set, errors);
  const attrOf = (id: number) => form.attributes.find((a) => a.attributeId === id);
  const setAttr = (id: number, v: AttrValue | undefined) =>
    set('attributes', [...form.attributes.filter((a) => a.attributeId !== id), ...(v ? [v] : [])]);

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
        <SaveErrorSummary save={save} prefix="spot" fields={Object.keys(form)} />
        <fieldset disabled={readOnly} className="ops-panel">
          <legend>Spot</legend>
          <div className="ops-form">
            <SelectField
              id="spot-locationId"
              label="Park"
              error={errors.locationId}
              value={form.locationId}
              disabled={Boolean(spot)}
              onChange={(e) => setForm((f) => ({ ...f, locationId: e.target.value, loopId: '' }))}
              placeholder="Choose a park"
              options={parkChoices(parks.data ?? [])}
            />
            <SelectField
              label="Loop"
              {...bind('loopId')}
              placeholder="Choose a loop"
              options={choicesOf(park.data?.loops ?? [])}
            />
            <SelectField
              label="Product Class"
              {...bind('productId')}
              placeholder="Choose a product class"
              options={options.products.map((p) => ({
                value: String(p.id),
                label: `${p.name} (${p.bookingType})`,
              }))}
            />
            {TEXT_FIELDS.map(([k, label, inputMode]) => (
              <TextField key={k} label={label} inputMode={inputMode} {...bind(k)} />
            ))}
            <SelectField
              id="spot-sales"
              label="Sales Channel"
              value={form.salesChannel}
              onChange={(e) => set('salesChannel', e.target.value as 'All' | 'Agency')}
              options={[
                { value: 'All', label: 'Public and agency' },
                { value: 'Agency', label: 'Agency only' },
              ]}
            />
            <CheckField
              label="Active (on sale)"
              checked={form.isActive}
              onChange={(v) => set('isActive', v)}
            />
          </div>
          <TickList
            legend={`Spot Types${errors.spotTypeIds ? ` — ${errors.spotTypeIds.message}` : ''}`}
            items={options.spotTypes}
            ticked={form.spotTypeIds}
            onChange={(ids) => set('spotTypeIds', ids)}
          />
          <TickList
            legend="Equipment"
            items={options.equipmentTypes}
            ticked={form.equipmentTypeIds}
            onChange={(ids) => set('equipmentTypeIds', ids)}
          />
          <fieldset className="ops-panel">
            <legend>Attributes</legend>
            <div className="ops-form">
              {options.attributes.map((a) => {
                const index = form.attributes.findIndex((v) => v.attributeId === a.id);
                const error = index >= 0 ? errors[`attributes.${index}`] : undefined;
                return (
                  <AttributeField
                    key={a.id}
                    id={`attr-${a.id}`}
                    attribute={a}
                    value={attrOf(a.id)}
                    onChange={(v) => setAttr(a.id, v)}
                    error={error}
                  />
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
        <ErrorBox error={save.error} summarised />
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
