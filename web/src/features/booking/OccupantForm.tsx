/**
 * The occupant step (public §3.5 new reservation request; admin reservation-add-occupant): who stays,
 * how many people and vehicles, the equipment, discounts and add-ons. One form for both sides; staff
 * also give the customer (or none for a walk-in guest) and may override the business rules.
 */
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import type { Customer } from '#contract/customers';
import type { DiscountClass } from '#contract/lookups';
import { ErrorSummary, summaryItems } from '#web/components/form/ErrorSummary.tsx';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { COUNTRIES, US_STATES } from '#web/lib/us-states.ts';
import '#web/components/form/forms.css';
import type { AddOn } from '#contract/pricing';
import { REQUIRED_OCCUPANT_FIELDS, RESERVATION_FIELD_LABELS } from '#contract/reservations';
import { occupantFromCustomer } from '#web/lib/booking/booking-model.ts';
import { OCCUPANT_FIELD_ORDER, type OccupantField } from './occupant-resolver.ts';
import type { OccupantDraft } from '#web/lib/booking/claim-state.ts';
import { formatUsd } from '#web/lib/format.ts';

/** The request's labels (the server's messages name them too), and the staff form's customer field. */
export const OCCUPANT_LABELS = {
  ...RESERVATION_FIELD_LABELS,
  customerId: 'Customer ID',
  equipmentLength: 'Equipment Length (ft.)',
} as const;

const REQUIRED_FIELDS: ReadonlySet<string> = new Set([
  ...REQUIRED_OCCUPANT_FIELDS,
  'numberOfAdults',
  'numberOfVehicles',
]);

export interface OccupantFormProps {
  side: 'public' | 'admin';
  defaultValues: OccupantDraft;
  resolver: Resolver<OccupantDraft>;
  /** The signed-in customer (public): 'I am the primary occupant' copies their profile. */
  customer?: Customer;
  equipmentTypes: { id: number; name: string }[];
  /** Discount classes offered; null when none may be offered (with the reason in discountNote). */
  discountClasses: DiscountClass[] | null;
  discountNote?: string;
  addOns: AddOn[];
  /**
   * Resolves with the field messages of a request the server refused as malformed (HTTP 400, keyed by
   * request field), which the form shows at its fields; nothing otherwise.
   */
  onSubmit(draft: OccupantDraft): Promise<Record<string, string[]> | void>;
  onCancel(): void;
  submitLabel?: string;
  /** Staff changing a reservation: its customer stays (shown, not edited). */
  customerFixed?: boolean;
  children?: ReactNode;
}

