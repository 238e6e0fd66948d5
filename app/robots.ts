import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/admin',
          '/cart',
          '/place-order',
          '/orders',
          '/profile',
          '/verify',
          '/pay/',
          '/login',
          '/forgot-password',
          '/reset-password',
          '/wishlist',
        ],
      },
    ],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
    host: env.SITE_URL,
  };
}
