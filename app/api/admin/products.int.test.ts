import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { insertProduct } from '@/test/fixtures/catalog';
import { db } from '@/lib/db';
import { tagVersions } from '@/lib/page-cache';
import { auditLog, products } from '@/models';
import { call } from '@/test/api';
import { GET as shopList } from '@/app/api/product/list/route';
import { GET as getProduct, PATCH as patchProduct } from './products/[id]/route';
import { GET as listProducts, POST as createProduct } from './products/route';

type ApiProduct = {
  _id: string;
  slug: string;
  name: string;
  image: string[];
  regularPrice: number | null;
  salePrice: number | null;
  price: number | null;
  category: string;
  categories: string[];
  tags: string[];
  colors: string[];
  sizes: string[];
  weight: number | null;
  dimensions: { width: number | null; depth: number | null; height: number | null } | null;
  hsnCode: string | null;
  gstRatePercent: number;
  stock: number | null;
  inStock: boolean;
  isFeatured: boolean;
  published: boolean;
  allowCustomerReviews: boolean;
  visibilityInCatalog: string;
};

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});

const create = (body: unknown) =>
  call<{ product: ApiProduct }>(createProduct, '/api/admin/products', { token: admin.token, body });
const patch = (id: string, body: unknown) =>
  call<{ product: ApiProduct }>(patchProduct, `/api/admin/products/${id}`, {
    token: admin.token,
    method: 'PATCH',
    params: { id },
    body,
  });
const shop = async (query: Record<string, string>) => {
  const res = await call<{ products: ApiProduct[] }>(shopList, '/api/product/list', { query });
  expect(res.status).toBe(200);
  return res.json.products;
};

const full = {
  name: 'Indigo Linen Kurta',
  shortDescription: 'Breathable linen for Delhi summers.',
  description: 'Hand-finished linen kurta with a mandarin collar.',
  category: 'T-Shirts & Shirts',
  subCategory: 'Kurtas',
  categories: ['Ethnic Wear', 'T-Shirts & Shirts'],
  tags: ['linen', 'summer', 'linen'],
  colors: ['Indigo', 'White'],
  sizes: 'S, M, L',
  image: ['/media/uploads/kurta.webp'],
  seller: 'Kapas Studio',
  regularPrice: 2499,
  salePrice: 1999.5,
  weight: 0.35,
  dimensions: { width: 40, depth: 3, height: 70 },
  hsnCode: '6211',
  gstRatePercent: 5,
  isFeatured: true,
  inStock: true,
  stock: 12,
  allowCustomerReviews: false,
  published: true,
  visibility: 'visible',
};

