'use client';

import { useState } from 'react';
import { smallImage } from '@/lib/media/url';
import { ProductImage } from './product-image';

/** Main image with thumbnails; the first image is server-rendered so the page is complete without JavaScript. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const main = images[index] ?? images[0];
  return (
    <div className="flex flex-col-reverse gap-3 md:flex-row">
      {images.length > 1 ? (
        <ul className="flex gap-3 md:flex-col" aria-label="Product images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                className={`block overflow-hidden rounded-xl border-2 ${i === index ? 'border-ink' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                <ProductImage
                  src={smallImage(src)}
                  alt=""
                  width={80}
                  height={100}
                  className="h-24 w-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="aspect-[4/5] flex-1 overflow-hidden rounded-3xl bg-stone-100">
        <ProductImage
          key={main}
          src={main}
          alt={name}
          width={800}
          height={1000}
          fetchPriority="high"
          className="h-full w-full object-cover"
        />
      </div>
    </div>
  );
}
