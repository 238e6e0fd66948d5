import type { ImgHTMLAttributes } from 'react';
import { mediaSrcSet, PLACEHOLDER_IMAGE, smallImage } from '@/lib/media/url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  /** The image as stored (the 800 px original for generated media). */
  src: string | undefined;
  alt: string;
  /**
   * The slot's width (`sizes`): with it a generated image is offered in both its variants (400 and
   * 800 px wide) and the browser picks by the slot and the screen, so a phone's card takes the small one.
   */
  sizes?: string;
  /**
   * Leave the image out of the head preloads React writes for eager images (it skips an image inside
   * <picture>). A head preload picks from srcset on its own, and a phone's card preload took the 800 px
   * file whatever `sizes` said (issue 23 point 12); the <img> itself, found by the browser's scanner in
   * the body, picks the right one and keeps its fetchpriority.
   */
  noPreload?: boolean;
};

/**
 * An image that swaps to the placeholder when it fails to load (spec section 2). A plain element,
 * not a client component: the swap is done by ImageFallback's one listener for the whole
 * document, which also fixes images that failed before the page hydrated.
 */
export function ProductImage({ src, alt, sizes, noPreload, ...rest }: Props) {
  const srcSet = src && sizes ? mediaSrcSet(src) : undefined;
  const img = (
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
  // display: contents: the wrapper takes no box, so the image lays out exactly as without it.
  return noPreload ? <picture className="contents">{img}</picture> : img;
}
