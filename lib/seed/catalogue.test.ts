import { describe, expect, it } from 'vitest';
import { swatchHex } from '@/lib/media/colours';
import { productImageUrl } from '@/lib/media/catalogue-art';
import { catalogueLooks, getCatalogue } from './catalogues';
import { colourGalleries } from './colours';
import { productImages } from './images';
import { apparelGst, productId } from './catalogues/build';
import { footerFor, menuFor } from './navigation';
import { reviewsFor, shoppers } from './people';
import { Random, retailPricePaise, salePricePaise } from './random';
import type { SeedProduct } from './types';

const fashion = getCatalogue('fashion').products;
const furniture = getCatalogue('furniture').products;
/** A text without its timber ("Teak Wood", "teak wood"): a wood's name is its material, not its colour. */
const withoutTimber = (text: string) => text.replace(/\b[\w-]+ wood\b/gi, '');
const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

function priceRange(products: SeedProduct[], category: string): [number, number] {
  const prices = products
    .filter((p) => p.category === category && p.regularPricePaise !== null)
    .map((p) => p.regularPricePaise! / 100);
  return [Math.min(...prices), Math.max(...prices)];
}

describe.each([
  [
    'fashion',
    fashion,
    120,
    ["Men's Suits And Blazers", 'T-Shirts & Shirts', 'Watches', "Men's Glasses", "Women's Western Styles"],
  ],
  ['furniture', furniture, 60, ['bed', 'sofa', 'chairs', 'wardrobes']],
] as const)('the %s catalogue', (_name, products, minimum, categories) => {
  it('has enough products, in exactly its categories, with unique slugs and slug-derived ids', () => {
    expect(products.length).toBeGreaterThanOrEqual(minimum);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(categories));
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) {
      expect(p.id).toBe(productId(p.slug));
      expect(p.id).toMatch(/^[0-9a-f]{24}$/);
      expect(p.categories[0]).toBe(p.category);
    }
  });

  it('reads like a store: descriptions, colours with swatches, photos, sellers and tags', () => {
    for (const p of products) {
      expect(p.name).not.toMatch(/product \d/i);
      expect(p.shortDescription.split(/\. /)).toHaveLength(1);
      const sentences = p.description.split(/(?<=\.) (?=[A-Z])/);
      expect(sentences.length, p.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.description).toBeLessThanOrEqual(4);
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      for (const c of p.colors) expect(swatchHex(c), c).toBeDefined();
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images[0]).toBe(productImageUrl(p.shape, p.colors[0]!, 'front'));
    }
    const sellers = new Set(products.map((p) => p.seller));
    expect(sellers.size).toBeGreaterThanOrEqual(8);
    expect(sellers.size).toBeLessThanOrEqual(15);
    const tags = new Set(products.flatMap((p) => p.tags));
    expect(tags.size).toBeGreaterThanOrEqual(6);
    expect(tags.size).toBeLessThanOrEqual(20);
  });

  it('spreads the special states the storefront must handle', () => {
    const n = products.length;
    expect(products.filter((p) => !p.published)).toHaveLength(3);
    expect(products.filter((p) => p.visibility === 'hidden')).toHaveLength(3);
    expect(products.filter((p) => p.visibility === 'search')).toHaveLength(2);
    expect(products.filter((p) => !p.allowCustomerReviews)).toHaveLength(2);
    const unpriced = products.filter((p) => p.regularPricePaise === null);
    expect(unpriced.length).toBeGreaterThanOrEqual(2);
    expect(unpriced.length).toBeLessThanOrEqual(3);
    expect(unpriced.every((p) => p.salePricePaise === null)).toBe(true);
    const outOfStock = products.filter((p) => !p.inStock || p.stock === 0).length;
    expect(outOfStock / n).toBeGreaterThan(0.05);
    expect(outOfStock / n).toBeLessThan(0.11);
    const featured = products.filter((p) => p.isFeatured).length;
    expect(featured / n).toBeGreaterThan(0.09);
    expect(featured / n).toBeLessThan(0.15);
    const onSale = products.filter((p) => p.salePricePaise !== null).length;
    expect(onSale / n).toBeGreaterThan(0.18);
    expect(onSale / n).toBeLessThan(0.42);
    expect(products.filter((p) => p.stock === null).length).toBeGreaterThan(0);
    for (const p of products.filter((x) => x.stock !== null && x.stock > 0)) {
      expect(p.stock).toBeGreaterThanOrEqual(5);
      expect(p.stock).toBeLessThanOrEqual(200);
    }
  });

  it('gives every colour of a product in several colours its own drawn gallery, and names none of them', () => {
    const looks = new Set(catalogueLooks(getCatalogue(_name)).map((l) => `${l.shape}|${l.colour}`));
    const several = products.filter((p) => p.colors.length >= 2);
    expect(several.length).toBeGreaterThan(40);
    for (const p of several) {
      const galleries = colourGalleries(p);
      expect(Object.keys(galleries)).toEqual(p.colors);
      for (const colour of p.colors) {
        expect(galleries[colour], `${p.name} in ${colour}`).toEqual(productImages(p.shape, colour));
        expect(looks.has(`${p.shape}|${colour}`), `${p.shape} drawn in ${colour}`).toBe(true);
        const word = new RegExp(`\\b${colour.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
        // "Teak Wood" is the material, not the finish ("Teak Wood ... (Colour: Walnut)" is teak stained walnut).
        expect(withoutTimber(p.name), `${p.name} names ${colour}`).not.toMatch(word);
        // The short description names every colour (search finds the product by any), not just one.
        expect(p.shortDescription, `${p.shortDescription} names ${colour}`).toMatch(word);
      }
    }
    // A product in one colour still says which (the listing has no picker to tell).
    for (const p of products.filter((x) => x.colors.length === 1)) {
      expect(p.name.toLowerCase()).toContain(p.colors[0]!.toLowerCase());
    }
  });

  it('discounts every sale price by 10-50%', () => {
    for (const p of products.filter((x) => x.salePricePaise !== null)) {
      const off = 1 - p.salePricePaise! / p.regularPricePaise!;
      expect(off, p.name).toBeGreaterThanOrEqual(0.1);
      expect(off, p.name).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('fashion details', () => {
  it('keeps prices in the ranges an Indian store charges', () => {
    expect(priceRange(fashion, "Men's Suits And Blazers")[0]).toBeGreaterThanOrEqual(3999);
    expect(priceRange(fashion, "Men's Suits And Blazers")[1]).toBeLessThanOrEqual(18999);
    expect(priceRange(fashion, 'T-Shirts & Shirts')[0]).toBeGreaterThanOrEqual(499);
    expect(priceRange(fashion, 'T-Shirts & Shirts')[1]).toBeLessThanOrEqual(1999);
    expect(priceRange(fashion, 'Watches')[0]).toBeGreaterThanOrEqual(1499);
    expect(priceRange(fashion, 'Watches')[1]).toBeLessThanOrEqual(24999);
    expect(priceRange(fashion, "Men's Glasses")[0]).toBeGreaterThanOrEqual(999);
    expect(priceRange(fashion, "Men's Glasses")[1]).toBeLessThanOrEqual(5999);
    expect(priceRange(fashion, "Women's Western Styles")[0]).toBeGreaterThanOrEqual(699);
    expect(priceRange(fashion, "Women's Western Styles")[1]).toBeLessThanOrEqual(3999);
  });

  it('sizes clothes, not accessories, and applies the apparel GST slabs', () => {
    for (const p of fashion) {
      if (p.category === 'Watches' || p.category === "Men's Glasses") {
        expect(p.sizes).toEqual([]);
        expect(p.gstRatePercent).toBe(18);
        expect(p.widthCm).not.toBeNull();
      } else {
        expect(p.sizes.length).toBeGreaterThan(0);
        expect(p.weightGrams).toBeGreaterThanOrEqual(150);
        expect(p.weightGrams).toBeLessThanOrEqual(1500);
        // Unpriced products keep the slab of the price they normally sell at.
        if (p.regularPricePaise !== null)
          expect(p.gstRatePercent).toBe(apparelGst(p.hsnCode!, p.salePricePaise ?? p.regularPricePaise));
        else expect([5, 18]).toContain(p.gstRatePercent);
        // GST 2.0 bands (from 22 Sep 2025): 5% up to ₹2,500 a piece before GST (₹2,625 on the tag), 18% above.
        const price = p.salePricePaise ?? p.regularPricePaise;
        if (price !== null) expect(p.gstRatePercent).toBe(price <= 262_500 ? 5 : 18);
      }
      if (p.category === "Men's Suits And Blazers") expect(p.sizes.every((s) => /^\d\d$/.test(s))).toBe(true);
    }
    expect(new Set(fashion.map((p) => p.hsnCode))).toEqual(
      new Set(['6203', '6205', '6105', '6109', '9102', '8517', '9004', '6204', '6206']),
    );
  });
});

describe('furniture details', () => {
  it('prices, weighs and measures furniture realistically', () => {
    // A bed's listed price is its cheapest size's: a Single costs 60% of the King (₹18,999 at least).
    expect(priceRange(furniture, 'bed')[0]).toBeGreaterThanOrEqual(9999);
    const sized = furniture.filter((p) => p.category === 'bed' && p.sizeVariants);
    expect(sized.length).toBeGreaterThan(0);
    for (const p of sized) {
      const prices = Object.values(p.sizeVariants!).map((v) => v.salePricePaise ?? v.regularPricePaise);
      expect(p.salePricePaise ?? p.regularPricePaise, p.name).toBe(Math.min(...prices));
      expect(new Set(prices).size, p.name).toBe(prices.length);
    }
    expect(priceRange(furniture, 'bed')[1]).toBeLessThanOrEqual(89999);
    expect(priceRange(furniture, 'sofa')[0]).toBeGreaterThanOrEqual(24999);
    expect(priceRange(furniture, 'sofa')[1]).toBeLessThanOrEqual(149999);
    expect(priceRange(furniture, 'chairs')[0]).toBeGreaterThanOrEqual(2999);
    expect(priceRange(furniture, 'chairs')[1]).toBeLessThanOrEqual(34999);
    for (const p of furniture) {
      expect(p.weightGrams).toBeGreaterThanOrEqual(5_000);
      expect(p.weightGrams).toBeLessThanOrEqual(120_000);
      expect([p.widthCm, p.depthCm, p.heightCm].every((v) => v !== null && v > 30)).toBe(true);
      expect(p.gstRatePercent).toBe(18);
      expect(p.hsnCode).toBe(p.category === 'bed' || p.category === 'wardrobes' ? '9403' : '9401');
      if (p.category === 'bed')
        expect(p.sizes.every((s) => ['Single', 'Queen', 'King'].includes(s))).toBe(true);
      else expect(p.sizes).toEqual([]);
    }
    // The free-shipping filter (under 10 kg or over ₹1,000) must split something.
    expect(furniture.some((p) => p.weightGrams! < 10_000)).toBe(true);
    expect(furniture.some((p) => p.weightGrams! >= 10_000)).toBe(true);
  });
});

describe('prices', () => {
  it('end in 99 or 9 and stay inside the range', () => {
    const rng = new Random('prices');
    for (let i = 0; i < 500; i++) {
      const regular = retailPricePaise(rng, 499, 24999);
      expect(rupees(regular)! % 100).toBe(99);
      expect(rupees(regular)).toBeGreaterThanOrEqual(499);
      expect(rupees(regular)).toBeLessThanOrEqual(24999);
      const sale = salePricePaise(rng, regular);
      expect(rupees(sale)! % 10).toBe(9);
      expect(sale).toBeLessThan(regular);
    }
  });
});

describe('navigation and people', () => {
  it('gives each catalogue its logo, theme, three icons, a collection link and 12+ footer links', () => {
    for (const catalogue of ['fashion', 'furniture'] as const) {
      const menu = menuFor(catalogue);
      expect(menu.filter((m) => m.type === 'logo')).toHaveLength(1);
      expect(menu.filter((m) => m.type === 'theme')[0]).toMatchObject({
        bgColor: expect.stringMatching(/^#/),
        textColor: expect.stringMatching(/^#/),
      });
      expect(menu.filter((m) => m.type === 'icon').map((m) => [m.title, m.link])).toEqual([
        ['search', '/shop'],
        ['profile', '/profile'],
        ['cart', '/cart'],
      ]);
      expect(menu.find((m) => m.title === 'collection')?.link).toBe('/collection');
      expect(new Set(menu.map((m) => m.id)).size).toBe(menu.length);
      const footer = footerFor(catalogue);
      expect(footer.length).toBeGreaterThanOrEqual(12);
      expect(footer.map((f) => f.link)).toEqual(
        expect.arrayContaining([
          '/shipping-policy',
          '/return-policy',
          '/cancellation-policy',
          '/privacy-policy',
          '/terms-conditions',
          '/orders',
          '/profile',
          '/wishlist',
          '/shop',
        ]),
      );
    }
    expect(menuFor('fashion')[0]!.id).not.toBe(menuFor('furniture')[0]!.id);
  });

  it('has 25 shoppers with example.in addresses and reviews skewed positive, one per shopper', () => {
    expect(shoppers).toHaveLength(25);
    expect(shoppers.every((s) => s.email.endsWith('@example.in'))).toBe(true);
    const all = fashion.flatMap((p) => reviewsFor(p.slug, p.category, p.ageDays));
    const mean = all.reduce((s, r) => s + r.rating, 0) / all.length;
    expect(mean).toBeGreaterThan(3.8);
    expect(mean).toBeLessThan(4.6);
    for (const p of fashion) {
      const rs = reviewsFor(p.slug, p.category, p.ageDays);
      expect(rs.length).toBeLessThanOrEqual(8);
      expect(new Set(rs.map((r) => r.shopper.email)).size).toBe(rs.length);
      expect(rs.every((r) => r.ageDays <= 360 && r.comment.trim().length > 0)).toBe(true);
    }
  });
});
