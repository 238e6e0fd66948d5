import type { ImgHTMLAttributes } from 'react';
import { mediaSrcSet, PLACEHOLDER_IMAGE, smallImage } from '@/lib/media/shared/url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  /** The image as stored (the 800 px original for generated media). */
  src: string | undefined;
  alt: string;
  /**
   * The slot's width (`sizes`): with it a generated image is offered in both its variants (400 and
   * 800 px wide) and the browser picks by the slot and the screen, so a phone's card takes the small one.
   */
  sizes?: string;
};

/**
 * An image that swaps to the placeholder when it fails to load (spec section 2). A plain element,
 * not a client component: the swap is done by ImageFallback's one listener for the whole
 * document, which also fixes images that failed before the page hydrated.
 */
export function ProductImage({ src, alt, sizes, ...rest }: Props) {
  const srcSet = src && sizes ? mediaSrcSet(src) : undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...rest}
      src={srcSet && src ? smallImage(src) : src || PLACEHOLDER_IMAGE}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      data-fallback=""
    />
  );
}
