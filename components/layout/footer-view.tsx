'use client';

import Link from 'next/link';
import type { FooterGroupName } from '@/lib/navigation/footer-groups';
import { NewsletterForm, type NewsletterWords } from '@/components/marketing/newsletter-form';
import { LanguageSwitch } from './language-switch';
import { SocialIcons, type SocialProfile } from './social-icons';

type FooterProps = {
  name: string;
  company: { name: string; gstin: string; address: string; email: string; phone: string };
  /** Only what a link shows: the words and the address (no ids or positions in every page's payload). */
  groups: { name: FooterGroupName; label: string; links: { title: string; link: string }[] }[];
  social: SocialProfile[];
  supportHours: string;
  /**
   * The footer's words in the page's language, from the server (the copyright line carries its year: a page
   * rendered on 31 December must not change on hydration).
   */
  words: {
    about: string;
    gstin: string;
    quickLinks: string;
    contact: string;
    newsletter: string;
    newsletterPitch: string;
    copyright: string;
    followUs: string;
    /** A template: `{name}` is the network. */
    opensInNewTab: string;
    form: NewsletterWords;
  };
};

/** The site footer's markup (components/layout/footer.tsx gathers its data). */
export function FooterView({ name, company, groups, social, supportHours, words }: FooterProps) {
  return (
    <footer className="mt-24 bg-stone-950 text-stone-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 md:grid-flow-row-dense lg:grid-cols-[1.2fr_2fr_1.2fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-display text-xl font-semibold text-white">
            {name}
          </h2>
          <p className="mt-3 text-sm leading-6">{words.about}</p>
          <p className="mt-3 text-xs text-stone-400">{words.gstin}</p>
          <SocialIcons
            profiles={social}
            words={{ list: words.followUs, opensInNewTab: words.opensInNewTab }}
          />
        </section>
        <section aria-labelledby="footer-links" className="md:col-span-2 lg:col-span-1">
          <h2 id="footer-links" className="sr-only">
            {words.quickLinks}
          </h2>
          <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3">
            {groups.map((group) => (
              <nav key={group.name} aria-labelledby={`footer-${group.name.toLowerCase()}`}>
                <h3 id={`footer-${group.name.toLowerCase()}`} className="foot-head">
                  {group.label}
                </h3>
                <ul className="mt-3 space-y-0.5 text-sm">
                  {group.links.map((link) => (
                    <li key={`${link.title}-${link.link}`}>
                      <Link href={link.link} className="foot-link">
                        {link.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </section>
        <div className="space-y-10">
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="foot-head">
              {words.contact}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex gap-2">
                <span aria-hidden className="icon icon-map-pin mt-0.5 h-4 w-4 shrink-0" />
                <span>{company.address}</span>
              </li>
              <li className="flex gap-2">
                <span aria-hidden className="icon icon-mail mt-0.5 h-4 w-4 shrink-0" />
                <a href={`mailto:${company.email}`} className="hover:text-white">
                  {company.email}
                </a>
              </li>
              <li className="flex gap-2">
                <span aria-hidden className="icon icon-phone mt-0.5 h-4 w-4 shrink-0" />
                <a href={`tel:${company.phone.replace(/\s/g, '')}`} className="hover:text-white">
                  {company.phone}
                </a>
              </li>
              <li className="text-stone-400">{supportHours}</li>
            </ul>
          </section>
          <section aria-labelledby="footer-news">
            <h2 id="footer-news" className="foot-head">
              {words.newsletter}
            </h2>
            <p className="mb-4 mt-4 text-sm">{words.newsletterPitch}</p>
            <NewsletterForm source="footer" tone="dark" words={words.form} />
          </section>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t border-white/10 py-6 text-xs text-stone-400">
        <span>{words.copyright}</span>
        <LanguageSwitch className="foot-link" />
      </div>
    </footer>
  );
}
