import Link from 'next/link';
import { smallImage, PLACEHOLDER_IMAGE } from '@/lib/media/url';
import { formatRupees } from '@/lib/money';
import type { ApiProduct } from '@/lib/catalog/shared/types';
import { ProductToggle } from './product-toggle';

function stockLabel(p: ApiProduct): { text: string; className: string } {
  if (!p.inStock)
    return { text: p.stock === 0 ? 'Sold out' : 'Out of stock', className: 'bg-red-100 text-red-800' };
  if (p.stock === null) return { text: 'Not tracked', className: 'bg-stone-100 text-stone-700' };
  if (p.stock <= 5) return { text: `${p.stock} left`, className: 'bg-amber-100 text-amber-900' };
  return { text: `${p.stock} in stock`, className: 'bg-green-100 text-green-800' };
}

/** The product table: image, name, price, stock, and publish / featured switches. */
export function ProductsTable({ products }: { products: ApiProduct[] }) {
  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white p-8 text-center text-muted">
        No products match.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line bg-canvas text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Product
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Stock
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Published
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Featured
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((p) => {
            const stock = stockLabel(p);
            return (
              <tr key={p._id} className="hover:bg-canvas" data-testid="admin-product-row">
                <td className="px-4 py-3">
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
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                  {p.price === null ? <span className="text-muted">No price</span> : formatRupees(p.price)}
                  {p.salePrice !== null && p.regularPrice !== null ? (
                    <div className="text-xs text-muted line-through">{formatRupees(p.regularPrice)}</div>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <span
                    className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${stock.className}`}
                  >
                    {stock.text}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <ProductToggle
                    productId={p._id}
                    field="published"
                    value={p.published}
                    label={`Published: ${p.name}`}
                  />
                </td>
                <td className="px-4 py-3">
                  <ProductToggle
                    productId={p._id}
                    field="isFeatured"
                    value={p.isFeatured}
                    label={`Featured: ${p.name}`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
