'use client';

import { toast } from '@/components/providers/toast';

/**
 * Share: the phone's own share sheet where the browser has one (the Web Share API), else the link
 * copied to the clipboard. The URL is the page's canonical one, without tracking parameters.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) {
      try {
        await navigator.share({ title, url });
      } catch {
        // The shopper closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error(`Copy this link: ${url}`);
    }
  };
  return (
    <button type="button" onClick={share} className="pill text-sm hover:border-ink">
      <span aria-hidden className="icon icon-share h-4 w-4" /> Share
    </button>
  );
}
