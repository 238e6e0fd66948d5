import { useEffect, useState } from 'react';
import { HeartIcon } from './icons';
import { ProductCard } from './ProductCard';
import { listUrl, type ListAnswer, type ListedProduct } from './store';

type Listing =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; products: ListedProduct[]; total: number };

/** The single-page store: a header bar and the shop view, rendered in the browser from the list API. */
export function App() {
  return (
    <>
      <Header />
      <Shop />
    </>
  );
}

function Header() {
  return (
    <header className="bar">
      <a className="brand" href="/react/">
        Kapas &amp; Co.
      </a>
      <nav className="nav" aria-label="Main">
        <a href="/react/">Shop</a>
        <a href="/react/women">Women</a>
        <a href="/react/men">Men</a>
        <a href="/react/sale">Sale</a>
      </nav>
      <div className="tools">
        <a className="icon-link" href="/react/wishlist" aria-label="Wishlist">
          <HeartIcon filled={false} />
        </a>
        <a className="icon-link" href="/react/cart" aria-label="Cart">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </a>
      </div>
    </header>
  );
}

function Shop() {
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [wished, setWished] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    fetch(listUrl(window.location.search), { signal: controller.signal })
      .then((res) => res.json() as Promise<ListAnswer>)
      .then((data) => {
        if (!data.success) throw new Error(data.message ?? 'The store could not list products.');
        setListing({ state: 'loaded', products: data.products, total: data.total ?? data.products.length });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setListing({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, []);

  const toggle = (id: string) =>
    setWished((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <main className="page">
      <h1 className="title">Shop</h1>
      {listing.state === 'loading' ? (
        <p className="status" aria-busy="true">
          Loading products…
        </p>
      ) : listing.state === 'failed' ? (
        <p className="status" role="alert">
          {listing.message}
        </p>
      ) : (
        <>
          <p className="count">{listing.total.toLocaleString('en-IN')} products</p>
          <div className="grid">
            {listing.products.map((p) => (
              <ProductCard key={p._id} product={p} wished={wished.has(p._id)} onWish={toggle} />
            ))}
          </div>
        </>
      )}
    </main>
  );
}
