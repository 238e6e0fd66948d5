import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="container-page py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">404</p>
      <h1 className="mt-3 font-display text-4xl font-semibold">This page could not be found</h1>
      <p className="mt-3 text-muted">The link may be broken or the page may have moved.</p>
      <Link href="/shop" className="btn btn-primary mt-8">
        Continue Shopping
      </Link>
    </div>
  );
}
