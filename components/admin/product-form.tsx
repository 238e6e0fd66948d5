'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';
import { gstRates, MAX_IMAGES, productCreateSchema } from '@/lib/admin/shared/product-schema';
import type { AdminProductDetail } from '@/lib/admin/products';
import { visibilityValues, type ApiProduct } from '@/lib/catalog/shared/types';
import { ColourImages } from './colour-images';
import { FormField } from './form-field';
import { ImageUpload } from './image-upload';
import { cellKey, changedCells, loadedValues, StockGrid, type GridValues } from './stock-grid';

type State = { errors: Record<string, string>; message: string | null };
const text = (form: FormData, key: string) => String(form.get(key) ?? '');
const on = (form: FormData, key: string) => form.get(key) === 'on';
/** The form's comma-separated list as the schema will read it (trimmed, no blanks or repeats). */
const listOf = (v: string) => [
  ...new Set(
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

type Variants = {
  loaded: AdminProductDetail['variantStock'];
  gridOn: boolean;
  grid: GridValues;
  galleries: Record<string, string[]>;
};

/** The grid and colour galleries as the API takes them: changed cells only, galleries of current colours. */
function variantValues(form: FormData, v: Variants) {
  const colors = listOf(text(form, 'colors'));
  const sizes = listOf(text(form, 'sizes'));
  const colorImages = Object.fromEntries(colors.map((c) => [c, v.galleries[c] ?? []]));
  if (v.gridOn) return { colorImages, variantStock: changedCells(colors, sizes, v.grid, v.loaded) };
  return v.loaded ? { colorImages, variantStock: null } : { colorImages };
}

/** Reads the form into what the shared product schema accepts (strings where the inputs hold text). */
function formValues(form: FormData, images: string[], v: Variants) {
  const variants = variantValues(form, v);
  return {
    ...variants,
    name: text(form, 'name'),
    category: text(form, 'category'),
    subCategory: text(form, 'subCategory'),
    categories: text(form, 'categories'),
    tags: text(form, 'tags'),
    colors: text(form, 'colors'),
    sizes: text(form, 'sizes'),
    seller: text(form, 'seller'),
    shortDescription: text(form, 'shortDescription'),
    description: text(form, 'description'),
    regularPrice: text(form, 'regularPrice'),
    salePrice: text(form, 'salePrice'),
    weight: text(form, 'weight'),
    dimensions: { width: text(form, 'width'), depth: text(form, 'depth'), height: text(form, 'height') },
    hsnCode: text(form, 'hsnCode'),
    gstRatePercent: text(form, 'gstRatePercent'),
    ...(variants.variantStock ? {} : { stock: text(form, 'stock') }),
    inStock: on(form, 'inStock'),
    isFeatured: on(form, 'isFeatured'),
    allowCustomerReviews: on(form, 'allowCustomerReviews'),
    published: on(form, 'published'),
    visibility: text(form, 'visibility'),
    image: images,
  };
}

const str = (v: number | null | undefined) => (v == null ? '' : String(v));

/** Create or edit a product: every field of the catalogue, checked with the same schema as the API. */
export function ProductForm({
  product,
  categories,
}: {
  product: AdminProductDetail | null;
  categories: string[];
}) {
  const router = useRouter();
  const [images, setImages] = useState<string[]>(product?.image ?? []);
  const [colors, setColors] = useState(product?.colors ?? []);
  const [sizes, setSizes] = useState(product?.sizes ?? []);
  const loaded = product?.variantStock ?? null;
  const [gridOn, setGridOn] = useState(loaded !== null);
  const [grid, setGrid] = useState<GridValues>(() => loadedValues(loaded));
  const [galleries, setGalleries] = useState(product?.colorImages ?? {});
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      const values = formValues(form, images, { loaded, gridOn, grid, galleries });
      const parsed = productCreateSchema.safeParse(values);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const [field, index] = issue.path;
          const cell = field === 'variantStock' ? values.variantStock?.[Number(index)] : undefined;
          errors[cell ? cellKey(cell.color, cell.size) : String(field ?? 'form')] ??= issue.message;
        }
        return { errors, message: 'Please correct the highlighted fields.' };
      }
      const answer = await adminFetch<{ product: ApiProduct }>(
        product ? `/api/admin/products/${product._id}` : '/api/admin/products',
        {
          method: product ? 'PATCH' : 'POST',
          json: parsed.data,
        },
      );
      if (!answer.success) {
        const [field, ...rest] = answer.message.split(': ');
        return rest.length
          ? { errors: { [field ?? 'form']: rest.join(': ') }, message: answer.message }
          : { errors: {}, message: answer.message };
      }
      toast.success(product ? 'Product saved.' : 'Product created.');
      if (product) router.refresh();
      else router.push(`/admin/products/${answer.product._id}`);
      return { errors: {}, message: null };
    },
    { errors: {}, message: null },
  );
  const e = state.errors;
  const input = (name: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      id={`pf-${name}`}
      name={name}
      className="field"
      aria-invalid={e[name] ? true : undefined}
      aria-describedby={e[name] ? `pf-${name}-error` : undefined}
      {...props}
    />
  );
  const section = 'rounded-2xl border border-line bg-white p-5';

  return (
    <form
      onSubmit={submitKeepingValues(action)}
      noValidate
      className="space-y-6"
      aria-label={product ? 'Edit product' : 'New product'}
    >
      <section className={`${section} grid gap-4 sm:grid-cols-2`} aria-label="Basics">
        <FormField id="pf-name" label="Name" error={e.name} className="sm:col-span-2">
          {input('name', { defaultValue: product?.name, required: true, maxLength: 200 })}
        </FormField>
        <FormField id="pf-category" label="Category" error={e.category}>
          {input('category', { defaultValue: product?.category, required: true, list: 'pf-category-list' })}
        </FormField>
        <datalist id="pf-category-list">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <FormField id="pf-subCategory" label="Sub-category" error={e.subCategory}>
          {input('subCategory', { defaultValue: product?.subCategory })}
        </FormField>
        <FormField id="pf-categories" label="More categories" hint="Comma-separated" error={e.categories}>
          {input('categories', {
            defaultValue: product?.categories.filter((c) => c !== product.category).join(', '),
          })}
        </FormField>
        <FormField id="pf-seller" label="Seller" error={e.seller}>
          {input('seller', { defaultValue: product?.seller })}
        </FormField>
        <FormField id="pf-tags" label="Tags" hint="Comma-separated" error={e.tags}>
          {input('tags', { defaultValue: product?.tags.join(', ') })}
        </FormField>
        <FormField id="pf-colors" label="Colours" hint="Comma-separated" error={e.colors}>
          {input('colors', {
            defaultValue: product?.colors.join(', '),
            onChange: (ev) => setColors(listOf(ev.currentTarget.value)),
          })}
        </FormField>
        <FormField
          id="pf-sizes"
          label="Sizes"
          hint="Comma-separated; leave empty when the product has no sizes"
          error={e.sizes}
          className="sm:col-span-2"
        >
          {input('sizes', {
            defaultValue: product?.sizes.join(', '),
            onChange: (ev) => setSizes(listOf(ev.currentTarget.value)),
          })}
        </FormField>
        <FormField
          id="pf-shortDescription"
          label="Short description"
          error={e.shortDescription}
          className="sm:col-span-2"
        >
          <textarea
            id="pf-shortDescription"
            name="shortDescription"
            rows={2}
            maxLength={500}
            defaultValue={product?.shortDescription}
            className="field"
          />
        </FormField>
        <FormField id="pf-description" label="Description" error={e.description} className="sm:col-span-2">
          <textarea
            id="pf-description"
            name="description"
            rows={6}
            defaultValue={product?.description}
            className="field"
          />
        </FormField>
      </section>

      <section className={section} aria-label="Images">
        <h2 className="mb-3 font-semibold">Images</h2>
        <ImageUpload images={images} onChange={setImages} max={MAX_IMAGES} />
        {e.image ? <p className="mt-1 text-xs text-danger">{e.image}</p> : null}
      </section>

      <section className={section} aria-label="Images per colour">
        <h2 className="mb-3 font-semibold">Images per colour</h2>
        <ColourImages
          colors={colors}
          galleries={galleries}
          onChange={setGalleries}
          max={MAX_IMAGES}
          error={e.colorImages}
        />
      </section>

      <section
        className={`${section} grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}
        aria-label="Price, tax and shipping"
      >
        <FormField id="pf-regularPrice" label="Regular price (₹)" error={e.regularPrice}>
          {input('regularPrice', { defaultValue: str(product?.regularPrice), inputMode: 'decimal' })}
        </FormField>
        <FormField
          id="pf-salePrice"
          label="Sale price (₹)"
          hint="Leave empty for no sale"
          error={e.salePrice}
        >
          {input('salePrice', { defaultValue: str(product?.salePrice), inputMode: 'decimal' })}
        </FormField>
        <FormField id="pf-hsnCode" label="HSN code" error={e.hsnCode}>
          {input('hsnCode', { defaultValue: product?.hsnCode ?? '', inputMode: 'numeric' })}
        </FormField>
        <FormField id="pf-gstRatePercent" label="GST rate" error={e.gstRatePercent}>
          <select
            id="pf-gstRatePercent"
            name="gstRatePercent"
            defaultValue={String(product?.gstRatePercent ?? 12)}
            className="field"
          >
            {gstRates.map((r) => (
              <option key={r} value={r}>
                {r}%
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="pf-weight" label="Weight (kg)" error={e.weight}>
          {input('weight', { defaultValue: str(product?.weight), inputMode: 'decimal' })}
        </FormField>
        <FormField id="pf-width" label="Width (cm)" error={e.dimensions}>
          {input('width', { defaultValue: str(product?.dimensions?.width), inputMode: 'numeric' })}
        </FormField>
        <FormField id="pf-depth" label="Depth (cm)">
          {input('depth', { defaultValue: str(product?.dimensions?.depth), inputMode: 'numeric' })}
        </FormField>
        <FormField id="pf-height" label="Height (cm)">
          {input('height', { defaultValue: str(product?.dimensions?.height), inputMode: 'numeric' })}
        </FormField>
      </section>

      <section
        className={`${section} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}
        aria-label="Stock and visibility"
      >
        <div className="min-w-0 space-y-3 sm:col-span-2 lg:col-span-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={gridOn}
              onChange={(ev) => setGridOn(ev.currentTarget.checked)}
              className="h-4 w-4 accent-ink"
            />
            Stock per colour and size
          </label>
          {gridOn ? (
            <StockGrid
              colors={colors}
              sizes={sizes}
              values={grid}
              onChange={setGrid}
              errors={Object.fromEntries(Object.entries(e).filter(([k]) => k.includes('\u0000')))}
            />
          ) : (
            <FormField
              id="pf-stock"
              label="Units in stock"
              hint="Leave empty to not track stock"
              error={e.stock}
            >
              {input('stock', { defaultValue: str(product?.stock), inputMode: 'numeric' })}
            </FormField>
          )}
        </div>
        <FormField id="pf-visibility" label="Catalogue visibility" error={e.visibility}>
          <select
            id="pf-visibility"
            name="visibility"
            defaultValue={product?.visibilityInCatalog ?? 'visible'}
            className="field"
          >
            {visibilityValues.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </FormField>
        <fieldset className="space-y-2 text-sm sm:col-span-2 lg:col-span-1">
          <legend className="mb-1 font-medium">Options</legend>
          {(
            [
              ['published', 'Published', product?.published ?? true],
              ['inStock', 'In stock', product?.inStockFlag ?? true],
              ['isFeatured', 'Featured', product?.isFeatured ?? false],
              ['allowCustomerReviews', 'Allow customer reviews', product?.allowCustomerReviews ?? true],
            ] as const
          ).map(([name, label, checked]) => (
            <label key={name} className="flex items-center gap-2">
              <input type="checkbox" name={name} defaultChecked={checked} className="h-4 w-4 accent-ink" />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className="btn btn-primary">
          {pending ? 'Saving…' : product ? 'Save changes' : 'Create product'}
        </button>
        <p aria-live="polite" className="text-sm text-danger">
          {state.message}
        </p>
      </div>
    </form>
  );
}
