/**
 * /admin/fee-management (System Settings, SystemSettingsPricingSeasons at the parks a fee names): the
 * agency's transaction, convenience, park use and cancellation/modification fees, each for some parks,
 * booking types and sales channels or all, counted per reservation or per vehicle beyond those included,
 * with its charge by payment method (an amount, a percentage of what it applies to, a minimum). Quotes
 * and carts charge a change from the next quote on; a fee turned off is charged no more.
 */
import { useState } from 'react';
import type { AdminFeeRule, AdminMethodCharge } from '#contract/fees';
import type { SeasonOptions } from '#contract/seasons';
import {
  BOOKING_TYPE_NAMES,
  EDITABLE_FEE_TYPES,
  FEE_BASIS_NAMES,
  SALES_CHANNEL_NAMES,
} from '#domain/pricing/fee-settings';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { useFeeRules } from '#web/lib/fees/fee-calls.ts';
import { useParkOpsWrite } from '#web/lib/park-ops/park-ops-calls.ts';
import { CheckField, TickList, binder, fieldErrors } from '../park-ops/controls.tsx';
import { StatusBadge } from '../park-ops/shared.tsx';
import { EntryEditor } from '../seasons/parts.tsx';
import { ParkTicks, ScheduleListPage } from './parts.tsx';

const METHODS = [
  ['creditCard', 'Card'],
  ['echeck', 'E-check'],
  ['cash', 'Cash'],
] as const;
type Method = (typeof METHODS)[number][0];
const PARTS = [
  ['amount', 'amount ($)'],
  ['min', 'minimum ($)'],
  ['percentage', 'percentage (%)'],
] as const;

const namesText = (ids: readonly number[], names: Record<number, string>, all: string) =>
  ids.length ? ids.map((i) => names[i]).join(', ') : all;
const named = (names: Record<number, string>) =>
  Object.entries(names).map(([id, name]) => ({ id: Number(id), name }));

function countedText(f: AdminFeeRule) {
  const basis = FEE_BASIS_NAMES[f.basis];
  return f.basis !== 'perReservation' && f.includedVehicles > 0
    ? `${basis} beyond ${f.includedVehicles}`
    : basis;
}

export function FeesPage() {
  return (
    <ScheduleListPage<AdminFeeRule>
      title="Fees"
      noun="fee"
      intro="Charged on every reservation they apply to, beside the nightly rate; a percentage is of the stay's other fees (convenience) or of the nightly rates (cancellation and modification)."
      useEntries={useFeeRules}
      columns={['Name', 'Type', 'Parks', 'Applies to', 'Counted', 'Card', 'E-check', 'Cash', 'Status']}
      cells={(f) => (
        <>
          <td>{f.name}</td>
          <td className="wrap">
            {f.feeTypeName}
            {f.operation && ` (${f.operation})`}
          </td>
          <td className="wrap">{f.locationNames.join(', ')}</td>
          <td className="wrap">
            {namesText(f.bookingTypeIds, BOOKING_TYPE_NAMES, 'Overnight and day use')};{' '}
            {namesText(f.salesChannels, SALES_CHANNEL_NAMES, 'online and park office')}
          </td>
          <td className="wrap">{countedText(f)}</td>
          <td className="nowrap">{f.creditCard.text}</td>
          <td className="nowrap">{f.echeck.text}</td>
          <td className="nowrap">{f.cash.text}</td>
          <td>
            <StatusBadge active={f.isActive} />
          </td>
        </>
      )}
      form={(fee, options, onDone) => <FeeForm fee={fee} options={options} onDone={onDone} />}
    />
  );
}

const chargeForm = (method: Method, c: AdminMethodCharge | undefined) => ({
  [`${method}.amount`]: c ? c.amount : '',
  [`${method}.min`]: c && c.minCents > 0 ? c.min : '',
  [`${method}.percentage`]: c && c.percentage > 0 ? String(c.percentage) : '',
});

