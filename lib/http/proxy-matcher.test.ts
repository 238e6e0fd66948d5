import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';

// Which requests Next.js runs proxy.ts for, from its own matcher logic (issue 23 point 9): everything but
// the static assets, so the cross-site refusal, CORS and security headers never miss a route because its
// path happens to end in `.something`.

const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${url}` });

describe('the paths proxy.ts runs for', () => {
  it('include API and page paths that end in an extension', () => {
    for (const path of [
      '/api/user/address/65a1b2c3d4e5f6a7b8c9d0e1.json',
      '/api/cart/add.php',
      '/api/admin/products/x.webp',
      '/product/65a1b2c3d4e5f6a7b8c9d0e1.html',
      '/pay/sandbox/abc.json',
      '/sitemap.xml',
      '/sitemaps/products-1.xml',
      '/robots.txt',
      '/shop',
      '/',
      '/api/health',
    ])
      expect(runs(path), path).toBe(true);
  });

  it('leave out only the static assets: build output, optimised images, media and public files', () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      '/_next/static/media/inter.woff2',
      '/_bench/list.json',
      '/_next/image?url=%2Fx.webp&w=64&q=75',
      '/media/products/kurta-front.webp',
      '/media/returns/abc/photo.avif',
      '/brand/logo.svg',
      '/brand/logo-furniture.svg',
      '/placeholder.webp',
      '/favicon.ico',
    ])
      expect(runs(path), path).toBe(false);
  });
});
