/**
 * /admin/add-on-management (System Settings, SystemSettingsPricingSeasons at the parks an add-on names):
 * what the parks sell with a stay (firewood, rentals), at a price per unit up to a most per reservation,
 * for some parks or all. The public occupant page offers the change at once; an add-on turned off is no
 * longer sold (reservations that bought it keep it).
 */
import { useState } from 'react';
import type { AdminAddOn } from '#contract/fees';
import type { SeasonOptions } from '#contract/seasons';
import { TextField } from '#web/components/form/fields.tsx';
import { useAddOns } from '#web/lib/fees/fee-calls.ts';
import { useParkOpsWrite } from '#web/lib/park-ops/park-ops-calls.ts';
import { CheckField, binder, fieldErrors } from '../park-ops/controls.tsx';
import { StatusBadge } from '../park-ops/shared.tsx';
import { EntryEditor, dollarsOf } from '../seasons/parts.tsx';
import { ParkTicks, ScheduleListPage } from './parts.tsx';

export function AddOnsPage() {
  return (
    <ScheduleListPage<AdminAddOn>
      title="Add-ons"
      noun="add-on"
      intro="Sold with a stay on the occupant page, at a price per unit; a reservation buys at most the number given."
      useEntries={useAddOns}
      columns={['Name', 'Price', 'Most per reservation', 'Parks', 'SKU', 'Status']}
      cells={(a) => (
        <>
          <td>{a.name}</td>
          <td className="nowrap">
            {dollarsOf(a.priceCents)} a {a.unit}
          </td>
          <td>{a.maxQuantity}</td>
          <td className="wrap">{a.locationNames.join(', ')}</td>
          <td>{a.sku}</td>
          <td>
            <StatusBadge active={a.isActive} />
          </td>
        </>
      )}
      form={(addOn, options, onDone) => <AddOnForm addOn={addOn} options={options} onDone={onDone} />}
    />
  );
}

function AddOnForm({
  addOn,
  options,
  onDone,
}: {
  addOn: AdminAddOn | undefined;
  options: SeasonOptions;
  onDone: (saved: string) => void;
}) {
  const save = useParkOpsWrite<AdminAddOn>();
  const [form, setForm] = useState({
    name: addOn?.name ?? '',
    price: addOn?.price ?? '',
    unit: addOn?.unit ?? '',
    maxQuantity: String(addOn?.maxQuantity ?? ''),
    accountingCode: addOn?.accountingCode ?? '',
    sku: addOn?.sku ?? '',
    description: addOn?.description ?? '',
  });
  const [locationIds, setLocationIds] = useState<number[]>(addOn?.locationIds ?? []);
  const [isActive, setActive] = useState(addOn?.isActive ?? true);
  const errors = fieldErrors(save.error);
  const bind = binder('addon', form, (k, v) => setForm((f) => ({ ...f, [k]: v })), errors);
  const path = addOn ? `admin/AdminAddOn/${addOn.id}` : null;

  return (
    <EntryEditor
      headingId="addon-editor"
      noun="Add-on"
      entry={addOn}
      save={save}
      listPath="admin/AdminAddOn"
      path={path}
      body={() => ({ ...form, locationIds, isActive })}
      prefix="addon"
      fields={['name', 'price', 'unit', 'maxQuantity', 'accountingCode', 'sku', 'description']}
      onDone={onDone}
    >
      <div className="ops-form">
        <TextField label="Name" {...bind('name')} />
        <TextField label="Price ($ a unit)" inputMode="decimal" {...bind('price')} />
        <TextField label="Unit" hint="bundle, bag, day…" {...bind('unit')} />
        <TextField label="Most a Reservation May Buy" inputMode="numeric" {...bind('maxQuantity')} />
        <TextField label="Accounting Code" {...bind('accountingCode')} />
        <TextField label="SKU" {...bind('sku')} />
        <CheckField label="Active (sold on new reservations)" checked={isActive} onChange={setActive} />
        <TextField label="Description" fieldClassName="ops-field--wide" {...bind('description')} />
      </div>
      <ParkTicks
        options={options}
        ticked={locationIds}
        onChange={setLocationIds}
        error={errors.locationIds}
      />
    </EntryEditor>
  );
}
