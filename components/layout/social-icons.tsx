'use client';

import { fillWords } from '@/lib/i18n/shared/fill-words';

/** The networks a store may link to, with their icon's path (24×24). */
export const SOCIAL_NETWORKS = {
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  Facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z',
  X: 'M4 4h4.5l4 5.5L17 4h3l-6 7.5L20.5 20H16l-4.3-5.9L7 20H4l6.3-7.8L4 4Z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
} as const;

export type SocialProfile = { name: keyof typeof SOCIAL_NETWORKS; href: string };

/**
 * The store's social profiles, one real link each (the SOCIAL_*_URL settings, read on the server). A
 * network without a profile shows nothing: an icon that looks tappable must go somewhere (issue 24 point 8).
 */
export function SocialIcons({
  profiles,
  words,
}: {
  profiles: SocialProfile[];
  /** The list's label and each link's, a template with the network as `{name}`, in the page's language. */
  words: { list: string; opensInNewTab: string };
}) {
  if (profiles.length === 0) return null;
  return (
    <ul className="mt-5 flex gap-3" aria-label={words.list}>
      {profiles.map((p) => (
        <li key={p.name}>
          <a
            href={p.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fillWords(words.opensInNewTab, { name: p.name })}
            data-testid="social-link"
            className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4 fill-current" aria-hidden>
              <path d={SOCIAL_NETWORKS[p.name]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
