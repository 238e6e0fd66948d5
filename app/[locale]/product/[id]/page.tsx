import type { Metadata } from 'next';
import { ProductPage, productMetadata } from './product-page';

type Props = { params: Promise<{ id: string }> };

/**
 * One id that is not a product id, so the build renders no product (and opens no database). It makes
 * `id` a parameter Next.js keeps a page for: each product's first request renders it whole and stores
 * it, the next ones are served from the cache (without it every request would be rendered).
 */
export function generateStaticParams() {
  return [{ id: 'build-placeholder' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata((await params).id);
}

export default async function ProductRoute({ params }: Props) {
  return <ProductPage id={(await params).id} />;
}
