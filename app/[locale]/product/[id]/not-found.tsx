import Link from 'next/link';

export default function ProductNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">404</p>
      <h1 className="mt-3 font-display text-4xl font-semibold">We couldn’t find that product</h1>
      <p className="mt-3 text-muted">It may have sold out for good or the link may be mistyped.</p>
      <Link href="/shop" className="btn btn-primary mt-8">
        Continue Shopping
      </Link>
    </div>
  );
}
