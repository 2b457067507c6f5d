/**
 * /admin/pricing-seasons (admin §2.3, SystemSettingsPricingSeasons at the park): a park's pricing
 * seasons of a year with their nightly rates side by side, the base rates above them; add, change or
 * delete a season in the panel under the list. Rates are typed in dollars; a product class left blank
 * keeps its base rate on the season's days.
 */
import { useState } from 'react';
import type { AdminPricingSeason, SeasonOptions } from '#contract/seasons';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useParkOpsWrite } from '#web/lib/park-ops/park-ops-calls.ts';
import { usePricingSeasons, useSeasonOptions } from '#web/lib/seasons/season-calls.ts';
import { DeleteButton, Loaded, Saved, binder, fieldErrors } from '../park-ops/controls.tsx';
import { countOf, parkChoices, useUrlFilters } from '../park-ops/shared.tsx';
import { RateFields, EntryEditor, dollarsOf, rateErrors, ratesBody, yearChoices } from './parts.tsx';
import '../park-ops/park-ops.css';
import './seasons.css';

/** The product classes a park's seasons price: those of its spots and of its seasons (all when it has no spots). */
function productsOf(options: SeasonOptions, locationId: number, seasons: readonly AdminPricingSeason[]) {
  const park = options.parks.find((p) => p.id === locationId);
  const ids = new Set([
    ...(park?.productIds ?? []),
    ...seasons.flatMap((s) => s.rates.map((r) => r.productId)),
  ]);
  return ids.size ? options.products.filter((p) => ids.has(p.id)) : options.products;
}

export function PricingSeasonsPage() {
  usePageTitle('Admin', 'Pricing Seasons');
  const auth = useAuth();
  const options = useSeasonOptions();
  const { url, set } = useUrlFilters();
  const parks = (options.data?.parks ?? []).filter((p) =>
    auth.canAtLocations('SystemSettingsPricingSeasons', [p.id]),
  );
  const locationId = Number(url.get('locationId')) || parks[0]?.id || null;
  const year = url.get('year') ?? String(new Date().getFullYear());
  const seasons = usePricingSeasons(locationId === null ? null : { locationId: String(locationId), year });
  const [editing, setEditing] = useState<AdminPricingSeason | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Pricing Seasons</h1>
        <button
          type="button"
          className="button button--primary"
          disabled={locationId === null}
          onClick={() => {
            setEditing('new');
            setSaved(null);
          }}
        >
          Add Pricing Season
        </button>
      </div>
      <div className="ops-filters" role="search" aria-label="Pricing seasons">
        <SelectField
          id="pricing-park"
          label="Park"
          value={locationId === null ? '' : String(locationId)}
          onChange={(e) => {
            set('locationId', e.target.value);
            setEditing(null);
          }}
          options={parkChoices(parks)}
        />
        <SelectField
          id="pricing-year"
          label="Year"
          value={year}
          onChange={(e) => set('year', e.target.value)}
          options={yearChoices()}
        />
      </div>
      <Saved text={saved} />
      <Loaded read={options} what="parks and product classes">
        {(opts) => (
          <Loaded read={seasons} what="pricing seasons">
            {(list) => {
              const products = locationId === null ? [] : productsOf(opts, locationId, list);
              return (
                <>
                  <p role="status">{countOf(list.length, 'pricing season')}</p>
                  <div className="ops-table-wrap">
                    <table className="ops-table season-grid">
                      <caption className="visually-hidden">Nightly rates by season and product class</caption>
                      <thead>
                        <tr>
                          <th scope="col">Season</th>
                          <th scope="col">From</th>
                          <th scope="col">To</th>
                          {products.map((p) => (
                            <th scope="col" key={p.id} className="num">
                              {p.name}
                            </th>
                          ))}
                          <th scope="col">
                            <span className="visually-hidden">Actions</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        <tr className="season-base">
                          <th scope="row">Base rate</th>
                          <td colSpan={2}>Days outside any season</td>
                          {products.map((p) => (
                            <td key={p.id} className="num">
                              {dollarsOf(p.baseDailyRateCents)}
                            </td>
                          ))}
                          <td />
                        </tr>
                        {list.map((s) => (
                          <tr key={s.id} aria-current={editing !== 'new' && editing?.id === s.id}>
                            <th scope="row">{s.name}</th>
                            <td className="nowrap">{s.startDate}</td>
                            <td className="nowrap">{s.endDate}</td>
                            {products.map((p) => {
                              const rate = s.rates.find((r) => r.productId === p.id);
                              return (
                                <td key={p.id} className={`num${rate ? '' : ' ops-muted'}`}>
                                  {rate ? dollarsOf(rate.dailyRateCents) : 'base'}
                                </td>
                              );
                            })}
                            <td>
                              <button
                                type="button"
                                className="button"
                                aria-label={`Edit ${s.name}`}
                                onClick={() => {
                                  setEditing(s);
                                  setSaved(null);
                                }}
                              >
                                Edit
                              </button>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  {editing && locationId !== null && (
                    <PricingSeasonForm
                      key={editing === 'new' ? 'new' : `${editing.id}-${editing.dateLastModified}`}
                      season={editing === 'new' ? undefined : editing}
                      locationId={locationId}
                      products={products}
                      onDone={(text) => {
                        setEditing(null);
                        setSaved(text);
                      }}
                    />
                  )}
                </>
              );
            }}
          </Loaded>
        )}
      </Loaded>
    </div>
  );
}

function PricingSeasonForm({
  season,
  locationId,
  products,
  onDone,
}: {
  season: AdminPricingSeason | undefined;
  locationId: number;
  products: SeasonOptions['products'];
  onDone: (saved: string) => void;
}) {
  const save = useParkOpsWrite<AdminPricingSeason>();
  const [form, setForm] = useState({
    name: season?.name ?? '',
    startDate: season?.startDate ?? '',
    endDate: season?.endDate ?? '',
  });
  const [rates, setRates] = useState<Record<number, string>>(
    Object.fromEntries((season?.rates ?? []).map((r) => [r.productId, r.dailyRate])),
  );
  const errors = fieldErrors(save.error);
  const bind = binder('pricing', form, (k, v) => setForm((f) => ({ ...f, [k]: v })), errors);
  const path = season ? `admin/AdminSeason/pricing/${season.locationId}/${season.id}` : null;

  return (
    <EntryEditor
      headingId="pricing-editor"
      noun="Pricing Season"
      entry={season}
      save={save}
      listPath="admin/AdminSeason/pricing"
      path={path}
      body={() => ({
        locationId,
        ...form,
        rates: ratesBody(products, rates),
      })}
      prefix="pricing"
      fields={['name', 'startDate', 'endDate']}
      onDone={onDone}
      actions={
        season &&
        path && (
          <DeleteButton
            title="Delete Pricing Season"
            path={path}
            dateLastModified={season.dateLastModified}
            onDeleted={() => onDone(`${season.name} deleted.`)}
          >
            <p>
              Delete {season.name}? Its days take the base rates again at once; reservations already made keep
              their price.
            </p>
          </DeleteButton>
        )
      }
    >
      <div className="ops-form">
        <TextField label="Name" {...bind('name')} />
        <TextField label="First Day" type="date" {...bind('startDate')} />
        <TextField label="Last Day" type="date" {...bind('endDate')} />
      </div>
      <RateFields
        prefix="pricing"
        legend={`Nightly rates${errors.rates ? ` — ${errors.rates.message}` : ' (blank: the base rate)'}`}
        products={products}
        typed={rates}
        onChange={setRates}
        errors={rateErrors(products, rates, errors)}
      />
    </EntryEditor>
  );
}
