/**
 * /admin/discount-class-management (admin §2.3, SystemSettingsDiscountClass): the agency's discount
 * classes by priority, and each one's price rule: a percentage or a fixed amount off the nightly rate
 * (per product type where it differs), on some nights of the week or all, active or not. Only one
 * discount applies to a reservation: the claimed class with the highest priority (1 first).
 */
import { useState } from 'react';
import type { AdminDiscountClass, SeasonOptions } from '#contract/seasons';
import { WEEKDAY_NAMES } from '#domain/seasons';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useParkOpsWrite } from '#web/lib/park-ops/park-ops-calls.ts';
import { useDiscountClasses, useSeasonOptions } from '#web/lib/seasons/season-calls.ts';
import { CheckField, Loaded, Saved, binder, fieldErrors, toggled } from '../park-ops/controls.tsx';
import { Results, StatusBadge } from '../park-ops/shared.tsx';
import { EntryEditor } from './parts.tsx';
import '../park-ops/park-ops.css';
import './seasons.css';

function ruleText(c: AdminDiscountClass) {
  if (!c.hasRule) return 'No price rule';
  if (c.kind === 'percentage') return `${c.percentage}% off`;
  const per = c.productTypeAmounts.map((p) => `${p.productTypeName} $${p.amount}`);
  return `$${c.amount} off a night${per.length ? ` (${per.join(', ')})` : ''}`;
}

const nightsText = (days: readonly number[]) =>
  days.length === 0 || days.length === 7 ? 'Every night' : days.map((d) => WEEKDAY_NAMES[d]).join(', ');

export function DiscountClassesPage() {
  usePageTitle('Admin', 'Discount Classes');
  const classes = useDiscountClasses();
  const options = useSeasonOptions();
  const [editing, setEditing] = useState<AdminDiscountClass | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const open = (c: AdminDiscountClass | 'new') => {
    setEditing(c);
    setSaved(null);
  };
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Discount Classes</h1>
        <button type="button" className="button button--primary" onClick={() => open('new')}>
          Add Discount Class
        </button>
      </div>
      <p className="ops-muted">
        One discount per reservation, on the nightly rate only: of the classes a guest claims, the highest
        priority (1 first) applies.
      </p>
      <Saved text={saved} />
      <Results
        read={classes}
        noun="discount class"
        plural="discount classes"
        columns={[
          'Priority',
          'Name',
          'Price rule',
          'Nights',
          'Verified at check-in',
          'Status',
          { hidden: 'Actions' },
        ]}
        row={(c) => (
          <tr key={c.id}>
            <td>{c.priority}</td>
            <td>{c.name}</td>
            <td className="wrap">{ruleText(c)}</td>
            <td>{nightsText(c.daysOfWeek)}</td>
            <td>{c.verificationRequired ? 'Yes' : 'No'}</td>
            <td>
              <StatusBadge active={c.isActive} />
            </td>
            <td>
              <button type="button" className="button" aria-label={`Edit ${c.name}`} onClick={() => open(c)}>
                Edit
              </button>
            </td>
          </tr>
        )}
      />
      {editing && (
        <Loaded read={options} what="product types">
          {(opts) => (
            <DiscountClassForm
              key={editing === 'new' ? 'new' : `${editing.id}-${editing.dateLastModified}`}
              discountClass={editing === 'new' ? undefined : editing}
              productTypes={opts.productTypes}
              onDone={(text) => {
                setEditing(null);
                setSaved(text);
              }}
            />
          )}
        </Loaded>
      )}
    </div>
  );
}

