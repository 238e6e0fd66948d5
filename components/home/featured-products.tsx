import Link from 'next/link';
import type { Product } from '@/lib/catalog';
import { toTile } from '@/components/product/card-data';
import { ProductTiles } from '@/components/product/product-tiles';
import { SectionHeading } from './section-heading';

/** 'Featured Products': six products with name and price, and 'View All Products' (spec section 2). */
export function FeaturedProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="container-page py-14">
      <SectionHeading id="featured-title" eyebrow="Handpicked" title="Featured Products" />
      <ProductTiles tiles={products.map(toTile)} look="featured" />
      <div className="mt-10 text-center">
        <Link href="/shop" className="btn btn-outline px-8">
          View All Products
        </Link>
      </div>
    </section>
  );
}
