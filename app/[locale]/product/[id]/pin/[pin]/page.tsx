import type { Metadata } from 'next';
import { ProductPage, productMetadata } from '../../product-page';

/** `/product/<id>?pin=<pin>` as proxy.ts rewrites it: the page with the delivery answer for that PIN. */
type Props = { params: Promise<{ id: string; pin: string }> };

/** As for /product/[id]: a placeholder that renders nothing at build, so each URL is kept once rendered. */
export function generateStaticParams() {
  return [{ id: 'build-placeholder', pin: 'invalid' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata((await params).id);
}

export default async function ProductPinRoute({ params }: Props) {
  const { id, pin } = await params;
  return <ProductPage id={id} pin={pin} />;
}
