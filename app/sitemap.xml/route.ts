import { answeredPerRequest } from '@/lib/cache/build-phase';
import { pageCacheSeconds, sharedCacheHeaders } from '@/lib/page-cache/headers';
import { sitemapIndexXml } from '@/lib/seo/sitemap';

export async function GET() {
  await answeredPerRequest();
  return new Response(await sitemapIndexXml(), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // Lists every listed product: purged with the listings.
      ...sharedCacheHeaders(['listing'], pageCacheSeconds()),
    },
  });
}
