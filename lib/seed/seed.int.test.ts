import { existsSync } from 'node:fs';
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { newId } from '@/lib/db/ids';
import { mediaPath, smallImage } from '@/lib/media';
import { colourSlug } from '@/lib/media/colours';
import {
  categoryNames,
  footerLinks,
  menuItems,
  orderItems,
  orders,
  products,
  reviews,
  users,
} from '@/models';
import { fashionBrands, fashionCategories } from './catalogues/fashion';
import { furnitureCategories } from './catalogues/furniture';
import { isDatabaseEmpty, productId, seedCatalogue, seedSyntheticProducts, shoppers } from './index';

// The first run draws every image (tens of seconds on a busy machine); later runs find them on disk.
const FIRST_SEED_MS = 300_000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Products whose stored rating or review count differs from the reviews table. */
async function ratingMismatches(): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n
    from products p
    left join (
      select product_id, round(avg(rating)::numeric, 1)::real as avg_rating, count(*)::int as review_count
      from reviews where hidden_at is null group by product_id
    ) r on r.product_id = p.id
    where p.average_rating <> coalesce(r.avg_rating, 0) or p.total_reviews <> coalesce(r.review_count, 0)`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

async function counts() {
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews);
  const [m] = await db.select({ n: sql<number>`count(*)::int` }).from(menuItems);
  const [f] = await db.select({ n: sql<number>`count(*)::int` }).from(footerLinks);
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return { products: p!.n, reviews: r!.n, menu: m!.n, footer: f!.n, users: u!.n };
}

const orderedSlug = { value: '' };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What breaks the colour rule among the stored products in several colours (issue 24, point 2): every colour
 * has its own gallery, drawn in that colour (its file names carry the colour) and on disk, and the name
 * carries none of the product's colours. An empty list when none does.
 */
async function colourRuleBreaks(categories: readonly string[]): Promise<string[]> {
  const rows = await db.select().from(products);
  const coloured = rows.filter((p) => categories.includes(p.category) && p.colors.length >= 2);
  expect(coloured.length).toBeGreaterThan(40);
  const breaks: string[] = [];
  for (const p of coloured) {
    for (const colour of p.colors) {
      const gallery = p.colorImages?.[colour] ?? [];
      if (gallery.length < 2) breaks.push(`${p.name}: no gallery for ${colour}`);
      for (const src of gallery) {
        if (!src.includes(`-${colourSlug(colour)}-`)) breaks.push(`${p.name}: ${colour} shows ${src}`);
        if (!existsSync(mediaPath(src))) breaks.push(`${p.name}: ${src} is not drawn`);
      }
      // "Teak Wood" is the material, not the finish ("Teak Wood ... (Colour: Walnut)" is teak stained walnut).
      const name = p.name.replace(/\b[\w-]+ wood\b/gi, '');
      if (new RegExp(`\\b${escapeRegExp(colour)}\\b`, 'i').test(name)) {
        breaks.push(`${p.name}: the name carries ${colour}`);
      }
    }
    if (p.colorImages?.[p.colors[0]!]?.[0] !== p.images[0])
      breaks.push(`${p.name}: first colour is not its photos`);
  }
  return breaks;
}

const devanagari = /[\u0900-\u097F]/;

/**
 * What lacks its Hindi among the stored seed products of these categories (a Devanagari name led by the
 * brand or model in Latin letters, a Hindi short description; the full description stays English), the
 * category names they carry, and the menu's links and the footer's links. An empty list when nothing does.
 */
async function hindiGaps(categories: readonly string[]): Promise<string[]> {
  const gaps: string[] = [];
  const seeded = (await db.select().from(products)).filter(
    (p) => categories.includes(p.category) && p.id === productId(p.slug),
  );
  expect(seeded.length).toBeGreaterThan(60);
  for (const p of seeded) {
    // Fashion names lead with the brand ("Kapas ..."), furniture names with the model ("Aria ...").
    const lead = fashionBrands[p.seller] ?? p.name.split(' ')[0]!;
    if (!p.name.startsWith(lead) || !p.nameHi?.startsWith(`${lead} `)) gaps.push(`${p.nameHi}: lead ${lead}`);
    if (!devanagari.test(p.nameHi ?? '')) gaps.push(`${p.name}: name_hi ${p.nameHi}`);
    if (!devanagari.test(p.shortDescriptionHi ?? '')) gaps.push(`${p.name}: short_description_hi`);
    if (p.descriptionHi !== null) gaps.push(`${p.name}: description_hi`);
  }
  const named = new Map((await db.select().from(categoryNames)).map((c) => [c.name, c.nameHi]));
  for (const name of new Set(seeded.flatMap((p) => [...p.categories, p.subCategory])))
    if (!devanagari.test(named.get(name) ?? '')) gaps.push(`category ${name}: ${named.get(name)}`);
  const menu = await db.select().from(menuItems);
  for (const m of menu.filter((i) => i.type === 'link'))
    if (!devanagari.test(m.titleHi ?? '')) gaps.push(`menu ${m.title}: ${m.titleHi}`);
  for (const f of await db.select().from(footerLinks))
    if (!devanagari.test(f.titleHi ?? '')) gaps.push(`footer ${f.title}: ${f.titleHi}`);
  return gaps;
}

describe('seedCatalogue', () => {
  it(
    'seeds the fashion catalogue into an empty database',
    async () => {
      expect(await isDatabaseEmpty(db)).toBe(true);
      const summary = await seedCatalogue(db, { catalogue: 'fashion' });
      expect(await isDatabaseEmpty(db)).toBe(false);

      const rows = await db.select().from(products);
      expect(rows.length).toBeGreaterThanOrEqual(120);
      expect(summary.products).toBe(rows.length);
      expect(new Set(rows.map((p) => p.category))).toEqual(new Set(fashionCategories));
      for (const p of rows) {
        expect(p.categories[0]).toBe(p.category);
        expect(p.images.length).toBeGreaterThanOrEqual(2);
        for (const src of p.images) {
          expect(existsSync(mediaPath(src)), src).toBe(true);
          expect(existsSync(mediaPath(smallImage(src))), smallImage(src)).toBe(true);
        }
      }
      expect(
        rows.filter((p) => p.regularPricePaise === null && p.salePricePaise === null).length,
      ).toBeGreaterThanOrEqual(2);
      expect(rows.filter((p) => !p.published)).toHaveLength(3);
      expect(rows.filter((p) => p.visibility === 'hidden')).toHaveLength(3);
      expect(rows.filter((p) => p.visibility === 'search')).toHaveLength(2);
      expect(rows.filter((p) => !p.available).length).toBeGreaterThan(0);
      const noReviews = rows.filter((p) => !p.allowCustomerReviews);
      expect(noReviews).toHaveLength(2);
      expect(noReviews.every((p) => p.totalReviews === 0)).toBe(true);

      const menu = await db.select().from(menuItems);
      expect(menu.filter((m) => m.type === 'logo')).toEqual([
        // The bar shows the name as text; the brand artwork (the name in type) would only repeat it.
        expect.objectContaining({ title: 'Kapas & Co.', image: '', link: '/' }),
      ]);
      expect(menu.filter((m) => m.type === 'theme')).toHaveLength(1);
      expect(
        menu
          .filter((m) => m.type === 'icon')
          .map((m) => m.title)
          .sort(),
      ).toEqual(['cart', 'profile', 'search']);
      expect(menu).toContainEqual(
        expect.objectContaining({ type: 'link', title: 'collection', link: '/collection' }),
      );
      expect((await db.select().from(footerLinks)).length).toBeGreaterThanOrEqual(10);

      expect(summary.reviews).toBeGreaterThan(rows.length);
      expect(await ratingMismatches()).toBe(0);
      const customers = await db.select().from(users).where(eq(users.role, 'customer'));
      expect(customers).toHaveLength(shoppers.length);
      expect(await colourRuleBreaks(fashionCategories)).toEqual([]);
      expect(await hindiGaps(fashionCategories)).toEqual([]);
    },
    FIRST_SEED_MS,
  );

  it('leaves the same data when run again', async () => {
    const before = await counts();
    const snapshot = await db
      .select({
        id: products.id,
        name: products.name,
        price: products.pricePaise,
        rating: products.averageRating,
      })
      .from(products)
      .orderBy(products.id);
    await seedCatalogue(db, { catalogue: 'fashion' });
    expect(await counts()).toEqual(before);
    const after = await db
      .select({
        id: products.id,
        name: products.name,
        price: products.pricePaise,
        rating: products.averageRating,
      })
      .from(products)
      .orderBy(products.id);
    expect(after).toEqual(snapshot);
    expect(await ratingMismatches()).toBe(0);
  });

  it(
    'switching to furniture retires the fashion seed but keeps admin products and order history',
    async () => {
      const adminProductId = newId();
      await db.insert(products).values({
        id: adminProductId,
        slug: 'admin-made-kurta',
        name: 'Admin Made Kurta',
        category: 'Watches',
        categories: ['Watches'],
        regularPricePaise: 99_900,
      });
      // A fashion product someone has ordered must survive (unpublished) so the order keeps its link.
      const [ordered] = await db
        .select({ id: products.id, slug: products.slug, name: products.name })
        .from(products)
        .where(and(eq(products.category, 'Watches'), ne(products.id, adminProductId)))
        .limit(1);
      orderedSlug.value = ordered!.slug;
      const [buyer] = await db.select({ id: users.id }).from(users).limit(1);
      const orderId = newId();
      await db.insert(orders).values({
        id: orderId,
        userId: buyer!.id,
        paymentMethod: 'cod',
        paymentState: 'cod',
        subtotalPaise: 100,
        amountPaise: 100,
        address: {
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'asha@example.in',
          street: '1 MG Road',
          apartment: '',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipcode: '560001',
          country: 'India',
          phone: '9876543210',
        },
      });
      await db.insert(orderItems).values({
        orderId,
        lineNo: 1,
        productId: ordered!.id,
        name: ordered!.name,
        images: [],
        unitPricePaise: 100,
        size: 'default',
        quantity: 1,
      });

      const summary = await seedCatalogue(db, { catalogue: 'furniture' });
      expect(summary.retired.unpublished).toBe(1);

      const published = await db.select().from(products).where(eq(products.published, true));
      const furniture = published.filter((p) =>
        (furnitureCategories as readonly string[]).includes(p.category),
      );
      expect(furniture.length).toBeGreaterThanOrEqual(60);
      expect(new Set(furniture.map((p) => p.category))).toEqual(new Set(furnitureCategories));
      // No seeded fashion product is still on sale; the admin's product is untouched.
      expect(
        published.filter(
          (p) => p.id !== adminProductId && !furnitureCategories.includes(p.category as never),
        ),
      ).toEqual([]);
      expect(published.map((p) => p.id)).toContain(adminProductId);
      const [kept] = await db.select().from(products).where(eq(products.id, ordered!.id));
      expect(kept).toMatchObject({ published: false });
      expect(kept!.id).toBe(productId(orderedSlug.value));

      const menu = await db.select().from(menuItems);
      expect(menu.filter((m) => m.type === 'logo').map((m) => m.title)).toEqual(['Kaath Home']);
      expect(menu.filter((m) => m.type === 'link').map((m) => m.title)).not.toContain('Men');
      const footer = await db.select().from(footerLinks);
      expect(footer.map((f) => f.title)).toContain('Sofas');
      expect(footer.map((f) => f.title)).not.toContain('Watches');
      expect(await ratingMismatches()).toBe(0);
      expect(await colourRuleBreaks(furnitureCategories)).toEqual([]);
      expect(await hindiGaps(furnitureCategories)).toEqual([]);
    },
    FIRST_SEED_MS,
  );

  it('adds synthetic products that reuse the drawn photos, and re-running adds none', async () => {
    await seedSyntheticProducts(db, { catalogue: 'furniture', count: 250 });
    const synthetic = await db
      .select()
      .from(products)
      .where(sql`${products.slug} like 'synthetic-%'`);
    expect(synthetic).toHaveLength(250);
    expect(new Set(synthetic.map((p) => p.category))).toEqual(new Set(furnitureCategories));
    for (const p of synthetic) {
      expect(p.id).toBe(productId(p.slug));
      for (const src of p.images) expect(existsSync(mediaPath(src)), src).toBe(true);
      expect(p.nameHi, p.name).toMatch(devanagari);
      expect(p.shortDescriptionHi, p.name).toMatch(devanagari);
    }
    expect(synthetic.some((p) => p.totalReviews > 0)).toBe(true);
    expect(await ratingMismatches()).toBe(0);

    const before = await counts();
    await seedSyntheticProducts(db, { catalogue: 'furniture', count: 250 });
    expect(await counts()).toEqual(before);
  });
});
