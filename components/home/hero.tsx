import Link from 'next/link';
import type { Product } from '@/lib/catalog';
import type { HeroImage } from '@/lib/media/catalogue-art';
import { smallImage } from '@/lib/media/url';
import { ProductImage } from '@/components/product/product-image';

type HeroProps = { hero: HeroImage | null; products: Product[]; catalogue: 'fashion' | 'furniture' };

/** Hero with a random hero image, 'Shop Now' and three round product thumbnails (spec section 2). */
export function Hero({ hero, products, catalogue }: HeroProps) {
  const copy =
    catalogue === 'furniture'
      ? {
          eyebrow: 'Solid wood · Made to last',
          title: 'Furniture that feels like home',
          body: 'Beds, sofas and chairs crafted in sheesham, teak and mango wood — delivered free, assembled with care.',
        }
      : {
          eyebrow: 'New season · Festive edit',
          title: 'Dress the part, every day',
          body: 'Sharp tailoring, easy shirts, statement watches and eyewear — with free shipping and 7-day returns.',
        };
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-50">
      <div className="container-page grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-brand-700">{copy.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-4 font-display text-4xl font-semibold leading-[1.05] tracking-tight sm:text-6xl"
          >
            {copy.title}
          </h1>
          <p className="mt-5 max-w-md text-base leading-7 text-muted">{copy.body}</p>
          <div className="mt-8 flex flex-wrap items-center gap-6">
            <Link href="/shop" className="btn btn-primary px-8 py-3 text-base">
              Shop Now
            </Link>
            {products.length > 0 ? (
              <ul className="flex -space-x-3" aria-label="Popular right now">
                {products.map((p) => (
                  <li key={p._id}>
                    <Link
                      href={`/product/${p._id}`}
                      prefetch={false}
                      data-intent-prefetch
                      className="block rounded-full ring-4 ring-brand-50 transition hover:-translate-y-1"
                      aria-label={p.name}
                    >
                      <ProductImage
                        src={p.image[0] ? smallImage(p.image[0]) : undefined}
                        alt=""
                        width={56}
                        height={56}
                        className="h-14 w-14 rounded-full object-cover"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <div className="relative aspect-[16/11] overflow-hidden rounded-3xl shadow-2xl shadow-brand-900/10">
          <ProductImage
            src={hero?.wide}
            srcSet={hero ? `${smallImage(hero.wide)} 800w, ${hero.wide} 1600w` : undefined}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={hero?.alt ?? ''}
            width={1600}
            height={900}
            fetchPriority="high"
            className="h-full w-full object-cover"
          />
        </div>
      </div>
    </section>
  );
}