export function OccupantForm(props: OccupantFormProps) {
  const { side, defaultValues, resolver, customer, equipmentTypes, discountClasses, addOns } = props;
  const idPrefix = `${useId().replace(/:/g, '')}-`;
  const { register, handleSubmit, formState, setValue, setError, control, getValues } =
    useForm<OccupantDraft>({
      defaultValues,
      resolver,
    });
  const { errors, submitCount, isSubmitting } = formState;
  const isPrimary = useWatch({ control, name: 'isCustomerPrimaryOccupant' });
  const selectedDiscounts = useWatch({ control, name: 'discounts' });
  const chosenAddOns = useWatch({ control, name: 'addOns' });

  // The occupant may be left blank when it is the customer (the server fills it in).
  const field = (name: OccupantField) => ({
    id: `${idPrefix}${name}`,
    label: OCCUPANT_LABELS[name],
    required: REQUIRED_FIELDS.has(name) && !(isPrimary && name.startsWith('primaryOccupant')),
    error: errors[name] as FieldError | undefined,
    ...register(name),
  });

  const togglePrimary = (checked: boolean) => {
    setValue('isCustomerPrimaryOccupant', checked);
    if (checked && customer) {
      for (const [name, value] of Object.entries(occupantFromCustomer(customer))) {
        setValue(name as keyof OccupantDraft, value as never, { shouldValidate: submitCount > 0 });
      }
    }
  };

  const toggleDiscount = (id: number, checked: boolean) =>
    setValue('discounts', checked ? [...selectedDiscounts, id] : selectedDiscounts.filter((d) => d !== id));

  const setAddOnQuantity = (id: number, text: string) => {
    const quantity = Math.max(0, Math.floor(Number(text) || 0));
    const others = chosenAddOns.filter((a) => a.id !== id);
    setValue('addOns', quantity > 0 ? [...others, { id, quantity }] : others);
  };

  const submit = handleSubmit(async () => {
    const fieldErrors = await props.onSubmit(getValues());
    for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
      const name = key.replace(/^body\./, '');
      if (OCCUPANT_FIELD_ORDER.includes(name as OccupantField) && messages[0]) {
        setError(name as OccupantField, { type: 'server', message: messages[0] });
      }
    }
  });

  return (
    <form className="account-form booking-form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        items={summaryItems(errors, [...OCCUPANT_FIELD_ORDER, 'root'])}
        submitCount={submitCount}
        idPrefix={idPrefix}
      />

      {side === 'admin' && (
        <fieldset>
          <legend>Customer</legend>
          <TextField
            {...field('customerId')}
            inputMode="numeric"
            readOnly={props.customerFixed}
            hint={
              props.customerFixed
                ? 'The reservation stays with its customer.'
                : 'Found above, or blank for a walk-in guest without an account.'
            }
            fieldClassName="span-3"
          />
          <div className="form-field span-3">
            <span className="form-field__label" id={`${idPrefix}sales-channel`}>
              Sales Channel
            </span>
            <p className="booking-form__value" aria-labelledby={`${idPrefix}sales-channel`}>
              Admin
            </p>
          </div>
          <label className="checkbox-label booking-form__wide">
            <input type="checkbox" {...register('overrideBusinessRule')} />
            Override business rules (recorded and reported)
          </label>
        </fieldset>
      )}

      <fieldset>
        <legend>Primary Occupant</legend>
        {side === 'public' && (
          <label className="checkbox-label booking-form__wide">
            <input
              type="checkbox"
              checked={isPrimary}
              onChange={(event) => togglePrimary(event.target.checked)}
            />
            I am the primary occupant
          </label>
        )}
        <TextField {...field('primaryOccupantFirstName')} autoComplete="given-name" fieldClassName="span-3" />
        <TextField {...field('primaryOccupantLastName')} autoComplete="family-name" fieldClassName="span-3" />
        <TextField {...field('primaryOccupantStreet1')} autoComplete="address-line1" />
        <TextField {...field('primaryOccupantStreet2')} autoComplete="address-line2" />
        <TextField {...field('primaryOccupantCity')} autoComplete="address-level2" fieldClassName="span-2" />
        <SelectField
          {...field('primaryOccupantState')}
          autoComplete="address-level1"
          options={US_STATES}
          placeholder="Select a state"
          fieldClassName="span-2"
        />
        <TextField
          {...field('primaryOccupantZipcode')}
          autoComplete="postal-code"
          inputMode="numeric"
          fieldClassName="span-2"
        />
        <SelectField
          {...field('primaryOccupantCountry')}
          autoComplete="country-name"
          options={COUNTRIES}
          fieldClassName="span-2"
        />
        <TextField
          {...field('primaryOccupantEmail')}
          type="email"
          autoComplete="email"
          fieldClassName="span-4"
        />
        <TextField
          {...field('primaryOccupantHomePhone')}
          type="tel"
          autoComplete="tel"
          fieldClassName="span-3"
        />
        <TextField {...field('primaryOccupantMobilePhone')} type="tel" fieldClassName="span-3" />
      </fieldset>

      <fieldset>
        <legend>Occupancy and Equipment</legend>
        <TextField {...field('numberOfAdults')} inputMode="numeric" fieldClassName="span-3" />
        <TextField {...field('numberOfVehicles')} inputMode="numeric" fieldClassName="span-3" />
        <SelectField
          {...field('equipmentTypeId')}
          options={equipmentTypes.map((t) => ({ value: String(t.id), label: t.name }))}
          placeholder="No equipment"
          fieldClassName="span-3"
        />
        <TextField {...field('equipmentLength')} inputMode="numeric" fieldClassName="span-3" />
      </fieldset>

      <fieldset>
        <legend>Discounts</legend>
        {discountClasses === null || discountClasses.length === 0 ? (
          <p className="booking-form__wide">{props.discountNote ?? 'No discounts are offered.'}</p>
        ) : (
          discountClasses.map((discount) => (
            <label key={discount.id} className="booking-form__discount">
              <input
                type="checkbox"
                checked={selectedDiscounts.includes(discount.id)}
                onChange={(event) => toggleDiscount(discount.id, event.target.checked)}
              />
              <span>
                <span className="booking-form__discount-name">{discount.name}</span>
                {discount.description && <span className="booking-form__note">{discount.description}</span>}
              </span>
            </label>
          ))
        )}
      </fieldset>

      {addOns.length > 0 && (
        <fieldset>
          <legend>Add-ons</legend>
          {addOns.map((addOn) => (
            <TextField
              key={addOn.id}
              id={`${idPrefix}addon-${addOn.id}`}
              label={`${addOn.name} (${formatUsd(addOn.price)} per ${addOn.unit})`}
              type="number"
              min={0}
              max={addOn.maxQuantity}
              inputMode="numeric"
              defaultValue={String(chosenAddOns.find((a) => a.id === addOn.id)?.quantity ?? 0)}
              onChange={(event) => setAddOnQuantity(addOn.id, event.target.value)}
              fieldClassName="span-3"
            />
          ))}
        </fieldset>
      )}

      {props.children}
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {props.submitLabel ?? 'Continue'}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
