import Link from 'next/link';
import type { Product } from '@/lib/catalog';
import { Price } from '@/components/product/price';
import { ProductImage } from '@/components/product/product-image';
import { SectionHeading } from './section-heading';

/** 'Featured Products': six products with name and price, and 'View All Products' (spec section 2). */
export function FeaturedProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="container-page py-14">
      <SectionHeading id="featured-title" eyebrow="Handpicked" title="Featured Products" />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {products.map((p) => (
          <li key={p._id}>
            <Link href={`/product/${p._id}`} prefetch={false} data-intent-prefetch className="group block">
              <div className="aspect-[4/5] overflow-hidden rounded-2xl bg-stone-100">
                <ProductImage
                  src={p.image[0]}
                  sizes="(min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw"
                  alt={p.name}
                  width={400}
                  height={500}
                  loading="lazy"
                  className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                />
              </div>
              <h3 className="mt-3 line-clamp-1 text-sm font-medium">{p.name}</h3>
              <Price price={p.price} regularPrice={p.regularPrice} />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link href="/shop" className="btn btn-outline px-8">
          View All Products
        </Link>
      </div>
    </section>
  );
}
