'use client';

import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/media/url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  alt: string;
};

/** An image that swaps to the placeholder when it fails to load (spec section 2). */
export function ProductImage({ src, alt, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? PLACEHOLDER_IMAGE : src;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...rest}
      src={url}
      srcSet={failed ? undefined : rest.srcSet}
      alt={alt}
      onError={() => setFailed(true)}
    />
  );
}
