import { ProductGridSkeleton } from '@/components/shop/product-grid-skeleton';

export default function ShopLoading() {
  return (
    <div className="container-page py-8">
      <div className="mb-6 h-10 w-56 animate-pulse rounded bg-stone-200" />
      <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:gap-10">
        <div className="hidden space-y-4 lg:block">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-24 animate-pulse rounded-xl bg-stone-200" />
          ))}
        </div>
        <ProductGridSkeleton count={12} />
      </div>
    </div>
  );
}
