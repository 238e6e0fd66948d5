import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPlan } from '@/lib/admin/catalogue';
import { db } from '@/lib/db';
import { insertTestProduct } from '@/lib/orders/test-support';
import { auditLog, footerLinks, menuItems, products } from '@/models';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { call } from '@/test/api';
import { POST as createFooter } from '@/app/api/admin/footer/route';
import { PATCH as patchMenu } from '@/app/api/admin/menu/[id]/route';
import { POST as createMenu } from '@/app/api/admin/menu/route';
import { GET as exportRoute } from '@/app/api/admin/products/export/route';
import { GET as getProduct, PATCH as patchProduct } from '@/app/api/admin/products/[id]/route';
import { POST as importRoute } from '@/app/api/admin/products/import/route';
import { POST as createProduct } from '@/app/api/admin/products/route';

// The Hindi texts the owner gives (issue 28) through the back office's API and the catalogue file. The
// route files live under app/api; these tests call them over a real database like the ones beside them.

type HindiProduct = {
  _id: string;
  name: string;
  nameHi: string | null;
  shortDescriptionHi: string | null;
  descriptionHi: string | null;
};
type Row = Record<string, string>;
type Answer = { success: boolean; message?: string; plan: ImportPlan; applied?: number };

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});

const hindi = {
  nameHi: 'Kapas खादी का सादा कुर्ता',
  shortDescriptionHi: 'खादी का सादा कुर्ता, दफ़्तर के लिए बना।',
  descriptionHi: 'हाथ से कते सूत का कुर्ता। ठंडे पानी में धोएँ।',
};

const create = (body: unknown) =>
  call<{ product: HindiProduct }>(createProduct, '/api/admin/products', { token: admin.token, body });
const patch = (id: string, body: unknown) =>
  call<{ product: HindiProduct }>(patchProduct, `/api/admin/products/${id}`, {
    token: admin.token,
    method: 'PATCH',
    params: { id },
    body,
  });
const stored = async (id: string) =>
  (
    await db
      .select({
        nameHi: products.nameHi,
        shortDescriptionHi: products.shortDescriptionHi,
        descriptionHi: products.descriptionHi,
      })
      .from(products)
      .where(eq(products.id, id))
  )[0];

describe('the product API in Hindi', () => {
  it('creates a product with its Hindi texts, answers them and reads them back', async () => {
    const res = await create({ name: 'Kapas Khadi Kurta', category: 'Kurtas', ...hindi });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.product).toMatchObject({ name: 'Kapas Khadi Kurta', ...hindi });
    const id = res.json.product._id;
    expect(await stored(id)).toEqual(hindi);
    const read = await call<{ product: HindiProduct }>(getProduct, `/api/admin/products/${id}`, {
      token: admin.token,
      params: { id },
    });
    expect(read.json.product).toMatchObject(hindi);
  });

  it('stores a blank Hindi text as null (the shop then shows the English one) and leaves out ones alone', async () => {
    const plain = await create({
      name: 'Plain Kurta',
      category: 'Kurtas',
      nameHi: '   ',
      shortDescriptionHi: '',
    });
    expect(plain.json.product).toMatchObject({ nameHi: null, shortDescriptionHi: null, descriptionHi: null });
    expect(await stored(plain.json.product._id)).toEqual({
      nameHi: null,
      shortDescriptionHi: null,
      descriptionHi: null,
    });

    const { _id: id } = (await create({ name: 'Edited Kurta', category: 'Kurtas', ...hindi })).json.product;
    const edited = await patch(id, { nameHi: '', shortDescriptionHi: null, descriptionHi: ' नया विवरण ' });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await stored(id)).toEqual({ nameHi: null, shortDescriptionHi: null, descriptionHi: 'नया विवरण' });
    // A patch without the Hindi fields keeps them; the audit row names the Hindi fields that changed.
    await patch(id, { name: 'Edited Khadi Kurta' });
    expect((await stored(id))?.descriptionHi).toBe('नया विवरण');
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(audits[1]).toMatchObject({
      action: 'product.update',
      before: { nameHi: hindi.nameHi, shortDescriptionHi: hindi.shortDescriptionHi },
      after: { nameHi: null, shortDescriptionHi: null, descriptionHi: 'नया विवरण' },
    });
  });

  it('refuses a Hindi text that is too long or not text, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nameHi: 'क'.repeat(201) }, 'nameHi: must be at most 200 characters'],
      [{ shortDescriptionHi: 'क'.repeat(501) }, 'shortDescriptionHi: must be at most 500 characters'],
      [{ descriptionHi: 'क'.repeat(20_001) }, 'descriptionHi: must be at most 20000 characters'],
      [{ nameHi: 42 }, 'nameHi: must be text'],
    ];
    for (const [extra, message] of cases) {
      const res = await create({ name: 'Long Kurta', category: 'Kurtas', ...extra });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
  });
});

const ctx = { params: Promise.resolve({}) };
const rowsOf = (csv: string): Row[] => parse(csv, { bom: true, columns: true }) as Row[];
const csvOf = (rows: Row[], columns = Object.keys(rows[0]!)): string =>
  stringify(rows, { header: true, columns, bom: true });

async function exportRows(ids: string[]): Promise<Row[]> {
  const res = await exportRoute(
    new Request('http://localhost/api/admin/products/export', { headers: { token: admin.token } }),
    ctx,
  );
  return rowsOf(await res.text()).filter((r) => ids.includes(r.product_id!));
}

