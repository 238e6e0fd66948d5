import { expect, test } from '@playwright/test';
import { listProducts } from './support/shop';

/** What a chat app or a crawler reads from a product link: the page's own HTML, no script run. */
test.describe('a product link shared elsewhere', () => {
  test('the product page names a share card that answers as a PNG image', async ({ request }) => {
    const [product] = await listProducts(request, { limit: '1' });
    // The user agent of the link previews on Facebook and WhatsApp.
    const page = await request.get(`/product/${product!._id}`, {
      headers: { 'user-agent': 'facebookexternalhit/1.1' },
    });
    expect(page.status()).toBe(200);
    const html = await page.text();
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(card, 'og:image in the page head').toBeTruthy();
    expect(html.includes('<meta property="og:image:width" content="1200"'), 'og:image:width').toBe(true);
    expect(html.includes('<meta property="og:image:height" content="630"'), 'og:image:height').toBe(true);

    const image = await request.get(card!.replaceAll('&amp;', '&'));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const body = await image.body();
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Width and height from the PNG header: the size the page announces.
    expect(body.readUInt32BE(16)).toBe(1200);
    expect(body.readUInt32BE(20)).toBe(630);
  });

  // A loading.tsx above these pages would send its skeleton first and the page in a hidden block that only
  // a script reveals: a visitor without JavaScript would see the skeleton for ever.
  test('the catalogue pages arrive complete, not as a loading skeleton', async ({ request }) => {
    const [product] = await listProducts(request, { limit: '1' });
    for (const [path, marker] of [
      ['/shop', 'data-testid="product-card"'],
      [`/product/${product!._id}`, 'data-testid="add-to-cart"'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const inMain = html.indexOf(marker);
      expect(inMain, `${path} has its content`).toBeGreaterThan(0);
      // Streamed content comes after the page frame, in hidden blocks: complete HTML has it inside <main>.
      expect(inMain < html.indexOf('</main>'), `${path} has its content inside <main>`).toBe(true);
    }
  });
});
