import { answeredPerRequest } from '@/lib/cache/build-phase';
import { pageCacheSeconds, sharedCacheHeaders } from '@/lib/page-cache/headers';
import { countSitemapPages, sitemapPageXml } from '@/lib/seo/sitemap';

/** /sitemaps/{n}.xml: the nth sitemap of the index (page 0 also lists the site's fixed pages). */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  await answeredPerRequest();
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  const page = match ? Number(match[1]) : -1;
  if (page < 0 || page >= (await countSitemapPages())) {
    return Response.json({ success: false, message: 'Sitemap not found.' }, { status: 404 });
  }
  return new Response(await sitemapPageXml(page), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // Lists every listed product: purged with the listings.
      ...sharedCacheHeaders(['listing'], pageCacheSeconds()),
    },
  });
}
