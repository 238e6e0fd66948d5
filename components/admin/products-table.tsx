import Link from 'next/link';
import { smallImage, PLACEHOLDER_IMAGE } from '@/lib/media/url';
import { formatRupees } from '@/lib/money';
import type { ApiProduct } from '@/lib/catalog/shared/types';
import { Cell, DataTable, type DataColumn } from './data-table';
import { ProductToggle } from './product-toggle';

function stockLabel(p: ApiProduct): { text: string; className: string } {
  if (!p.inStock)
    return { text: p.stock === 0 ? 'Sold out' : 'Out of stock', className: 'bg-red-100 text-red-800' };
  if (p.stock === null) return { text: 'Not tracked', className: 'bg-stone-100 text-stone-700' };
  if (p.stock <= 5) return { text: `${p.stock} left`, className: 'bg-amber-100 text-amber-900' };
  return { text: `${p.stock} in stock`, className: 'bg-green-100 text-green-800' };
}

const columns: DataColumn[] = [
  { label: 'Product' },
  { label: 'Price', align: 'right' },
  { label: 'Stock' },
  { label: 'Published' },
  { label: 'Featured' },
];

const switches = [
  ['published', 'Published'],
  ['isFeatured', 'Featured'],
] as const;

/** The product table: image, name, price, stock, and publish / featured switches. */
export function ProductsTable({ products }: { products: ApiProduct[] }) {
  return (
    <DataTable
      columns={columns}
      items={products}
      empty="No products match."
      row={(p) => {
        const stock = stockLabel(p);
        return (
          <tr key={p._id} className="hover:bg-canvas" data-testid="admin-product-row">
            <Cell>
              <div className="flex items-center gap-3">
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={p.image[0] ? smallImage(p.image[0]) : PLACEHOLDER_IMAGE}
                  alt=""
                  width={40}
                  height={50}
                  className="h-12 w-10 shrink-0 rounded-md bg-canvas object-cover"
                />
                <div className="min-w-0">
                  <Link href={`/admin/products/${p._id}`} className="font-medium hover:underline">
                    {p.name}
                  </Link>
                  <div className="text-xs text-muted">
                    {p.category}
                    {p.visibilityInCatalog !== 'visible' ? ` · visibility: ${p.visibilityInCatalog}` : ''}
                  </div>
                </div>
              </div>
            </Cell>
            <Cell className="whitespace-nowrap text-right tabular-nums">
              {p.price === null ? <span className="text-muted">No price</span> : formatRupees(p.price)}
              {p.salePrice !== null && p.regularPrice !== null ? (
                <div className="text-xs text-muted line-through">{formatRupees(p.regularPrice)}</div>
              ) : null}
            </Cell>
            <Cell>
              <span
                className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${stock.className}`}
              >
                {stock.text}
              </span>
            </Cell>
            {switches.map(([field, label]) => (
              <Cell key={field}>
                <ProductToggle
                  productId={p._id}
                  field={field}
                  value={p[field]}
                  label={`${label}: ${p.name}`}
                />
              </Cell>
            ))}
          </tr>
        );
      }}
    />
  );
}
