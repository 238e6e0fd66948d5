import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ProductForm } from '@/components/admin/product-form';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { listCategories } from '@/lib/catalog';

export const metadata: Metadata = { title: 'New product' };

export default async function NewProductPage() {
  await connection();
  if (!(await requireAdminPage('/admin/products/new'))) return <AdminForbidden />;
  const categories = await listCategories();
  return (
    <>
      <Link href="/admin/products" className="text-sm text-muted hover:underline">
        ← All products
      </Link>
      <AdminPageHeader title="New product" description="Prices in rupees, weight in kilograms." />
      <ProductForm product={null} categories={categories} />
    </>
  );
}

export const instant = false;
