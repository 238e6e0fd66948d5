import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin';
import { rupees } from './shop';

type Row = Record<string, string>;
type Listed = { _id: string; name: string; price: number | null; sizeVariants: unknown[] };

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: '390 px phone', width: 390, height: 844 },
] as const;

/**
 * Products this journey may reprice: priced alike in every size (a per-size price would show instead),
 * taken from the end of the name order so the other journeys, which take theirs from the start, keep theirs.
 */
async function repriceable(request: APIRequestContext, count: number, skip: number): Promise<Listed[]> {
  const res = await request.get('/api/product/list', { params: { sort: 'name-desc', limit: '60' } });
  expect(res.ok()).toBe(true);
  const { products } = (await res.json()) as { products: Listed[] };
  const fit = products.filter((p) => p.price != null && p.sizeVariants.length === 0);
  const chosen = fit.slice(skip, skip + count);
  expect(chosen).toHaveLength(count);
  return chosen;
}

async function noSideScroll(page: Page): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

async function insideViewport(page: Page, selector: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/**
 * The owner exports the catalogue, reprices three products in the file and breaks a fourth line, uploads
 * it, reads the dry run (three changes, the refused line with its column and reason), applies it, and the
 * shop's product page shows the new price. At desktop width and on a 390 px phone.
 */
export function catalogueImportJourney(): void {
  for (const [i, viewport] of VIEWPORTS.entries()) {
    test(`catalogue export, dry run and apply at ${viewport.name}`, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const products = await repriceable(request, 4, i * 4);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAsAdmin(page, '/admin/products');

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(bytes, { bom: true, columns: true }) as Row[];

      const [a, b, c, broken] = products as [Listed, Listed, Listed, Listed];
      const newPrice = new Map<string, number>();
      for (const p of [a, b, c]) {
        newPrice.set(p._id, Math.floor(p.price!) + 7);
        // Every line of the product (one per colour and size) carries its columns.
        for (const row of rows.filter((r) => r.product_id === p._id)) {
          row.mrp_rupees = String(newPrice.get(p._id));
          row.sale_price_rupees = '';
        }
      }
      const brokenRow = rows.find((r) => r.product_id === broken._id)!;
      brokenRow.mrp_rupees = 'abc';
      const brokenLine = rows.indexOf(brokenRow) + 2;
      const csv = stringify(rows, { header: true, columns: Object.keys(rows[0]!), bom: true });

      await page.getByLabel('Catalogue file (CSV)').setInputFiles({
        name: 'catalogue.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await page.getByRole('button', { name: 'Check file' }).click();
      const counts = page.getByTestId('import-counts');
      await expect(counts).toContainText('0 new products · 3 changed lines');
      await expect(counts).toContainText('1 refused line');
      const changed = page.locator('[data-testid="import-row"][data-outcome="change"]');
      await expect(changed).toHaveCount(3);
      for (const p of [a, b, c]) {
        const row = changed.filter({ hasText: p.name });
        await expect(row).toContainText(`mrp_rupees`);
        await expect(row).toContainText(`→ ${newPrice.get(p._id)}`);
      }
      const refused = page.locator('[data-testid="import-row"][data-outcome="refuse"]');
      await expect(refused).toHaveCount(1);
      await expect(refused).toContainText(String(brokenLine));
      await expect(refused).toContainText('mrp_rupees must be an amount in rupees');
      await noSideScroll(page);
      await insideViewport(page, '#catalogue-import + p + div');
      await insideViewport(page, 'button:has-text("Apply 3 changes")');
      if (viewport.width === 390) {
        await refused.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath('catalogue-import-390.png'), fullPage: true });
      }

      await page.getByRole('button', { name: 'Apply 3 changes' }).click();
      await expect(
        page.locator('section[aria-labelledby="catalogue-import"]').getByRole('status'),
      ).toHaveText('Applied 3 changes.');

      await page.goto(`/product/${a._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.name);
      await expect(page.locator('main')).toContainText(rupees(newPrice.get(a._id)!));
      await noSideScroll(page);
    });
  }
}
