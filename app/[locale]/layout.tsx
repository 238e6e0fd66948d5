import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { siteText } from '@/components/layout/site-metadata';
import { AppProviders } from '@/components/providers/app-providers';
import { env } from '@/lib/env';
import { isLocale, locales, localeTags } from '@/lib/i18n/shared/locales';
import { getStoreConfig } from '@/lib/store-config';
import { fontVariables } from '../fonts';
import '../globals.css';

const config = getStoreConfig();

/** The store's title and description in the page's language (components/layout/site-metadata.ts). */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const { title, description } = siteText(await getTranslations('Metadata'), config);
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: title, template: `%s | ${config.name}` },
    description,
    openGraph: { siteName: config.name, locale: locale === 'hi' ? 'hi_IN' : 'en_IN', type: 'website' },
    icons: { icon: config.catalogue === 'furniture' ? '/brand/logo-furniture.svg' : '/brand/logo.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#1c1917', width: 'device-width', initialScale: 1 };

/** Every language is built; proxy.ts sends plain URLs to `en` and `/hi/...` to `hi`. */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations('Layout');
  return (
    <html lang={localeTags[locale]} className={fontVariables}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        <AppProviders config={config}>
          <Navbar />
          <main id="main" className="flex-1 pt-16">
            {children}
          </main>
          <Footer />
        </AppProviders>
      </body>
    </html>
  );
}