describe('POST /api/admin/products', () => {
  it('creates a product with every field, in paise and grams underneath, and the shop lists it', async () => {
    const res = await create(full);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const p = res.json.product;
    expect(p).toMatchObject({
      name: 'Indigo Linen Kurta',
      slug: 'indigo-linen-kurta',
      category: 'T-Shirts & Shirts',
      // The primary category leads the list; duplicates are dropped.
      categories: ['T-Shirts & Shirts', 'Ethnic Wear'],
      tags: ['linen', 'summer'],
      sizes: ['S', 'M', 'L'],
      regularPrice: 2499,
      salePrice: 1999.5,
      price: 1999.5,
      weight: 0.35,
      dimensions: { width: 40, depth: 3, height: 70 },
      hsnCode: '6211',
      gstRatePercent: 5,
      stock: 12,
      isFeatured: true,
      allowCustomerReviews: false,
      visibilityInCatalog: 'visible',
    });
    const [row] = await db.select().from(products).where(eq(products.id, p._id));
    expect(row).toMatchObject({
      regularPricePaise: 249_900,
      salePricePaise: 199_950,
      weightGrams: 350,
      widthCm: 40,
    });

    const listed = await shop({ q: 'Indigo Linen Kurta' });
    expect(listed.map((x) => x._id)).toContain(p._id);
    expect((await shop({ categories: 'Ethnic Wear' })).map((x) => x._id)).toContain(p._id);
  });

  it('takes defaults for what is left out and makes slugs unique', async () => {
    const a = await create({ name: 'Café Chair', category: 'chairs' });
    const b = await create({ name: 'Cafe Chair!', category: 'chairs' });
    expect(a.status).toBe(200);
    expect(a.json.product).toMatchObject({
      slug: 'cafe-chair',
      price: null,
      published: true,
      visibilityInCatalog: 'visible',
      gstRatePercent: 12,
      stock: null,
      inStock: true,
      image: [],
    });
    expect(b.json.product.slug).toBe('cafe-chair-2');
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...full, name: undefined }, /^name: is required$/],
      [{ ...full, name: '   ' }, /^name: is required$/],
      [{ ...full, category: undefined }, /^category: is required$/],
      [{ ...full, regularPrice: -10 }, /^regularPrice: must not be negative$/],
      [{ ...full, regularPrice: 'ten rupees' }, /^regularPrice: must be an amount in rupees$/],
      [{ ...full, regularPrice: 99.999 }, /^regularPrice: must have at most 2 decimals/],
      [{ ...full, regularPrice: 1e9 }, /^regularPrice: must be at most/],
      [{ ...full, salePrice: 3000 }, /^salePrice: must not be more than the regular price$/],
      [
        { ...full, visibility: 'everywhere' },
        /^visibility: must be one of visible, catalog, search, hidden$/,
      ],
      [{ ...full, stock: 2.5 }, /^stock: must be a whole number/],
      [{ ...full, stock: -1 }, /^stock: must be a whole number/],
      [{ ...full, weight: -1 }, /^weight: must be from 0 to 10000 kg$/],
      [{ ...full, hsnCode: '62A1' }, /^hsnCode: must be 4, 6 or 8 digits$/],
      [{ ...full, gstRatePercent: 7 }, /^gstRatePercent: must be one of 0, 3, 5, 12, 18, 28, 40$/],
      [{ ...full, isFeatured: 'maybe' }, /^isFeatured: must be true or false$/],
      [{ ...full, image: ['javascript:alert(1)'] }, /^image\.0: must be a path/],
      [{ ...full, image: ['//evil.example/x.png'] }, /^image\.0: must be a path/],
      [{ ...full, tags: 42 }, /^tags: must be a list$/],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ success: false, message: expect.stringMatching(message) });
      // The refused field by its path, so the form can mark it without reading the message.
      const [issue] = res.json.issues ?? [];
      expect(`${issue?.path}: ${issue?.message}`, JSON.stringify(body)).toBe(res.json.message);
    }
    const notJson = await create('{ not json');
    expect(notJson.status).toBe(400);
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('edits only the given fields, writes the audit row with before and after', async () => {
    const created = (await create({ ...full, name: 'Walnut Side Table' })).json.product;
    const res = await patch(created._id, { salePrice: null, regularPrice: '2,000' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('regularPrice: must be an amount in rupees');

    const ok = await patch(created._id, {
      name: 'Walnut Bedside Table',
      salePrice: null,
      regularPrice: 2199,
      tags: 'wood, bedroom',
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.product).toMatchObject({
      name: 'Walnut Bedside Table',
      slug: 'walnut-bedside-table',
      salePrice: null,
      price: 2199,
      tags: ['wood', 'bedroom'],
      // Untouched fields stay.
      colors: ['Indigo', 'White'],
      stock: 12,
      hsnCode: '6211',
    });

    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created._id))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    expect(audits[0]).toMatchObject({
      actorUserId: admin.id,
      entity: 'product',
      before: null,
      after: expect.objectContaining({ name: 'Walnut Side Table', regularPrice: 2499 }),
    });
    expect(audits[1]?.before).toEqual({
      name: 'Walnut Side Table',
      slug: 'walnut-side-table',
      regularPrice: 2499,
      salePrice: 1999.5,
      price: 1999.5,
      tags: ['linen', 'summer'],
    });
    expect(audits[1]?.after).toEqual({
      name: 'Walnut Bedside Table',
      slug: 'walnut-bedside-table',
      regularPrice: 2199,
      salePrice: null,
      price: 2199,
      tags: ['wood', 'bedroom'],
    });
  });

  it('checks a new sale price against the stored regular price', async () => {
    const created = (await create({ name: 'Brass Lamp', category: 'Decor', regularPrice: 1500 })).json
      .product;
    const res = await patch(created._id, { salePrice: 1800 });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('salePrice: must not be more than the regular price');
    expect((await patch(created._id, { salePrice: 1200 })).json.product.price).toBe(1200);
  });

  it('unpublishing hides the product from the shop at once; publishing brings it back', async () => {
    const created = (await create({ name: 'Teak Rocking Chair', category: 'chairs', regularPrice: 8999 }))
      .json.product;
    expect((await shop({ q: 'Teak Rocking Chair' })).map((p) => p._id)).toContain(created._id);

    // The server's page cache keeps rendered listings and product pages: the edit must make them stale.
    const tags = ['listing', `product:${created._id}`] as const;
    const before = tagVersions(tags);
    expect((await patch(created._id, { published: false })).status).toBe(200);
    expect(tagVersions(tags)).toEqual(before.map((v) => v + 1));
    expect((await shop({ q: 'Teak Rocking Chair' })).map((p) => p._id)).not.toContain(created._id);
    expect((await patch(created._id, { published: true })).status).toBe(200);
    expect((await shop({ q: 'Teak Rocking Chair' })).map((p) => p._id)).toContain(created._id);

    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created._id))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['product.create', null, expect.anything()],
      ['product.unpublish', { published: true }, { published: false }],
      ['product.publish', { published: false }, { published: true }],
    ]);
  });

  it('answers 404 for unknown products, 400 for an empty or bad edit, and writes no audit row for no change', async () => {
    expect((await patch('65f1a2b3c4d5e6f708192a3b', { name: 'X' })).status).toBe(404);
    expect((await patch('nope', { name: 'X' })).status).toBe(404);
    const created = (await create({ name: 'Jute Rug', category: 'Decor' })).json.product;
    const empty = await patch(created._id, {});
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Nothing to change.');
    expect((await patch(created._id, { visibility: 'secret' })).status).toBe(400);
    expect((await patch(created._id, { name: 'Jute Rug' })).status).toBe(200);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audits.map((a) => a.action)).toEqual(['product.create']);
  });
});

