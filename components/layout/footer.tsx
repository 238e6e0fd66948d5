import { isBuilding } from '@/lib/cache/build-phase';
import { env } from '@/lib/env';
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
 * and the newsletter. The server gathers what it says; the client `FooterView` draws it, so every page's
 * payload carries the footer's words and links, not its markup (issue 26).
 */
export async function Footer() {
  if (isBuilding()) return null;
  const { links, year } = await cachedFooterLinks();
  const { company, name } = getStoreConfig();
  return (
    <FooterView
      name={name}
      company={company}
      groups={groupFooterLinks(links).map((g) => ({
        name: g.name,
        links: g.links.map((l) => ({ title: l.title, link: l.link })),
      }))}
      social={socialProfiles()}
      supportHours={STORE_POLICY.supportHours}
      year={year}
    />
  );
}
