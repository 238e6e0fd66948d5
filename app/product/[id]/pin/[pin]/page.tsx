import type { Metadata } from 'next';
import { ProductPage, productMetadata } from '../../product-page';

export const dynamic = 'force-dynamic';

/** `/product/<id>?pin=<pin>` as proxy.ts rewrites it: the page with the delivery answer for that PIN. */
type Props = { params: Promise<{ id: string; pin: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata((await params).id);
}

export default async function ProductPinRoute({ params }: Props) {
  const { id, pin } = await params;
  return <ProductPage id={id} pin={pin} />;
}
