import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  poweredByHeader: false,
  images: { unoptimized: true },
  experimental: {
    // Route handlers read the raw body themselves and refuse oversize payloads with 413.
  },
};

export default nextConfig;
