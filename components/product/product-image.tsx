import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/media/url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  alt: string;
};

/**
 * An image that swaps to the placeholder when it fails to load (spec section 2). A plain element,
 * not a client component: the swap is done by ImageFallback's one listener for the whole
 * document, which also fixes images that failed before the page hydrated.
 */
export function ProductImage({ src, alt, ...rest }: Props) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...rest} src={src || PLACEHOLDER_IMAGE} alt={alt} data-fallback="" />;
}