describe('GET /api/admin/products', () => {
  it('lists drafts and hidden products too, with search, filters and pagination', async () => {
    const draft = await insertProduct({ name: 'Zari Draft Saree', published: false, category: 'Sarees' });
    const hidden = await insertProduct({
      name: 'Zari Hidden Dupatta',
      visibility: 'hidden',
      category: 'Sarees',
      stock: 2,
    });
    const plenty = await insertProduct({
      name: 'Zari Stocked Stole',
      category: 'Sarees',
      stock: 40,
      isFeatured: true,
    });
    const gone = await insertProduct({ name: 'Zari Sold Out Shawl', category: 'Sarees', stock: 0 });
    const ids = (r: { json: { products: ApiProduct[] } }) => r.json.products.map((p) => p._id).sort();
    const get = (query: Record<string, string | number>) =>
      call<{ products: ApiProduct[]; total: number; page: number; totalPages: number }>(
        listProducts,
        '/api/admin/products',
        {
          token: admin.token,
          query,
        },
      );

    const all = await get({ q: 'zari' });
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([draft._id, hidden._id, plenty._id, gone._id].sort());
    expect(ids(await get({ q: 'zari', published: 'false' }))).toEqual([draft._id]);
    expect(ids(await get({ q: 'zari', visibility: 'hidden' }))).toEqual([hidden._id]);
    expect(ids(await get({ category: 'Sarees', stock: 'low' }))).toEqual([hidden._id, gone._id].sort());
    expect(ids(await get({ category: 'Sarees', stock: 'out' }))).toEqual([gone._id]);
    expect(ids(await get({ category: 'Sarees', stock: 'untracked' }))).toEqual([draft._id]);
    expect(ids(await get({ category: 'Sarees', featured: 'true' }))).toEqual([plenty._id]);

    const paged = await get({ q: 'zari', limit: 3, page: 2 });
    expect(paged.json).toMatchObject({ total: 4, page: 2, totalPages: 2 });
    expect(paged.json.products).toHaveLength(1);
    expect((await get({ stock: 'plenty' })).status).toBe(400);
    expect((await get({ limit: 500 })).status).toBe(400);

    const one = await call<{ product: ApiProduct }>(getProduct, `/api/admin/products/${draft._id}`, {
      token: admin.token,
      params: { id: draft._id },
    });
    expect(one.json.product).toMatchObject({ _id: draft._id, published: false });
  });
});
