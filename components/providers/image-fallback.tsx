'use client';

import { useEffect } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/media/shared/url';

function showPlaceholder(img: EventTarget | null): void {
  if (!(img instanceof HTMLImageElement) || !img.hasAttribute('data-fallback')) return;
  if (img.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
}

/**
 * Swaps every ProductImage that fails to load for the placeholder (spec section 2): the images
 * that already failed before hydration, then, through one capturing listener (error events do not
 * bubble), any that fail later. One listener instead of a client component per image.
 */
export function ImageFallback() {
  useEffect(() => {
    for (const img of document.images) if (img.complete && img.naturalWidth === 0) showPlaceholder(img);
    const onError = (e: Event) => showPlaceholder(e.target);
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
