/**
 * /admin/customer-add and /admin/customer-edit/{customerId} (admin §2.3, §3.6): the customer's name,
 * contact and address with the public form's rules; on add, whether to make an online account (then a
 * username, and the customer is mailed how to choose a password). Server field messages land on their
 * fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import type { AdminCustomer } from '#contract/admin-customers';
import { CUSTOMER_DETAIL_FIELDS } from '#contract/customers';
import { customerFields, optionalText, usernameRules } from '#domain/validation/index';
import { CustomerDetailsFields } from '#web/components/form/CustomerDetailsFields.tsx';
import { ErrorSummary, summaryItems } from '#web/components/form/ErrorSummary.tsx';
import { TextField } from '#web/components/form/fields.tsx';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { adminCustomerQueryKey, useAdminCustomer } from '#web/lib/people/admin-customer.ts';
import { addCustomer, saveCustomer } from '#web/lib/people/save-customer.ts';
import { peoplePaths } from './shared.tsx';
import '#web/components/form/forms.css';
import '../front-desk/front-desk.css';

const USERNAME_REQUIRED = 'Username is required for an online account.';
const formSchema = z
  .object({ ...customerFields, createUser: z.boolean(), username: optionalText('Username', usernameRules) })
  .superRefine((form, ctx) => {
    if (form.createUser && !form.username)
      ctx.addIssue({ code: 'custom', path: ['username'], message: USERNAME_REQUIRED });
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FIELD_ORDER = [...CUSTOMER_DETAIL_FIELDS, 'username'] as const;
const ID = 'customer-';

function formValues(c: AdminCustomer | undefined): FormInput {
  return {
    createUser: false,
    username: '',
    prefixName: c?.prefixName ?? '',
    firstName: c?.firstName ?? '',
    middleName: c?.middleName ?? '',
    lastName: c?.lastName ?? '',
    suffixName: c?.suffixName ?? '',
    email: c?.email ?? '',
    primaryPhoneNumber: c?.primaryPhoneNumber ?? '',
    alternatePhoneNumber: c?.alternatePhoneNumber ?? '',
    street1: c?.street1 ?? '',
    street2: c?.street2 ?? '',
    city: c?.city ?? '',
    state: c?.state ?? '',
    zipcode: c?.zipcode ?? '',
    zipcodePlus4: c?.zipcodePlus4 ?? '',
    country: c?.country || 'United States',
    timezoneId: c?.timezoneId ?? undefined,
  };
}

function CustomerForm({ customer }: { customer?: AdminCustomer }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const accountId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: formValues(customer),
  });
  const createUser = useWatch({ control, name: 'createUser' });

  const onSubmit = handleSubmit(async ({ createUser: withAccount, username, ...fields }) => {
    setFailure(null);
    try {
      const saved = customer
        ? await saveCustomer(auth.bearerApi, { ...fields, customerId: customer.id })
        : await addCustomer(auth.bearerApi, withAccount ? { ...fields, username } : fields, withAccount);
      queryClient.setQueryData(adminCustomerQueryKey(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: ['me', 'people'] });
      navigate(peoplePaths.customerView(saved.id));
    } catch (error) {
      const fieldErrors = error instanceof CallError ? error.fieldErrors : {};
      let placed = false;
      for (const [key, messages] of Object.entries(fieldErrors)) {
        const name = key.replace(/^body\./, '');
        if ((FIELD_ORDER as readonly string[]).includes(name)) {
          setError(name as (typeof FIELD_ORDER)[number], { message: messages[0] });
          placed = true;
        }
      }
      if (!placed) setFailure(failureMessages(error).join(' '));
    }
  });

  return (
    <>
      <ErrorSummary items={summaryItems(errors, FIELD_ORDER)} submitCount={submitCount} idPrefix={ID} />
      {failure && (
        <div role="alert" className="desk-error">
          {failure}
        </div>
      )}
      <form className="account-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <CustomerDetailsFields idPrefix={ID} register={register} errors={errors} />
        {!customer && (
          <fieldset>
            <legend>Online account</legend>
            <div className="form-field">
              <label htmlFor={accountId}>
                <input id={accountId} type="checkbox" {...register('createUser')} /> Make an online account
                (the customer is e-mailed their username and a code to choose a password)
              </label>
            </div>
            {createUser && (
              <TextField
                id={`${ID}username`}
                label="Username"
                required
                autoComplete="off"
                error={errors.username}
                {...register('username')}
              />
            )}
          </fieldset>
        )}
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : customer ? 'Save Customer' : 'Add Customer'}
          </button>
          <Link
            className="button button--secondary"
            to={customer ? peoplePaths.customerView(customer.id) : peoplePaths.customerSearch}
          >
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}

export function CustomerAddPage() {
  usePageTitle('Admin', 'Add Customer');
  return (
    <div className="page desk-page desk-page--narrow">
      <div className="desk-page__head">
        <h1>Add Customer</h1>
      </div>
      <CustomerForm />
    </div>
  );
}

export function CustomerEditPage() {
  usePageTitle('Admin', 'Edit Customer');
  const id = Number(useParams().customerId);
  const customer = useAdminCustomer(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <div className="page desk-page desk-page--narrow">
      <div className="desk-page__head">
        <h1>Edit Customer</h1>
      </div>
      {customer.isPending ? (
        <Spinner label="Loading the customer" />
      ) : customer.isError ? (
        <LoadError what="the customer" onRetry={() => void customer.refetch()} />
      ) : (
        <CustomerForm customer={customer.data} />
      )}
    </div>
  );
}
