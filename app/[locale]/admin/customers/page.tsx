import { connection } from 'next/server';
import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { CustomersTable } from '@/components/admin/customers-table';
import { FilterBar, type FilterField } from '@/components/admin/filter-bar';
import { QueryError } from '@/components/admin/query-error';
import { adminCustomerQuerySchema, listAdminCustomers } from '@/lib/admin';
import { keptFilters, readAdminQuery, type AdminPageProps } from '@/lib/admin/page-auth';

export const metadata: Metadata = { title: 'Customers' };

const fields: FilterField[] = [
  { name: 'q', label: 'Name, e-mail or phone', wide: true, placeholder: 'e.g. Asha or 98765 43210' },
  {
    name: 'status',
    label: 'Account',
    anyLabel: 'All accounts',
    choices: [
      ['active', 'Active'],
      ['blocked', 'Blocked'],
    ],
  },
];

/** The store's shoppers, newest sign-up first, searchable, with their orders, returns and spend. */
export default async function AdminCustomersPage({ searchParams }: AdminPageProps) {
  await connection();
  const admin = await readAdminQuery('/admin/customers', searchParams, adminCustomerQuerySchema);
  if (!admin) return <AdminForbidden />;
  const { query, error } = admin;
  const result = await listAdminCustomers(query);
  return (
    <>
      <AdminPageHeader
        title="Customers"
        description="Newest sign-ups first. Spend counts orders that were not cancelled and whose payment did not fail or was not refunded. Dates are India time."
      />
      <FilterBar
        label="Find customers"
        idPrefix="customers"
        fields={fields}
        values={query}
        submitLabel="Search"
        clearHref="/admin/customers"
      />
      {error ? <QueryError message={error} /> : null}
      <CustomersTable customers={result.customers} />
      <AdminPagination of={result} path="/admin/customers" keep={keptFilters(query)} noun="customer" />
    </>
  );
}

export const instant = false;
