import { headers } from 'next/headers';
import { PLACEHOLDER_IMAGE } from '@/lib/media/url';

// Error events do not bubble, so one capturing listener sees every image's; it runs before any
// image of the page is parsed, so failures before hydration are caught too.
const source = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.hasAttribute('data-fallback')&&t.getAttribute('src')!==${JSON.stringify(PLACEHOLDER_IMAGE)}){t.removeAttribute('srcset');t.src=${JSON.stringify(PLACEHOLDER_IMAGE)}}},true)`;

/** Swaps any ProductImage that fails to load for the placeholder; put once at the top of the body. */
export async function ImageFallbackScript() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}
