import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { AdminSection } from '@/components/admin/admin-section';
import { CatalogueImport } from '@/components/admin/catalogue-import';
import { ProductFilters } from '@/components/admin/product-filters';
import { ProductsTable } from '@/components/admin/products-table';
import { QueryError } from '@/components/admin/query-error';
import { adminProductQuerySchema, listAdminProducts } from '@/lib/admin';
import { keptFilters, readAdminQuery, type AdminPageProps } from '@/lib/admin/page-auth';
import { listCategories } from '@/lib/catalog';

export const metadata: Metadata = { title: 'Products' };

export default async function AdminProductsPage({ searchParams }: AdminPageProps) {
  await connection();
  const admin = await readAdminQuery('/admin/products', searchParams, adminProductQuerySchema);
  if (!admin) return <AdminForbidden />;
  const { query, error } = admin;
  const [result, categories] = await Promise.all([listAdminProducts(query), listCategories()]);
  return (
    <>
      <AdminPageHeader title="Products" description="Drafts and hidden products are listed too.">
        {/* A download, not a page: a plain link keeps the owner's cookie and Excel gets the file. */}
        <a href="/api/admin/products/export" download className="btn btn-outline">
          Export CSV
        </a>
        <Link href="/admin/products/new" className="btn btn-primary">
          Add product
        </Link>
      </AdminPageHeader>
      {error ? <QueryError message={error} /> : null}
      <ProductFilters query={query} categories={categories} />
      <ProductsTable products={result.products} />
      <AdminPagination of={result} path="/admin/products" keep={keptFilters(query)} noun="product" />
      <AdminSection id="catalogue-import" title="Import a catalogue file" className="mt-8">
        <p className="text-sm text-muted">
          Export the catalogue, edit it in a spreadsheet and upload it here. Nothing changes until you apply
          the checked file.
        </p>
        <CatalogueImport />
      </AdminSection>
    </>
  );
}

export const instant = false;
