import type { Metadata } from 'next';
import Link from 'next/link';
import { NotFoundView } from '@/components/ui/status-pages';
import { getStoreConfig } from '@/lib/store-config';
import { fontVariables } from './fonts';
import './globals.css';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/**
 * An address no page answers, in either language (experimental.globalNotFound): one whole document built
 * with the app, sent with a 404. Under `app/[locale]` a missing route has no layout to render in, and a
 * catch-all page calling notFound() was answered as an empty shell that only JavaScript filled in.
 */
export default function GlobalNotFound() {
  const { name } = getStoreConfig();
  return (
    <html lang="en-IN" className={fontVariables}>
      <body className="flex min-h-screen flex-col">
        <header className="border-b border-black/5">
          <div className="container-page flex h-16 items-center">
            <Link href="/" className="font-display text-xl font-semibold tracking-tight">
              {name}
            </Link>
          </div>
        </header>
        <main id="main" className="flex-1">
          <NotFoundView />
        </main>
      </body>
    </html>
  );
}
