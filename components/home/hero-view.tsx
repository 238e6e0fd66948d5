'use client';

import Link from 'next/link';
import type { HeroImage } from '@/lib/media/catalogue-art';
import { smallImage } from '@/lib/media/shared/url';
import { ProductImage } from '@/components/product/product-image';

type HeroViewProps = {
  copy: { eyebrow: string; title: string; body: string };
  hero: HeroImage | null;
  /** The round thumbnails: a product's id, name and first image. */
  products: { _id: string; name: string; image: string | undefined }[];
};

/** The hero's markup (components/home/hero.tsx works out its words and picks its products). */
export function HeroView({ copy, hero, products }: HeroViewProps) {
  return (
    <section aria-labelledby="hero-title" className="bg-brand-50 md:bg-transparent md:pt-6">
      <div className="container-page">
        <div
          className="relative flex flex-col overflow-hidden md:aspect-[16/9] md:justify-center md:rounded-3xl md:bg-brand-50 md:shadow-xl md:shadow-brand-900/10 lg:aspect-[2/1]"
          data-testid="hero-banner"
        >
          <div className="relative z-10 py-10 md:w-[55%] md:px-10 md:py-8 lg:w-1/2 lg:px-16">
            <p className="text-xs font-semibold uppercase tracking-[0.25em] text-brand-700">{copy.eyebrow}</p>
            <h1
              id="hero-title"
              className="mt-4 font-display text-4xl font-semibold leading-[1.05] tracking-tight lg:text-6xl"
            >
              {copy.title}
            </h1>
            <p className="mt-5 max-w-md text-base leading-7 text-stone-700">{copy.body}</p>
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
                        className="block rounded-full ring-4 ring-white transition hover:-translate-y-1"
                        aria-label={p.name}
                      >
                        <ProductImage
                          src={p.image}
                          sizes="56px"
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
          <picture>
            {hero ? (
              <source
                media="(min-width: 768px)"
                srcSet={`${smallImage(hero.wide)} 800w, ${hero.wide} 1600w`}
                sizes="(min-width: 1280px) 1216px, 100vw"
                width={1600}
                height={900}
              />
            ) : null}
            <ProductImage
              src={hero?.tall}
              sizes="100vw"
              alt={hero?.alt ?? ''}
              width={800}
              height={900}
              fetchPriority="high"
              data-testid="hero-image"
              className="mb-8 aspect-[8/9] w-full rounded-3xl object-cover shadow-xl shadow-brand-900/10 md:absolute md:inset-0 md:mb-0 md:aspect-auto md:h-full md:rounded-none md:object-right md:shadow-none"
            />
          </picture>
          {/* Keeps the text readable where the artwork reaches into its half (a plant, a lamp). */}
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-0 hidden w-3/5 bg-linear-to-r from-brand-50/85 via-brand-50/50 to-transparent md:block"
          />
        </div>
      </div>
    </section>
  );
}