function DiscountClassForm({
  discountClass: c,
  productTypes,
  onDone,
}: {
  discountClass: AdminDiscountClass | undefined;
  productTypes: SeasonOptions['productTypes'];
  onDone: (saved: string) => void;
}) {
  const save = useParkOpsWrite<AdminDiscountClass>();
  const [form, setForm] = useState({
    name: c?.name ?? '',
    description: c?.description ?? '',
    internalDescription: c?.internalDescription ?? '',
    priority: String(c?.priority ?? ''),
    accountingCodeSuffix: c?.accountingCodeSuffix ?? '',
    kind: c?.kind ?? 'percentage',
    percentage: c && c.kind === 'percentage' && c.hasRule ? String(c.percentage) : '',
    amount: c && c.kind === 'fixedPerNight' ? c.amount : '',
  });
  const [verificationRequired, setVerification] = useState(c?.verificationRequired ?? false);
  const [isActive, setActive] = useState(c?.isActive ?? true);
  const [daysOfWeek, setDays] = useState<number[]>(c?.daysOfWeek ?? []);
  const [typeAmounts, setTypeAmounts] = useState<Record<number, string>>(
    Object.fromEntries((c?.productTypeAmounts ?? []).map((p) => [p.productTypeId, p.amount])),
  );
  const errors = fieldErrors(save.error);
  const bind = binder('discount', form, (k, v) => setForm((f) => ({ ...f, [k]: v })), errors);
  const path = c ? `admin/AdminSeason/discountclass/${c.id}` : null;
  const typed = productTypes.filter((t) => (typeAmounts[t.id] ?? '').trim() !== '');

  return (
    <EntryEditor
      headingId="discount-editor"
      noun="Discount Class"
      entry={c}
      save={save}
      listPath="admin/AdminSeason/discountclass"
      path={path}
      body={() => ({
        ...form,
        verificationRequired,
        isActive,
        daysOfWeek,
        productTypeAmounts: typed.map((t) => ({ productTypeId: t.id, amount: typeAmounts[t.id]!.trim() })),
      })}
      prefix="discount"
      fields={['name', 'priority', 'accountingCodeSuffix', 'kind', 'percentage', 'amount', 'description']}
      onDone={onDone}
    >
      <div className="ops-form">
        <TextField label="Name" {...bind('name')} />
        <TextField label="Priority (1 first)" inputMode="numeric" {...bind('priority')} />
        <TextField label="Accounting Code Suffix" {...bind('accountingCodeSuffix')} />
        <SelectField
          label="Price Rule"
          {...bind('kind')}
          options={[
            { value: 'percentage', label: 'Percentage off' },
            { value: 'fixedPerNight', label: 'Fixed amount off a night' },
          ]}
        />
        {form.kind === 'percentage' ? (
          <TextField label="Percentage off" inputMode="numeric" {...bind('percentage')} />
        ) : (
          <TextField label="Amount off ($ a night)" inputMode="decimal" {...bind('amount')} />
        )}
        <CheckField label="Verified at check-in" checked={verificationRequired} onChange={setVerification} />
        <CheckField label="Active (applies to new quotes)" checked={isActive} onChange={setActive} />
        <TextField
          label="Description (shown to guests)"
          fieldClassName="ops-field--wide"
          {...bind('description')}
        />
        <TextField label="Staff Notes" fieldClassName="ops-field--wide" {...bind('internalDescription')} />
      </div>
      {form.kind === 'fixedPerNight' && (
        <fieldset className="ops-panel">
          <legend>Amount off by product type (blank: the amount above)</legend>
          <div className="ops-form">
            {productTypes.map((t) => (
              <TextField
                key={t.id}
                id={`discount-type-${t.id}`}
                label={`${t.name} ($ a night)`}
                inputMode="decimal"
                value={typeAmounts[t.id] ?? ''}
                error={errors[`productTypeAmounts.${typed.findIndex((x) => x.id === t.id)}.amount`]}
                onChange={(e) => setTypeAmounts({ ...typeAmounts, [t.id]: e.target.value })}
              />
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="ops-panel">
        <legend>Nights it applies (none ticked: every night)</legend>
        <div className="season-weekdays">
          {WEEKDAY_NAMES.map((name, day) => (
            <CheckField
              key={name}
              label={name}
              checked={daysOfWeek.includes(day)}
              onChange={(on) => setDays(toggled(daysOfWeek, day, on).sort((a, b) => a - b))}
            />
          ))}
        </div>
      </fieldset>
    </EntryEditor>
  );
}
