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
import { ProductTiles } from '@/components/product/product-tiles';
import { CategoryTileList, CuratedList, ReasonList, SpotlightCarousel, type IconItem } from './home-lists';
import { SectionHeading } from './section-heading';

/** Featured-product carousel: five random products with images. */
export function FeaturedCarousel({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="spotlight-title" className="container-page py-14">
      <SectionHeading id="spotlight-title" eyebrow="In the spotlight" title="Featured this week" />
      <SpotlightCarousel
        products={products.map((p) => ({
          _id: p._id,
          name: p.name,
          image: p.image[0],
          category: displayName(p.category),
          text: p.shortDescription,
          price: p.price,
          regularPrice: p.regularPrice,
        }))}
      />
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
      <CuratedList
        edits={curated.map((c) => ({
          title: c.title,
          body: c.body,
          href: c.href,
          image: categoryImage(c.category),
        }))}
      />
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
      <CategoryTileList
        tiles={fashionCategoryTiles.map((category) => ({
          title: category,
          href: `/shop?category=${encodeURIComponent(category)}`,
          image: categoryImage(category),
        }))}
      />
    </section>
  );
}

/** The why-choose-us cards; every figure comes from the store policy and the configured delivery fee. */
function reasonsFor(shipping: ShippingTerms): IconItem[] {
  return [
    {
      icon: 'Truck',
      title: shippingTitle(shipping),
      body: `${freeShippingText(shipping)}, delivered in ${deliveryDaysText()}.`,
    },
    {
      icon: 'ShieldCheck',
      title: returnWindowText(),
      body: `Changed your mind? Send unused items back within ${returnDaysText()} of delivery.`,
    },
    { icon: 'Users', title: '10K+ customers', body: 'Shoppers across 400+ cities trust us.' },
    { icon: 'Package', title: '50K+ delivered', body: 'Products delivered to doorsteps all over India.' },
    { icon: 'Star', title: '4.8/5 rating', body: 'How our shoppers rate us on average.' },
    {
      icon: 'Award',
      title: 'Real support',
      body: `Call us ${STORE_POLICY.supportHours}, or write any time and hear back within ${replyTimeText()}.`,
    },
  ];
}

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="bg-brand-50 py-16">
      <div className="container-page">
        <SectionHeading id="why-title" eyebrow="Why choose us" title="Shopping, the way it should be" />
        <ReasonList items={reasonsFor(getStoreConfig())} />
      </div>
    </section>
  );
}
