import { desc } from 'drizzle-orm';
import { db } from '@/lib/db';
import { formatPaise } from '@/lib/money';
import { products } from '@/models';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const rows = await db.select().from(products).orderBy(desc(products.createdAt)).limit(8);
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl">Latest Collection</h1>
      <ul className="mt-6 grid grid-cols-2 gap-6 md:grid-cols-4">
        {rows.map((p) => (
          <li key={p.id}>
            <p className="font-medium">{p.name}</p>
            <p>{p.pricePaise == null ? 'Price not available' : formatPaise(p.pricePaise)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
