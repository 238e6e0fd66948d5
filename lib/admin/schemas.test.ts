import { describe, expect, it } from 'vitest';
import { menuItemCreateSchema, menuItemPatchSchema, footerLinkCreateSchema } from './navigation-schema';
import { productCreateSchema, productPatchSchema, slugify } from './product-schema';

const message = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = r.error?.issues[0];
  return issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : null;
};

describe('product schema (shared by the form and the API)', () => {
  it('accepts form strings the same as JSON values', () => {
    const fromForm = productCreateSchema.parse({
      name: ' Silk Tie ',
      category: 'Accessories',
      regularPrice: '1499',
      salePrice: '',
      weight: '0.1',
      stock: '',
      tags: 'silk, formal, , silk',
      isFeatured: 'on',
      published: 'false',
      hsnCode: '',
      gstRatePercent: '12',
      dimensions: { width: '10', depth: '', height: '150' },
    });
    expect(fromForm).toEqual({
      name: 'Silk Tie',
      category: 'Accessories',
      regularPrice: 1499,
      salePrice: null,
      weight: 0.1,
      stock: null,
      tags: ['silk', 'formal'],
      isFeatured: true,
      published: false,
      hsnCode: null,
      gstRatePercent: 12,
      dimensions: { width: 10, depth: null, height: 150 },
    });
    const fromJson = productCreateSchema.parse({
      name: 'Silk Tie',
      category: 'Accessories',
      regularPrice: 1499,
      tags: ['silk'],
    });
    expect(fromJson).toMatchObject({ regularPrice: 1499, tags: ['silk'] });
  });

  it('names the field in every refusal', () => {
    const base = { name: 'Tie', category: 'Accessories' };
    expect(message(productCreateSchema.safeParse({ category: 'x' }))).toBe('name: is required');
    expect(message(productCreateSchema.safeParse({ ...base, regularPrice: '-1' }))).toBe(
      'regularPrice: must not be negative',
    );
    expect(message(productCreateSchema.safeParse({ ...base, regularPrice: '1,499' }))).toBe(
      'regularPrice: must be an amount in rupees',
    );
    expect(message(productCreateSchema.safeParse({ ...base, regularPrice: 10.005 }))).toBe(
      'regularPrice: must have at most 2 decimals (paise)',
    );
    expect(message(productCreateSchema.safeParse({ ...base, regularPrice: 100, salePrice: 120 }))).toBe(
      'salePrice: must not be more than the regular price',
    );
    expect(message(productCreateSchema.safeParse({ ...base, visibility: 'public' }))).toMatch(
      /^visibility: must be one of/,
    );
    expect(message(productCreateSchema.safeParse({ ...base, dimensions: { width: 10.5 } }))).toMatch(
      /^dimensions.width: must be whole centimetres/,
    );
    expect(
      message(
        productCreateSchema.safeParse({ ...base, sizes: Array.from({ length: 31 }, (_, i) => `S${i}`) }),
      ),
    ).toBe('sizes: at most 30 entries');
  });

  it('lets an edit change one field, and refuses an empty edit', () => {
    expect(productPatchSchema.parse({ published: false })).toEqual({ published: false });
    expect(productPatchSchema.safeParse({}).success).toBe(false);
    expect(productPatchSchema.safeParse({ name: '' }).success).toBe(false);
  });

  it('takes the optional Hindi texts trimmed, a blank one as null, and leaves out ones unset', () => {
    expect(
      productPatchSchema.parse({ nameHi: ' सूती कुर्ता ', shortDescriptionHi: '  ', descriptionHi: null }),
    ).toEqual({ nameHi: 'सूती कुर्ता', shortDescriptionHi: null, descriptionHi: null });
    expect(productCreateSchema.parse({ name: 'Kurta', category: 'Kurtas' })).not.toHaveProperty('nameHi');
    expect(message(productPatchSchema.safeParse({ nameHi: 'क'.repeat(201) }))).toBe(
      'nameHi: must be at most 200 characters',
    );
    expect(footerLinkCreateSchema.parse({ title: 'Wishlist', titleHi: '', link: '/wishlist' })).toEqual({
      title: 'Wishlist',
      titleHi: null,
      link: '/wishlist',
    });
  });
});

describe('slugify', () => {
  it('makes readable ASCII slugs', () => {
    expect(slugify("Men's Linen Shirt (Navy)")).toBe('mens-linen-shirt-navy');
    expect(slugify('Café Crème & Co.')).toBe('cafe-creme-and-co');
    expect(slugify('!!!')).toBe('product');
    expect(slugify('क़ुर्ता')).toBe('product');
    expect(slugify('a'.repeat(120))).toHaveLength(80);
  });
});

describe('navigation schemas', () => {
  it('accepts paths, http(s), mailto and tel links and hex colours', () => {
    for (const link of [
      '/about',
      '/shop?category=Watches',
      'https://instagram.com/kapas',
      'mailto:care@kapas.in',
      'tel:+91 11 4058 2290',
      '',
    ]) {
      expect(menuItemCreateSchema.safeParse({ type: 'link', title: 'X', link }).success, link).toBe(true);
    }
    expect(
      menuItemCreateSchema.parse({ type: 'theme', title: '', bgColor: '#FFF', textColor: '#1f2937' }),
    ).toMatchObject({ bgColor: '#FFF' });
  });

  it('refuses script links and CSS injection', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
    ]) {
      expect(menuItemCreateSchema.safeParse({ type: 'link', title: 'X', link }).success, link).toBe(false);
    }
    expect(menuItemPatchSchema.safeParse({ bgColor: 'red;position:fixed' }).success).toBe(false);
    expect(footerLinkCreateSchema.safeParse({ title: 'X', link: '' }).success).toBe(false);
  });
});
