import type { Metadata } from 'next';
import { ProductPage, productMetadata } from './product-page';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata((await params).id);
}

export default async function ProductRoute({ params }: Props) {
  return <ProductPage id={(await params).id} />;
}
