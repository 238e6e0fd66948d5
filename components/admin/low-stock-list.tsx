import Link from 'next/link';
import type { ApiProduct } from '@/lib/catalog/shared/types';

/** Products whose tracked stock is running out, each linking to its edit page. */
export function LowStockList({ products }: { products: ApiProduct[] }) {
  return (
    <section aria-labelledby="low-stock" className="rounded-2xl border border-line bg-white p-5">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="low-stock" className="text-lg font-semibold">
          Low stock
        </h2>
        <Link href="/admin/products?stock=low" className="text-sm font-medium underline">
          All
        </Link>
      </div>
      {products.length === 0 ? (
        <p className="text-sm text-muted">No tracked product has 5 or fewer units.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {products.map((p) => (
            <li key={p._id} className="flex items-center justify-between gap-3 py-2">
              <Link href={`/admin/products/${p._id}`} className="min-w-0 truncate hover:underline">
                {p.name}
              </Link>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${p.stock === 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
              >
                {p.stock === 0 ? 'Sold out' : `${p.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
