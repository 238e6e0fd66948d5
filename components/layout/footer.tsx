import { getTranslations } from 'next-intl/server';
import { isBuilding } from '@/lib/cache/build-phase';
import { env } from '@/lib/env';
import { currentLocale } from '@/lib/i18n/server';
import { localeHref } from '@/lib/i18n/shared/locale-href';
import { groupFooterLinks } from '@/lib/navigation';
import { cachedFooterLinks } from '@/lib/navigation/cached';
import { getStoreConfig } from '@/lib/store-config';
import { STORE_POLICY } from '@/lib/store-policy';
import { FooterView } from './footer-view';
import type { SocialProfile } from './social-icons';

/** The profiles the store has set (SOCIAL_*_URL), in the order the footer shows them. */
function socialProfiles(): SocialProfile[] {
  const urls: Record<SocialProfile['name'], string | undefined> = {
    Instagram: env.SOCIAL_INSTAGRAM_URL,
    Facebook: env.SOCIAL_FACEBOOK_URL,
    X: env.SOCIAL_X_URL,
    YouTube: env.SOCIAL_YOUTUBE_URL,
  };
  return Object.entries(urls).flatMap(([name, href]) =>
    href ? [{ name: name as SocialProfile['name'], href }] : [],
  );
}

/**
 * Site footer: about, every footer link from the server in Shop / Help / Policies columns, contact info
 * and the newsletter. The server gathers what it says, in the page's language; the client `FooterView`
 * draws it, so every page's payload carries the footer's words and links, not its markup (issue 26).
 */
export async function Footer() {
  if (isBuilding()) return null;
  const [{ links, year }, locale, t, news] = await Promise.all([
    cachedFooterLinks(),
    currentLocale(),
    getTranslations('Footer'),
    getTranslations('Newsletter'),
  ]);
  const { company, name } = getStoreConfig();
  const groupNames = { Shop: t('shop'), Help: t('help'), Policies: t('policies') };
  return (
    <FooterView
      name={name}
      company={company}
      groups={groupFooterLinks(links).map((g) => ({
        name: g.name,
        label: groupNames[g.name],
        links: g.links.map((l) => ({ title: l.title, link: localeHref(locale, l.link) })),
      }))}
      social={socialProfiles()}
      // The support hours are the store's policy, written in English (lib/store-policy).
      supportHours={STORE_POLICY.supportHours}
      words={{
        about: t('about', { name, company: company.name }),
        gstin: t('gstin', { gstin: company.gstin }),
        quickLinks: t('quickLinks'),
        contact: t('contact'),
        newsletter: t('newsletter'),
        newsletterPitch: t('newsletterPitch'),
        // The year as text: a number would be formatted (2,026).
        copyright: t('copyright', { year: String(year), company: company.name }),
        followUs: t('followUs'),
        opensInNewTab: t('opensInNewTab', { name: '{name}' }),
        form: {
          emailLabel: news('emailLabel'),
          placeholder: news('placeholder'),
          subscribe: news('subscribe'),
        },
      }}
    />
  );
}
