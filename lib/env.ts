import { z } from 'zod';

/** An optional https profile link; empty is unset. */
const socialUrl = z
  .string()
  .url()
  .refine((u) => u.startsWith('https://'), 'must be an https:// URL')
  .optional()
  .or(z.literal('').transform(() => undefined));

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Which forwarding proxies to believe about the client's address (see lib/rate-limit/ip.ts). */
export type TrustProxy =
  { mode: 'off' } | { mode: 'hops'; hops: number } | { mode: 'list'; entries: readonly string[] };

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;

/** `off` (default), a hop count (`1`: one proxy in front), or addresses/CIDRs of trusted proxies. */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = (raw ?? '').trim().toLowerCase();
    if (v === '' || v === 'false' || v === 'off' || v === '0') return { mode: 'off' };
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count is at most 10' });
      return { mode: 'hops', hops };
    }
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: "true would believe any client; give a hop count (e.g. 1) or the proxies' addresses",
      });
      return { mode: 'off' };
    }
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const [address = '', bits] = entry.split('/');
      const known = entry === 'loopback' || entry === 'private' || entry === 'uniquelocal';
      const ip = IPV4.test(address) || (address.includes(':') && /^[0-9a-f:.]+$/.test(address));
      const prefix =
        bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (address.includes(':') ? 128 : 32));
      if (!known && !(ip && prefix)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an IP address, a CIDR range, loopback or private`,
        });
      }
    }
    return { mode: 'list', entries };
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PGLITE_DATA_DIR: z.string().default('.data/pglite'),
  DATA_DIR: z.string().default('.data'),
  MEDIA_DIR: z.string().default('.data/media'),
  STORE_CATALOGUE: z.enum(['fashion', 'furniture']).default('fashion'),
  /**
   * The store's public address. Unset: http://localhost on the port the store listens on (PORT), so
   * absolute URLs (API images, JSON-LD, sitemap) reach this server; the production server warns.
   */
  SITE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The port `npm start` / `npm run serve` listen on (scripts/start.ts passes it to next start). */
  PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).default(3000),
  ),
  /**
   * Where API clients fetch product images from (a CDN in front of /media); unset means SITE_URL. The
   * API answers absolute image URLs under it; the store's own pages keep same-origin /media paths.
   */
  MEDIA_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DELIVERY_FEE: z.coerce.number().min(0).max(100000).default(0),
  /**
   * Rupees from which an order ships free (with a DELIVERY_FEE), or `off` for never: the original API's
   * clients add their fixed fee to every order. Unset: STORE_POLICY.freeShippingThresholdRupees (null here,
   * resolved by shippingTerms() in lib/store-config.ts).
   */
  FREE_SHIPPING_THRESHOLD: z
    .string()
    .optional()
    .transform((raw, ctx): number | 'off' | null => {
      const v = (raw ?? '').trim().toLowerCase();
      if (v === '') return null;
      if (v === 'off') return 'off';
      const rupees = Number(v);
      if (!/^\d+(\.\d{1,2})?$/.test(v) || rupees > 10_000_000) {
        ctx.addIssue({ code: 'custom', message: 'rupees (e.g. 999) or off' });
        return null;
      }
      return rupees;
    }),
  REDIS_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seconds a catalogue page is kept in each instance's memory and by shared caches (s-maxage); 0 = none. */
  PAGE_CACHE_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(86_400).optional(),
  ),
  /** The front cache to purge by tag when data changes (Varnish with xkey: deploy/varnish/store.vcl). */
  FRONT_CACHE_PURGE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Names the Redis hash of tag expiries shared by the instances of one database; derived from DATABASE_URL when unset. */
  INVALIDATION_CHANNEL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The offline test-mode provider stands in when a provider's keys are absent. Unset, it is on in
   * development and tests and off in production, where only an explicit `true` turns it on (it marks
   * orders paid with no money moved). Resolved against NODE_ENV below.
   */
  PAYMENTS_SANDBOX: z.enum(['true', 'false', '1', '0', '']).optional(),
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** How often the hold and offer clocks tick (one instance of several runs them, lib/db/clock-lease.ts). */
  CLOCK_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  RATE_LIMIT_DISABLED: bool,
  TRUST_PROXY: trustProxy,
  STORE_NAME: z.string().default(''),
  COMPANY_NAME: z.string().default('Kapas & Kaath Retail Private Limited'),
  COMPANY_GSTIN: z.string().default('07AAKCK4821M1Z5'),
  COMPANY_ADDRESS: z.string().default('14, Shahpur Jat, Siri Fort Road, New Delhi, Delhi 110049'),
  STORE_EMAIL: z.string().default('care@kapaskaath.in'),
  STORE_PHONE: z.string().default('+91 11 4058 2290'),
  /**
   * Where e-mails are delivered (smtp:// or smtps://user:pass@host:port). Unset: every message stays in the
   * database outbox, readable at /admin/outbox; nothing pretends to have been sent.
   */
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The From of store e-mails; STORE_EMAIL when unset. */
  MAIL_FROM: z.string().default(''),
  /** The store's social profiles (https URLs): the footer links each one set and shows no icon for the rest. */
  SOCIAL_INSTAGRAM_URL: socialUrl,
  SOCIAL_FACEBOOK_URL: socialUrl,
  SOCIAL_X_URL: socialUrl,
  SOCIAL_YOUTUBE_URL: socialUrl,
});

const resolved = schema.transform(({ PAYMENTS_SANDBOX: sandbox, SITE_URL: siteUrl, ...rest }) => ({
  ...rest,
  SITE_URL: siteUrl ?? `http://localhost:${rest.PORT}`,
  /** SITE_URL was not set: the address above is a guess that holds only on this machine. */
  SITE_URL_DEFAULTED: siteUrl === undefined,
  PAYMENTS_SANDBOX: sandbox ? sandbox === 'true' || sandbox === '1' : rest.NODE_ENV !== 'production',
}));

export type Env = z.infer<typeof resolved>;

function readEnv(): Env {
  const parsed = resolved.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/** Validated settings; the only place that reads process.env. */
export const env: Env = readEnv();

/** The store's display name follows the active catalogue unless STORE_NAME overrides it. */
export const storeName =
  env.STORE_NAME || (env.STORE_CATALOGUE === 'furniture' ? 'Kaath Home' : 'Kapas & Co.');

/**
 * The production server's warning when SITE_URL is unset: canonical URLs, the sitemap, payment return
 * URLs and the API's absolute image URLs then name http://localhost:<PORT>, which only this machine
 * reaches. Null in development or when SITE_URL is set.
 */
export function siteUrlWarning(
  settings: Pick<Env, 'SITE_URL' | 'SITE_URL_DEFAULTED'>,
  dev: boolean,
): string | null {
  if (dev || !settings.SITE_URL_DEFAULTED) return null;
  return (
    `[serve] WARNING: SITE_URL is not set, so links, the sitemap and the API's image URLs use ${settings.SITE_URL}, ` +
    'which only this machine reaches. Set SITE_URL to the address shoppers and API clients use.'
  );
}
