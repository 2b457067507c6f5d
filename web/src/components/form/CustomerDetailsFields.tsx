import type { ReactNode } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { CUSTOMER_DETAIL_FIELDS } from '#contract/customers';
import { CUSTOMER_FIELD_LABELS as L } from '#domain/validation/index';
import { COUNTRIES, US_STATES } from '#web/lib/us-states.ts';
import { SelectField, TextField } from './fields.tsx';

type CustomerDetailField = (typeof CUSTOMER_DETAIL_FIELDS)[number];

/**
 * The three fieldsets (Your name, Contact, Address) that create account and edit profile share (public
 * §3.7 customer request): one form's register and errors, ids prefixed so the error summary can link them.
 */
export function CustomerDetailsFields<T extends FieldValues>({
  idPrefix,
  register,
  errors,
  emailStatus,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Shown under the e-mail field, e.g. its availability. */
  emailStatus?: ReactNode;
}) {
  const field = (name: CustomerDetailField) => ({
    id: `${idPrefix}${name}`,
    error: errors[name] as FieldError | undefined,
    ...register(name as Path<T>),
  });
  return (
    <>
      <fieldset>
        <legend>Your name</legend>
        <TextField
          {...field('prefixName')}
          label={L.prefixName}
          autoComplete="honorific-prefix"
          fieldClassName="span-2"
        />
        <TextField
          {...field('firstName')}
          label={L.firstName}
          autoComplete="given-name"
          required
          fieldClassName="span-4"
        />
        <TextField
          {...field('middleName')}
          label={L.middleName}
          autoComplete="additional-name"
          fieldClassName="span-2"
        />
        <TextField
          {...field('lastName')}
          label={L.lastName}
          autoComplete="family-name"
          required
          fieldClassName="span-2"
        />
        <TextField
          {...field('suffixName')}
          label={L.suffixName}
          autoComplete="honorific-suffix"
          fieldClassName="span-2"
        />
      </fieldset>

      <fieldset>
        <legend>Contact</legend>
        <TextField
          {...field('email')}
          label={L.email}
          type="email"
          autoComplete="email"
          required
          status={emailStatus}
        />
        <TextField
          {...field('primaryPhoneNumber')}
          label={L.primaryPhoneNumber}
          type="tel"
          autoComplete="tel"
          required
          fieldClassName="span-3"
        />
        <TextField
          {...field('alternatePhoneNumber')}
          label={L.alternatePhoneNumber}
          type="tel"
          fieldClassName="span-3"
        />
      </fieldset>

      <fieldset>
        <legend>Address</legend>
        <TextField {...field('street1')} label={L.street1} autoComplete="address-line1" required />
        <TextField {...field('street2')} label={L.street2} autoComplete="address-line2" />
        <TextField
          {...field('city')}
          label={L.city}
          autoComplete="address-level2"
          required
          fieldClassName="span-3"
        />
        <SelectField
          {...field('state')}
          label={L.state}
          autoComplete="address-level1"
          required
          options={US_STATES}
          placeholder="Select a state"
          fieldClassName="span-3"
        />
        <TextField
          {...field('zipcode')}
          label={L.zipcode}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          fieldClassName="span-2"
        />
        <TextField
          {...field('zipcodePlus4')}
          label={L.zipcodePlus4}
          inputMode="numeric"
          fieldClassName="span-2"
        />
        <SelectField
          {...field('country')}
          label={L.country}
          autoComplete="country-name"
          required
          options={COUNTRIES}
          fieldClassName="span-2"
        />
      </fieldset>
    </>
  );
}
