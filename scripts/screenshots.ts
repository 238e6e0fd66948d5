/**
 * Saves screenshots of each catalogue's pages under docs/screenshots/ (run after `next build`):
 *   npx tsx scripts/screenshots.ts
 * Starts both catalogues on fresh seeded databases, like the browser tests.
 *   --phone before|after  instead saves the phone pair under docs/screenshots/phone/: the open ☰ menu
 *                         at 390 px, the header at 360 px and a product page at 390 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from './lib/chromium';
import { startE2eServer, type E2eServer } from './lib/e2e-server';
import { withLock } from './lib/lock';

const root = process.cwd();
const out = path.join(root, 'docs', 'screenshots');
mkdirSync(out, { recursive: true });
// The lock folder lives in .data, which a fresh checkout does not have yet.
mkdirSync(path.join(root, '.data'), { recursive: true });

/** Scrolls through the page so lazily loaded images load before the full-page shot. */
async function loadEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const phoneIndex = process.argv.indexOf('--phone');
const phoneLabel = phoneIndex >= 0 ? process.argv[phoneIndex + 1] : undefined;
if (phoneIndex >= 0 && phoneLabel !== 'before' && phoneLabel !== 'after') {
  console.error('Usage: npx tsx scripts/screenshots.ts [--phone before|after]');
  process.exit(1);
}

/** The phone screens issue 12 is about, as the shopper sees them (the viewport, not the full page). */
async function phoneShots(page: Page, base: string, catalogue: string, productUrl: string, label: string) {
  const dir = path.join(out, 'phone');
  mkdirSync(dir, { recursive: true });
  const save = async (name: string, fullPage = false) => {
    const file = path.join(dir, `${catalogue}-${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(`saved ${path.relative(root, file)}`);
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(800);
  await save('menu-390');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await save('header-360');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}${productUrl}`, { waitUntil: 'networkidle' });
  await loadEverything(page);
  await save('product-390', true);
}

await withLock(path.join(root, '.data', 'e2e.lock'), 'screenshot run', async () => {
  const executablePath = (await findChromium()) ?? undefined;
  const servers: E2eServer[] = [];
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const catalogue of ['fashion', 'furniture'] as const) {
      const server = await startE2eServer(catalogue, path.join(root, '.data', 'e2e-media'));
      servers.push(server);
      const shots: [string, string][] = [
        ['home', '/'],
        ['shop', catalogue === 'furniture' ? '/collection?category=sofa' : '/shop?category=Watches'],
      ];
      const first = await (await fetch(`${server.url}/api/product/list?limit=1&sort=rating`)).json();
      if (first.products?.[0]) shots.push(['product', `/product/${first.products[0]._id}`]);
      if (phoneLabel) {
        const page = await browser.newPage();
        await phoneShots(page, server.url, catalogue, shots[2]?.[1] ?? '/shop', phoneLabel);
        await page.close();
        continue;
      }
      for (const [name, url] of shots) {
        for (const [device, viewport] of [
          ['desktop', { width: 1366, height: 900 }],
          ['mobile', { width: 390, height: 844 }],
        ] as const) {
          if (device === 'mobile' && name !== 'home') continue;
          const page = await browser.newPage({ viewport });
          await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
          await loadEverything(page);
          const file = path.join(out, `${catalogue}-${name}-${device}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`saved ${path.relative(root, file)}`);
          await page.close();
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
});