function FeeForm({
  fee,
  options,
  onDone,
}: {
  fee: AdminFeeRule | undefined;
  options: SeasonOptions;
  onDone: (saved: string) => void;
}) {
  const save = useParkOpsWrite<AdminFeeRule>();
  const [form, setForm] = useState<Record<string, string>>({
    name: fee?.name ?? '',
    feeType: String(fee?.feeType ?? ''),
    operation: fee?.operation ?? '',
    basis: fee?.basis ?? 'perReservation',
    includedVehicles: String(fee?.includedVehicles ?? 0),
    accountingCode: fee?.accountingCode ?? '',
    sku: fee?.sku ?? '',
    description: fee?.description ?? '',
    ...chargeForm('creditCard', fee?.creditCard),
    ...chargeForm('echeck', fee?.echeck),
    ...chargeForm('cash', fee?.cash),
  });
  const [locationIds, setLocationIds] = useState<number[]>(fee?.locationIds ?? []);
  const [bookingTypeIds, setBookingTypes] = useState<number[]>(fee?.bookingTypeIds ?? []);
  const [salesChannels, setSalesChannels] = useState<number[]>(fee?.salesChannels ?? []);
  const [isActive, setActive] = useState(fee?.isActive ?? true);
  const errors = fieldErrors(save.error);
  const bind = binder('fee', form, (k, v) => setForm((f) => ({ ...f, [k]: v })), errors);
  const path = fee ? `admin/AdminFee/${fee.id}` : null;
  const cancelModify = form.feeType === String(FEE_TYPE.CancellationModification);

  const charge = (m: Method) => ({
    amount: form[`${m}.amount`],
    min: form[`${m}.min`],
    percentage: form[`${m}.percentage`],
  });

  return (
    <EntryEditor
      headingId="fee-editor"
      noun="Fee"
      entry={fee}
      save={save}
      listPath="admin/AdminFee"
      path={path}
      body={() => ({
        feeType: form.feeType,
        name: form.name,
        description: form.description,
        accountingCode: form.accountingCode,
        sku: form.sku,
        basis: form.basis,
        includedVehicles: form.includedVehicles,
        ...(cancelModify && { operation: form.operation }),
        locationIds,
        bookingTypeIds,
        salesChannels,
        creditCard: charge('creditCard'),
        echeck: charge('echeck'),
        cash: charge('cash'),
        isActive,
      })}
      prefix="fee"
      fields={[
        'name',
        'feeType',
        'operation',
        'basis',
        'includedVehicles',
        'accountingCode',
        'sku',
        ...METHODS.flatMap(([m]) => PARTS.map(([p]) => `${m}.${p}`)),
        'description',
      ]}
      onDone={onDone}
    >
      <div className="ops-form">
        <TextField label="Name" {...bind('name')} />
        <SelectField
          label="Fee Type"
          placeholder="Choose a fee type"
          options={Object.entries(EDITABLE_FEE_TYPES).map(([value, label]) => ({ value, label }))}
          {...bind('feeType')}
        />
        {cancelModify && (
          <SelectField
            label="Operation"
            placeholder="Choose the operation"
            options={[
              { value: 'cancellation', label: 'Cancellation' },
              { value: 'modification', label: 'Modification' },
            ]}
            {...bind('operation')}
          />
        )}
        <SelectField
          label="Counted"
          options={Object.entries(FEE_BASIS_NAMES).map(([value, label]) => ({ value, label }))}
          {...bind('basis')}
        />
        {form.basis !== 'perReservation' && (
          <TextField label="Vehicles Included" inputMode="numeric" {...bind('includedVehicles')} />
        )}
        <TextField label="Accounting Code" {...bind('accountingCode')} />
        <TextField label="SKU" {...bind('sku')} />
        <CheckField label="Active (charged on new quotes)" checked={isActive} onChange={setActive} />
        <TextField label="Description" fieldClassName="ops-field--wide" {...bind('description')} />
      </div>
      <fieldset className="ops-panel">
        <legend>Charge by payment method (blank: 0)</legend>
        <div className="ops-form">
          {METHODS.flatMap(([m, label]) =>
            PARTS.map(([p, part]) => (
              <TextField
                key={`${m}.${p}`}
                label={`${label} ${part}`}
                inputMode="decimal"
                {...bind(`${m}.${p}`)}
              />
            )),
          )}
        </div>
      </fieldset>
      <TickList
        legend="Booking types (none ticked: both)"
        items={named(BOOKING_TYPE_NAMES)}
        ticked={bookingTypeIds}
        onChange={setBookingTypes}
      />
      <TickList
        legend="Sales channels (none ticked: both)"
        items={named(SALES_CHANNEL_NAMES)}
        ticked={salesChannels}
        onChange={setSalesChannels}
      />
      <ParkTicks
        options={options}
        ticked={locationIds}
        onChange={setLocationIds}
        error={errors.locationIds}
      />
    </EntryEditor>
  );
}
