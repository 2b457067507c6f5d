import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Customer } from '#contract/customers';
import { CUSTOMER_FIELD_LABELS as L, customerFormSchema } from '#domain/validation/index';
import { useAlertStore } from '../../app/alerts/alerts-context.tsx';
import { useAuth } from '../../app/auth/auth-context.tsx';
import { failureMessages } from '../account/api.ts';
import { ErrorSummary, summaryItems } from '../account/form/ErrorSummary.tsx';
import { SelectField, TextField } from '../account/form/fields.tsx';
import { COUNTRIES, US_STATES } from '../account/us-states.ts';
import { customerQueryKey, updateCustomer } from './api.ts';

type FormInput = z.input<typeof customerFormSchema>;
type FormOutput = z.output<typeof customerFormSchema>;

const FIELD_ORDER = [
  'prefixName',
  'firstName',
  'middleName',
  'lastName',
  'suffixName',
  'email',
  'primaryPhoneNumber',
  'alternatePhoneNumber',
  'street1',
  'street2',
  'city',
  'state',
  'zipcode',
  'zipcodePlus4',
  'country',
] as const;
const ID = 'profile-';

function formValues(customer: Customer): FormInput {
  const address = customer.addresses.find((a) => a.isPrimary) ?? customer.addresses[0];
  return {
    prefixName: customer.prefixName ?? '',
    firstName: customer.firstName,
    middleName: customer.middleName ?? '',
    lastName: customer.lastName,
    suffixName: customer.suffixName ?? '',
    email: customer.email,
    primaryPhoneNumber: customer.customerPhoneNumbers.find((p) => p.isPrimary)?.number ?? '',
    alternatePhoneNumber: customer.customerPhoneNumbers.find((p) => !p.isPrimary)?.number ?? '',
    street1: address?.street1 ?? '',
    street2: address?.street2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipcode: address?.zipcode ?? '',
    zipcodePlus4: address?.zipcodePlus4 ?? '',
    country: address?.country || 'United States',
    timezoneId: customer.timezoneId ?? undefined,
  };
}

/** Edit profile (PUT Customer) with the same field rules as create account (public §5.2). */
export function EditProfileForm({
  customer,
  onCancel,
  onSaved,
}: {
  customer: Customer;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { bearerApi } = useAuth();
  const alerts = useAlertStore();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(customerFormSchema),
    mode: 'onChange',
    defaultValues: formValues(customer),
  });

  const onSubmit = handleSubmit(async (form) => {
    alerts.clearLayer('public');
    try {
      const updated = await updateCustomer(bearerApi, { ...form, customerId: customer.id });
      queryClient.setQueryData(customerQueryKey(customer.externalUserId), updated);
      await queryClient.invalidateQueries({ queryKey: ['me', 'customer'] });
      onSaved();
    } catch (error) {
      failureMessages(error).forEach((message) => alerts.danger(message, 'public'));
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    }
  });

  const field = (name: (typeof FIELD_ORDER)[number]) => ({ id: `${ID}${name}`, error: errors[name] });

  return (
    <>
      <ErrorSummary items={summaryItems(errors, FIELD_ORDER)} submitCount={submitCount} idPrefix={ID} />
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <fieldset>
          <legend>Your name</legend>
          <TextField
            {...field('prefixName')}
            label={L.prefixName}
            autoComplete="honorific-prefix"
            fieldClassName="span-2"
            {...register('prefixName')}
          />
          <TextField
            {...field('firstName')}
            label={L.firstName}
            autoComplete="given-name"
            required
            fieldClassName="span-4"
            {...register('firstName')}
          />
          <TextField
            {...field('middleName')}
            label={L.middleName}
            autoComplete="additional-name"
            fieldClassName="span-2"
            {...register('middleName')}
          />
          <TextField
            {...field('lastName')}
            label={L.lastName}
            autoComplete="family-name"
            required
            fieldClassName="span-2"
            {...register('lastName')}
          />
          <TextField
            {...field('suffixName')}
            label={L.suffixName}
            autoComplete="honorific-suffix"
            fieldClassName="span-2"
            {...register('suffixName')}
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
            {...register('email')}
          />
          <TextField
            {...field('primaryPhoneNumber')}
            label={L.primaryPhoneNumber}
            type="tel"
            autoComplete="tel"
            required
            fieldClassName="span-3"
            {...register('primaryPhoneNumber')}
          />
          <TextField
            {...field('alternatePhoneNumber')}
            label={L.alternatePhoneNumber}
            type="tel"
            fieldClassName="span-3"
            {...register('alternatePhoneNumber')}
          />
        </fieldset>
        <fieldset>
          <legend>Address</legend>
          <TextField
            {...field('street1')}
            label={L.street1}
            autoComplete="address-line1"
            required
            {...register('street1')}
          />
          <TextField
            {...field('street2')}
            label={L.street2}
            autoComplete="address-line2"
            {...register('street2')}
          />
          <TextField
            {...field('city')}
            label={L.city}
            autoComplete="address-level2"
            required
            fieldClassName="span-3"
            {...register('city')}
          />
          <SelectField
            {...field('state')}
            label={L.state}
            autoComplete="address-level1"
            required
            options={US_STATES}
            placeholder="Select a state"
            fieldClassName="span-3"
            {...register('state')}
          />
          <TextField
            {...field('zipcode')}
            label={L.zipcode}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            fieldClassName="span-2"
            {...register('zipcode')}
          />
          <TextField
            {...field('zipcodePlus4')}
            label={L.zipcodePlus4}
            inputMode="numeric"
            fieldClassName="span-2"
            {...register('zipcodePlus4')}
          />
          <SelectField
            {...field('country')}
            label={L.country}
            autoComplete="country-name"
            required
            options={COUNTRIES}
            fieldClassName="span-2"
            {...register('country')}
          />
        </fieldset>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Profile'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </>
  );
}
