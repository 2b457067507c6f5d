/** What the people screens share: their paths, a titled section, the customer statuses by name. */
import { useId, type ReactNode } from 'react';
import { CUSTOMER_STATUSES } from '#contract/admin-customers';

export const peoplePaths = {
  customerSearch: '/admin/customer-search',
  customerAdd: '/admin/customer-add',
  customerView: (id: number) => `/admin/customer-view/${id}`,
  customerEdit: (id: number) => `/admin/customer-edit/${id}`,
  userModify: (id: number) => `/admin/user-modify/${id}`,
};

export function customerStatusName(id: number): string {
  return CUSTOMER_STATUSES.find((s) => s.id === id)?.name ?? String(id);
}

export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="desk-section" aria-labelledby={id}>
      <div className="desk-toolbar desk-toolbar--spread">
        <h2 id={id}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
