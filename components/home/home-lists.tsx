'use client';

import Link from 'next/link';
import { Price } from '@/components/product/price';
import { ProductImage } from '@/components/product/product-image';
import { Carousel } from '@/components/ui/carousel';

/*
 * The home page's lists (policies, reasons, category tiles, curated edits, the spotlight) as client components fed
 * their words and links: the server works out what they say (the store policy, the catalogue's
 * pictures), and the page's payload carries that, not the markup drawn from it (issue 26).
 */

/** Lucide's icons by name, each drawn by a CSS mask (app/globals.css): a class in the page, not an SVG. */
const ICONS = {
  Award: 'icon-award',
  Headphones: 'icon-headphones',
  Package: 'icon-package',
  RefreshCw: 'icon-refresh',
  RotateCcw: 'icon-rotate-ccw',
  ShieldCheck: 'icon-shield-check',
  Star: 'icon-star',
  Truck: 'icon-truck',
  Users: 'icon-users',
};

/** A policy or a reason: an icon by name, a title and a line. */
export type IconItem = { icon: keyof typeof ICONS; title: string; body: string };

/** The policies strip's four policies, each under its round icon. */
export function PolicyList({ items }: { items: IconItem[] }) {
  return (
    <ul className="container-page grid gap-8 py-12 text-center sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ icon, title, body }) => (
        <li key={title} className="flex flex-col items-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <span aria-hidden className={`icon h-6 w-6 ${ICONS[icon]}`} />
          </span>
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-muted">{body}</p>
        </li>
      ))}
    </ul>
  );
}

/** Why choose us: six cards, the icon beside the words. */
export function ReasonList({ items }: { items: IconItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon, title, body }) => (
        <li key={title} className="flex gap-4 rounded-2xl bg-white p-6">
          <span aria-hidden className={`icon h-6 w-6 text-brand-700 ${ICONS[icon]}`} />
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted">{body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A picture link: a category tile or a curated edit. */
export type PictureLink = { title: string; href: string; image: string | undefined; body?: string };

/** Shop by category: round pictures, each to its category's listing. */
export function CategoryTileList({ tiles }: { tiles: PictureLink[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map((tile) => (
        <li key={tile.title}>
          <Link href={tile.href} className="group block text-center" data-testid="category-tile">
            <div className="aspect-square overflow-hidden rounded-full bg-brand-50">
              <ProductImage
                src={tile.image}
                sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
                alt=""
                width={400}
                height={400}
                loading="lazy"
                className="card-img"
              />
            </div>
            <span className="mt-3 block text-sm font-semibold">{tile.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Curated edits: tall pictures with their title and line over a dark fade. */
export function CuratedList({ edits }: { edits: PictureLink[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {edits.map((c) => (
        <li key={c.title}>
          <Link href={c.href} className="group relative block overflow-hidden rounded-3xl">
            <ProductImage
              src={c.image}
              sizes="(min-width: 768px) 33vw, 100vw"
              alt=""
              width={800}
              height={1000}
              loading="lazy"
              className="aspect-[4/5] w-full object-cover transition duration-700 group-hover:scale-105"
            />
            <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/10 to-transparent" />
            <div className="absolute inset-x-0 bottom-0 p-6 text-white">
              <h3 className="font-display text-2xl font-semibold">{c.title}</h3>
              <p className="mt-2 text-sm text-white/85">{c.body}</p>
              <span className="mt-4 inline-block text-sm font-semibold underline underline-offset-4">
                Explore →
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A spotlight slide's product: what the slide shows, the category as shoppers read it. */
export type SpotlightProduct = {
  _id: string;
  name: string;
  image: string | undefined;
  category: string;
  text: string;
  price: number | null;
  regularPrice: number | null;
};

/** Featured this week: one product a slide, its picture beside its words and price. */
export function SpotlightCarousel({ products }: { products: SpotlightProduct[] }) {
  const slides = products.map((p) => (
    <div key={p._id} className="grid items-center gap-6 bg-stone-900 text-white md:grid-cols-2">
      <ProductImage
        src={p.image}
        sizes="(min-width: 768px) 50vw, 100vw"
        alt={p.name}
        width={800}
        height={1000}
        loading="lazy"
        className="aspect-[4/5] h-full max-h-[28rem] w-full object-cover md:aspect-auto"
      />
      <div className="p-8 md:p-12">
        <p className="eyebrow text-brand-200">{p.category}</p>
        <h3 className="mt-3 font-display text-3xl font-semibold">{p.name}</h3>
        <p className="mt-3 line-clamp-3 text-sm text-stone-300">{p.text}</p>
        <div className="mt-5 text-white">
          <Price price={p.price} regularPrice={p.regularPrice} size="lg" tone="dark" />
        </div>
        <Link
          href={`/product/${p._id}`}
          prefetch={false}
          data-intent-prefetch
          className="btn mt-6 bg-white text-ink hover:bg-brand-100"
        >
          View product
        </Link>
      </div>
    </div>
  ));
  return <Carousel label="Featured products" slides={slides} />;
}
