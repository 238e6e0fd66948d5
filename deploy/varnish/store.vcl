vcl 4.1;

# Varnish in front of the store's app instances (docs/deploy.md). The app says what may be shared:
# catalogue pages answer `Cache-Control: public, max-age=0, s-maxage=N, stale-while-revalidate=M` and
# list their tags in `xkey`; everything with a shopper's data in it is `private, no-store`. This file
# adds what only the front cache can decide: which requests never touch the cache, purging by tag, and
# retrying a read on another instance when one is down.
#
# The backends and their director come from backends.vcl, written per deployment (scripts/cluster.ts
# writes one for its instances; backends.example.vcl shows the shape). varnishd finds it through
# -p vcl_path.

import std;
import xkey;
import directors;

# Each instance's /api/health answers 200 only while it can reach its database.
probe store_health {
    .url = "/api/health";
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

include "backends.vcl";

# Who may purge: the app instances (FRONT_CACHE_PURGE_URL). Widen to their network in production.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = store.backend();

    # PURGE with `xkey-purge: tag tag …` drops every object carrying one of the tags, at once (not a
    # soft purge: nobody may be shown the old price or stock after the change).
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Purge not allowed"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header missing"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }

    # Writes, the API and server actions go to the app. A client navigation's payload or prefetch (RSC) of
    # a catalogue page is looked up like the page: its URL holds `_rsc`, the hash of the router headers,
    # and Next.js answers with `Vary` on them; what it marks shareable (prefetches of a kept page) is kept
    # and purged with the page by its `xkey`, what it renders per request (`private, no-store`) is not.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/api(/|\?|$)") {
        return (pass);
    }
    if (req.http.next-action) {
        return (pass);
    }
    # Credentials in a header: the answer may be that caller's own.
    if (req.http.Authorization || req.http.token) {
        return (pass);
    }

    # The app keeps br, gzip and identity copies of a page and varies on Accept-Encoding: three keys at most.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }

    # Media images vary on Accept (AVIF for browsers that take it, WebP otherwise): two keys, not one per
    # browser's Accept string.
    if (req.url ~ "^/media/") {
        if (req.http.Accept ~ "\bimage/avif\b") {
            set req.http.Accept = "image/avif";
        } else {
            unset req.http.Accept;
        }
    }

    # Pages that are the same for every shopper, build assets, media and public files: the app renders
    # these without cookies, so a shopper's cookies are dropped and the shared copy is looked up.
    if (req.url ~ "^/(shop|collection|about|contact|shipping-policy|return-policy|cancellation-policy|privacy-policy|terms-conditions)?(\?.*)?$"
        || req.url ~ "^/product/[0-9a-f]{24}(\?.*)?$"
        || req.url ~ "^/(sitemap\.xml|sitemaps/|_next/static/|media/)"
        || req.url ~ "^/[^/?]+\.(webp|png|jpg|jpeg|svg|ico|txt|woff2?)(\?.*)?$") {
        unset req.http.Cookie;
        return (hash);
    }

    # Any other page with the session cookie (cart, orders, account, checkout) is that shopper's.
    if (req.http.Cookie ~ "(^|;\s*)token=") {
        return (pass);
    }
    # The rest follows Varnish's built-in rules (any other cookie: pass), and the app's headers decide.
}

sub vcl_backend_response {
    # A prefetch of a kept page (RSC) comes without the page's tags (Next.js sends them with the HTML
    # only): it gets them from its path, as the page has them, so a purge of the page reaches it too.
    if (bereq.http.rsc && !beresp.http.xkey) {
        if (bereq.url ~ "^/product/[0-9a-f]{24}([/?]|$)") {
            set beresp.http.xkey = "layout product:" + regsub(bereq.url, "^/product/([0-9a-f]{24}).*$", "\1");
        } else {
            set beresp.http.xkey = "layout listing";
        }
    }
    # Files from public/ come with max-age=0 from Next.js; keep them as long as a page.
    if (bereq.url ~ "^/[^/?]+\.(webp|png|jpg|jpeg|svg|ico|txt|woff2?)(\?.*)?$"
        && beresp.status == 200 && beresp.ttl <= 0s && !beresp.http.Set-Cookie) {
        set beresp.ttl = 60s;
    }
    # stale-while-revalidate becomes grace: an expired page is served while one fetch refreshes it.
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 10s);
    }
    # A private answer or one setting a cookie is never kept (the built-in rules say so too; said here
    # for whoever reads this file first).
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
}

sub vcl_backend_error {
    # An instance that is down but not yet marked sick by the probe: a read goes to the next one.
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}

sub vcl_deliver {
    # Tags are for purging here, not for browsers.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