async function upload(csv: string, plan?: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
  const url = `http://localhost/api/admin/products/import${plan ? `?plan=${plan}` : ''}`;
  const res = await importRoute(
    new Request(url, { method: 'POST', headers: { token: admin.token }, body: form }),
    ctx,
  );
  return { status: res.status, json: (await res.json()) as Answer };
}

async function apply(csv: string) {
  const dry = await upload(csv);
  expect(dry.status, JSON.stringify(dry.json).slice(0, 500)).toBe(200);
  const res = await upload(csv, dry.json.plan.planId);
  expect(res.status, JSON.stringify(res.json).slice(0, 500)).toBe(200);
  return { plan: dry.json.plan, applied: res.json.applied };
}

describe('the catalogue file in Hindi', () => {
  it('exports the Hindi texts, and imports them back unchanged, edited, cleared or new', async () => {
    const kurta = await insertTestProduct({
      sku: 'HI-KURTA',
      category: 'Kurtas',
      categories: ['Kurtas'],
      ...hindi,
    });
    const plain = await insertTestProduct({ sku: 'HI-PLAIN', category: 'Kurtas', categories: ['Kurtas'] });
    const rows = await exportRows([kurta, plain]);
    const kurtaRow = rows.find((r) => r.product_id === kurta)!;
    expect(kurtaRow).toMatchObject({
      name_hi: hindi.nameHi,
      short_description_hi: hindi.shortDescriptionHi,
      description_hi: hindi.descriptionHi,
    });
    expect(rows.find((r) => r.product_id === plain)).toMatchObject({
      name_hi: '',
      short_description_hi: '',
      description_hi: '',
    });
    // The file as exported changes nothing: a blank cell reads as the null it was written from.
    expect((await upload(csvOf(rows))).json.plan.counts).toMatchObject({ change: 0, create: 0, refuse: 0 });

    kurtaRow.name_hi = 'Kapas खादी कुर्ता';
    kurtaRow.short_description_hi = '';
    const plainRow = { ...rows.find((r) => r.product_id === plain)!, name_hi: 'सादा कुर्ता' };
    const fresh = {
      ...plainRow,
      product_id: '',
      sku: 'HI-NEW',
      name: 'New Kurta',
      name_hi: 'नया कुर्ता',
      stock_at_export: '',
    };
    const { plan, applied } = await apply(csvOf([kurtaRow, plainRow, fresh]));
    expect(applied).toBe(3);
    expect(plan.rows.find((r) => r.sku === 'HI-KURTA')?.changes).toEqual([
      { column: 'name_hi', from: hindi.nameHi, to: 'Kapas खादी कुर्ता' },
      { column: 'short_description_hi', from: hindi.shortDescriptionHi, to: '' },
    ]);
    expect(await stored(kurta)).toEqual({
      nameHi: 'Kapas खादी कुर्ता',
      shortDescriptionHi: null,
      descriptionHi: hindi.descriptionHi,
    });
    expect((await stored(plain))?.nameHi).toBe('सादा कुर्ता');
    const [made] = await db.select().from(products).where(eq(products.sku, 'HI-NEW'));
    expect(made).toMatchObject({ name: 'New Kurta', nameHi: 'नया कुर्ता', shortDescriptionHi: null });
  });

  it('reads a file made before the Hindi columns, leaving each product’s Hindi texts as they are', async () => {
    const kurta = await insertTestProduct({
      sku: 'HI-OLD',
      category: 'Kurtas',
      categories: ['Kurtas'],
      ...hindi,
    });
    const [row] = await exportRows([kurta]);
    const { name_hi: _n, short_description_hi: _s, description_hi: _d, ...old } = row!;
    old.mrp_rupees = '1499';
    const { plan } = await apply(csvOf([old]));
    expect(plan.rows[0]?.changes).toEqual([{ column: 'mrp_rupees', from: '1000', to: '1499' }]);
    expect(await stored(kurta)).toEqual(hindi);
  });
});

describe('menu and footer links in Hindi', () => {
  it('takes a Hindi title on a menu link and a footer link; blank stores null', async () => {
    const menu = await call<{ item: { _id: string; titleHi: string | null } }>(
      createMenu,
      '/api/admin/menu',
      {
        token: admin.token,
        body: { type: 'link', title: 'Sale', titleHi: 'सेल', link: '/shop?sale=1' },
      },
    );
    expect(menu.status, JSON.stringify(menu.json)).toBe(200);
    expect(menu.json.item.titleHi).toBe('सेल');
    const id = menu.json.item._id;
    const cleared = await call(patchMenu, `/api/admin/menu/${id}`, {
      token: admin.token,
      method: 'PATCH',
      params: { id },
      body: { titleHi: '' },
    });
    expect(cleared.status).toBe(200);
    expect((await db.select().from(menuItems).where(eq(menuItems.id, id)))[0]?.titleHi).toBeNull();

    const footer = await call<{ link: { _id: string; titleHi: string | null } }>(
      createFooter,
      '/api/admin/footer',
      {
        token: admin.token,
        body: { title: 'Size Guide', titleHi: 'साइज़ गाइड', link: '/size-guide' },
      },
    );
    expect(footer.status, JSON.stringify(footer.json)).toBe(200);
    const [saved] = await db.select().from(footerLinks).where(eq(footerLinks.id, footer.json.link._id));
    expect(saved?.titleHi).toBe('साइज़ गाइड');
    // Without one the link is still added (the shop shows its English title).
    const bare = await call(createFooter, '/api/admin/footer', {
      token: admin.token,
      body: { title: 'Gift Cards', link: '/gift-cards' },
    });
    expect(bare.status).toBe(200);
  });
});
