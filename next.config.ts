import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/** The store's cache handlers: Next.js's own caches, plus what several instances need (lib/cache/handlers). */
const handlers = path.join(import.meta.dirname, 'lib/cache/handlers');

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  poweredByHeader: false,
  // forbidden() from next/navigation: the back office answers a signed-in shopper with HTTP 403.
  // Pages stored at run time stay in this process's memory (bounded by cacheMaxMemorySize), never written
  // over the build's output: two servers of one build (the two catalogues in the tests) never share them.
  // globalNotFound: an address no page answers gets app/global-not-found.tsx, a whole 404 document (the
  // root layout is app/[locale]'s, which a missing route has no param for).
  experimental: { authInterrupts: true, isrFlushToDisk: false, globalNotFound: true },
  // Pages and reads are cached by Next.js ('use cache', tagged: lib/cache/tags.ts); what is per shopper
  // stays in the browser or in per-request pages (proxy.ts lists them).
  cacheComponents: true,
  // A page's first request is answered whole (blocking), not as a shell with holes: complete HTML for
  // crawlers and browsers without JavaScript, and one stored entry whose script hashes cover it all.
  partialPrefetching: false,
  images: { unoptimized: true },
  // Pages Next.js stores carry a script policy of hashes and their cache tags; tag revalidations reach
  // every instance through Redis when REDIS_URL is set.
  cacheHandler: path.join(handlers, 'incremental.mjs'),
  cacheHandlers: { default: path.join(handlers, 'use-cache.mjs') },
  // Files that bypass proxy.ts (build assets, media) still get the basic protections.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

/** next-intl reads each render's language and messages from lib/i18n/request.ts. */
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default withNextIntl(nextConfig);
