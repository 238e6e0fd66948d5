import type { Product } from '@/lib/catalog';
import { toCard } from '@/components/product/card-data';
import { ProductCard } from '@/components/product/product-card';
import { SectionHeading } from './section-heading';

type Props = {
  id: string;
  title: string;
  eyebrow?: string;
  products: Product[];
  action?: { href: string; label: string };
  columns?: 3 | 4 | 5;
};

/** A titled grid of product cards ('Latest Collection', watches and eyewear…). */
export function ProductGridSection({ id, title, eyebrow, products, action, columns = 4 }: Props) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="container-page py-14">
      <SectionHeading id={id} title={title} eyebrow={eyebrow} action={action} />
      <div
        className={`grid grid-cols-2 gap-4 sm:gap-6 ${columns === 3 ? 'md:grid-cols-3' : columns === 5 ? 'md:grid-cols-3 lg:grid-cols-5' : 'md:grid-cols-3 lg:grid-cols-4'}`}
      >
        {products.map((p) => (
          <ProductCard key={p._id} product={toCard(p)} />
        ))}
      </div>
    </section>
  );
}
