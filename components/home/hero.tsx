import type { Product } from '@/lib/catalog';
import type { HeroImage } from '@/lib/media/catalogue-art';
import { freeShippingText, returnWindowText, type ShippingTerms } from '@/lib/store-policy';
import { HeroView } from './hero-view';

type HeroProps = {
  hero: HeroImage | null;
  products: Product[];
  catalogue: 'fashion' | 'furniture';
  shipping: ShippingTerms;
};

/**
 * Hero with a random hero image, 'Shop Now' and three round product thumbnails (spec section 2).
 * The generated artwork leaves calm space for text: the wide one (desktop) on its left half, where
 * the text sits over it; the tall one (phones) has its products centred and goes under the text.
 * The client `HeroView` draws it from its words and pictures (issue 26).
 */
export function Hero({ hero, products, catalogue, shipping }: HeroProps) {
  const copy =
    catalogue === 'furniture'
      ? {
          eyebrow: 'Solid wood · Made to last',
          title: 'Furniture that feels like home',
          body: `Beds, sofas and chairs crafted in sheesham, teak and mango wood, assembled with care. ${freeShippingText(shipping)}.`,
        }
      : {
          eyebrow: 'New season · Festive edit',
          title: 'Dress the part, every day',
          body: `Sharp tailoring, easy shirts, statement watches and eyewear. ${freeShippingText(shipping)} and ${returnWindowText()}.`,
        };
  return (
    <HeroView
      copy={copy}
      hero={hero}
      products={products.map((p) => ({ _id: p._id, name: p.name, image: p.image[0] }))}
    />
  );
}
