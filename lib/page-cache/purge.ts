import http from 'node:http';
import https from 'node:https';
import { onInvalidate, type PageTag } from './index';

/**
 * Purges a front cache (Varnish, a CDN) by tag. One instance sends one purge per change: the one where
 * the change happened, once Next.js's caches on every instance have dropped it (lib/page-cache). A CDN's
 * purge API fits the same interface; docs/deploy.md shows Fastly's and Cloudflare's.
 */
export interface FrontCachePurger {
  purge(tags: readonly PageTag[]): Promise<void>;
}

/**
 * Varnish with the xkey vmod (deploy/varnish/store.vcl): `PURGE /` with the tags, space-separated, in
 * an `xkey-purge` header. The VCL only accepts it from the addresses of its `purgers` ACL.
 */
export class VarnishPurger implements FrontCachePurger {
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 2000,
  ) {}

  async purge(tags: readonly PageTag[]): Promise<void> {
    if (tags.length === 0) return;
    try {
      await this.send(tags);
    } catch {
      // One retry: a purge lost to a restarting Varnish would leave pages stale for their s-maxage.
      await this.send(tags);
    }
  }

  private send(tags: readonly PageTag[]): Promise<void> {
    const target = new URL(this.url);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        target,
        { method: 'PURGE', headers: { 'xkey-purge': tags.join(' ') }, timeout: this.timeoutMs },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve()
              : reject(new Error(`front cache answered the purge with ${res.statusCode}`)),
          );
        },
      );
      req.on('timeout', () =>
        req.destroy(new Error(`front cache purge timed out after ${this.timeoutMs} ms`)),
      );
      req.on('error', reject);
      req.end();
    });
  }
}

/** The purger FRONT_CACHE_PURGE_URL names, or undefined when there is no front cache to purge. */
export function purgerFor(url: string | undefined): FrontCachePurger | undefined {
  return url ? new VarnishPurger(url) : undefined;
}

/** Purges the front cache after every invalidation made in this process; a failed purge is logged. */
export function purgeOnInvalidate(purger: FrontCachePurger, log = console.error): () => void {
  return onInvalidate(async (tags) => {
    try {
      await purger.purge(tags);
    } catch (error) {
      log(`[page-cache] front cache purge of ${tags.join(' ')} failed: ${(error as Error).message}`);
    }
  });
}
