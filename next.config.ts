import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  poweredByHeader: false,
  // forbidden() from next/navigation: the back office answers a signed-in shopper with HTTP 403.
  experimental: { authInterrupts: true },
  images: { unoptimized: true },
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

export default nextConfig;
