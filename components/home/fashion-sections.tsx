import Link from 'next/link';
import { Award, Package, ShieldCheck, Star, Truck, Users } from 'lucide-react';
import { displayName, type Product } from '@/lib/catalog';
import { fashionCategoryTiles } from '@/lib/home';
import { categoryImage } from '@/lib/media/catalogue-art';
import { getStoreConfig } from '@/lib/store-config';
import {
  deliveryDaysText,
  freeShippingText,
  shippingTitle,
  type ShippingTerms,
  replyTimeText,
  returnDaysText,
  returnWindowText,
  STORE_POLICY,
} from '@/lib/store-policy';
import { toTile } from '@/components/product/card-data';
import { Price } from '@/components/product/price';
import { ProductImage } from '@/components/product/product-image';
import { ProductTiles } from '@/components/product/product-tiles';
import { Carousel } from '@/components/ui/carousel';
import { SectionHeading } from './section-heading';

/** Featured-product carousel: five random products with images. */
export function FeaturedCarousel({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  const slides = products.map((p) => (
    <div key={p._id} className="grid items-center gap-6 bg-stone-900 text-white md:grid-cols-2">
      <ProductImage
        src={p.image[0]}
        sizes="(min-width: 768px) 50vw, 100vw"
        alt={p.name}
        width={800}
        height={1000}
        loading="lazy"
        className="aspect-[4/5] h-full max-h-[28rem] w-full object-cover md:aspect-auto"
      />
      <div className="p-8 md:p-12">
        <p className="eyebrow text-brand-200">{displayName(p.category)}</p>
        <h3 className="mt-3 font-display text-3xl font-semibold">{p.name}</h3>
        <p className="mt-3 line-clamp-3 text-sm text-stone-300">{p.shortDescription}</p>
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
  return (
    <section aria-labelledby="spotlight-title" className="container-page py-14">
      <SectionHeading id="spotlight-title" eyebrow="In the spotlight" title="Featured this week" />
      <Carousel label="Featured products" slides={slides} />
    </section>
  );
}

const curated = [
  {
    title: 'The Wedding Edit',
    body: 'Bandhgala-inspired blazers and sharp suits for the season of shaadis.',
    href: `/shop?category=${encodeURIComponent("Men's Suits And Blazers")}`,
    category: "Men's Suits And Blazers",
  },
  {
    title: 'Workweek Shirts',
    body: 'Crisp cottons and linens that go from stand-up to dinner.',
    href: `/shop?category=${encodeURIComponent('T-Shirts & Shirts')}`,
    category: 'T-Shirts & Shirts',
  },
  {
    title: 'Her Western Edit',
    body: 'Dresses, co-ords and tops in breezy fabrics for Indian summers.',
    href: `/shop?category=${encodeURIComponent("Women's Western Styles")}`,
    category: "Women's Western Styles",
  },
];

export function CuratedCollections() {
  return (
    <section aria-labelledby="curated-title" className="container-page py-14">
      <SectionHeading id="curated-title" eyebrow="Curated collections" title="Edits we love" />
      <ul className="grid gap-6 md:grid-cols-3">
        {curated.map((c) => (
          <li key={c.title}>
            <Link href={c.href} className="group relative block overflow-hidden rounded-3xl">
              <ProductImage
                src={categoryImage(c.category)}
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
    </section>
  );
}

/** Premium watches and eyewear: up to four products. */
export function WatchesAndEyewear({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="watches-title" className="bg-stone-950 py-16 text-white">
      <div className="container-page">
        <p className="eyebrow text-brand-200">Accessories</p>
        <h2 id="watches-title" className="section-title">
          Premium Watches &amp; Eyewear
        </h2>
        <ProductTiles tiles={products.map(toTile)} look="dark" />
      </div>
    </section>
  );
}

/** The five fixed category tiles, each to /shop?category={category}. */
export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-title" className="container-page py-14">
      <SectionHeading id="categories-title" eyebrow="Browse" title="Shop by Category" />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {fashionCategoryTiles.map((category) => (
          <li key={category}>
            <Link
              href={`/shop?category=${encodeURIComponent(category)}`}
              className="group block text-center"
              data-testid="category-tile"
            >
              <div className="aspect-square overflow-hidden rounded-full bg-brand-50">
                <ProductImage
                  src={categoryImage(category)}
                  sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                />
              </div>
              <span className="mt-3 block text-sm font-semibold">{category}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The why-choose-us cards; every figure comes from the store policy and the configured delivery fee. */
function reasonsFor(shipping: ShippingTerms) {
  return [
    {
      icon: Truck,
      title: shippingTitle(shipping),
      body: `${freeShippingText(shipping)}, delivered in ${deliveryDaysText()}.`,
    },
    {
      icon: ShieldCheck,
      title: returnWindowText(),
      body: `Changed your mind? Send unused items back within ${returnDaysText()} of delivery.`,
    },
    { icon: Users, title: '10K+ customers', body: 'Shoppers across 400+ cities trust us.' },
    { icon: Package, title: '50K+ delivered', body: 'Products delivered to doorsteps all over India.' },
    { icon: Star, title: '4.8/5 rating', body: 'How our shoppers rate us on average.' },
    {
      icon: Award,
      title: 'Real support',
      body: `Call us ${STORE_POLICY.supportHours}, or write any time and hear back within ${replyTimeText()}.`,
    },
  ];
}

export function WhyChooseUs() {
  const reasons = reasonsFor(getStoreConfig());
  return (
    <section aria-labelledby="why-title" className="bg-brand-50 py-16">
      <div className="container-page">
        <SectionHeading id="why-title" eyebrow="Why choose us" title="Shopping, the way it should be" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-white p-6">
              <Icon aria-hidden className="h-6 w-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
