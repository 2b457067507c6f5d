import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Customer, CUSTOMER_DETAIL_FIELDS } from '#contract/customers';
import { customerFormSchema } from '#domain/validation/index';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { failureMessages } from '#web/lib/call.ts';
import { ErrorSummary, summaryItems } from '#web/components/form/ErrorSummary.tsx';
import { CustomerDetailsFields } from '#web/components/form/CustomerDetailsFields.tsx';
import { customerQueryKey } from '#web/lib/customer/own-customer.ts';
import { updateCustomer } from '#web/lib/customer/update-customer.ts';

type FormInput = z.input<typeof customerFormSchema>;
type FormOutput = z.output<typeof customerFormSchema>;

const FIELD_ORDER = CUSTOMER_DETAIL_FIELDS;
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

  return (
    <>
      <ErrorSummary items={summaryItems(errors, FIELD_ORDER)} submitCount={submitCount} idPrefix={ID} />
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <CustomerDetailsFields idPrefix={ID} register={register} errors={errors} />
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
