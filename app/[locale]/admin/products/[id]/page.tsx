import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ProductForm } from '@/components/admin/product-form';
import { getAdminProduct } from '@/lib/admin';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { listCategories } from '@/lib/catalog';
import { AppError } from '@/lib/errors';

export const metadata: Metadata = { title: 'Edit product' };

type Props = { params: Promise<{ id: string }> };

export default async function EditProductPage({ params }: Props) {
  await connection();
  const { id } = await params;
  if (!(await requireAdminPage(`/admin/products/${id}`))) return <AdminForbidden />;
  const [product, categories] = await Promise.all([
    getAdminProduct(id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') notFound();
      throw error;
    }),
    listCategories(),
  ]);
  return (
    <>
      <Link href="/admin/products" className="text-sm text-muted hover:underline">
        ← All products
      </Link>
      <AdminPageHeader title={product.name} description={`${product.slug} · ${product._id}`}>
        <Link href={`/product/${product._id}`} className="btn btn-outline">
          View in store
        </Link>
      </AdminPageHeader>
      <ProductForm key={product.updatedAt} product={product} categories={categories} />
    </>
  );
}

export const instant = false;
